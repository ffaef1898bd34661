import { parseArgs } from 'node:util';
import { createDb } from '../platform/db';
import { loadConfig } from '../platform/config';
import { migrateToLatest } from '../db/migrate';
import { seedCustomers } from '../features/customers/customers.seed';
import type { RegistrationProgramme } from '@console/contracts/common/programmes';
import { FIRST_SHOP_ID } from '../platform/shop-id';

/** `npm run seed -- --students 1000000 --staff 1000`: volume for benchmarks, on top of what is there. */
const { values } = parseArgs({ options: { students: { type: 'string' }, staff: { type: 'string' } } });
const db = createDb(loadConfig());
await migrateToLatest(db as never);
const runs: Array<[RegistrationProgramme, string | undefined, string]> = [
  ['student', values.students, 'bulk-students.example'],
  ['staff', values.staff, 'bulk-staff.example'],
];
for (const [programme, count, domain] of runs) {
  const n = Number(count ?? 0);
  if (!n) continue;
  const started = Date.now();
  await seedCustomers(
    db,
    FIRST_SHOP_ID,
    { programme, status: 'approved', count: n, domain: `${Date.now()}.${domain}`, seed: Date.now() % 100000 },
    (done) => {
      if (done % 100_000 === 0 || done === n) console.log(`${programme}: ${done}/${n}`);
    },
  );
  console.log(`${programme}: ${n} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await db.destroy();
