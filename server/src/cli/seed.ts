import { parseArgs } from 'node:util';
import { createDb } from '../platform/db';
import { loadConfig } from '../platform/config';
import { migrateToLatest } from '../db/migrate';
import { seedCustomerVolume } from '../features/customers/customers.service';
import type { RegistrationProgramme } from '@console/contracts/common/programmes';
import { ensureFirstShop, findShopRecord } from '../platform/shops';

/** `npm run seed -- --students 1000000 --staff 1000 [--shop <name>]`: volume for benchmarks, on top of what is there (the environment's shop by default). */
const { values } = parseArgs({ options: { students: { type: 'string' }, staff: { type: 'string' }, shop: { type: 'string' } } });
const config = loadConfig();
const db = createDb(config);
await migrateToLatest(db as never);
await ensureFirstShop(db, config);
const shopRow = await findShopRecord(db, values.shop ?? config.shopName);
if (!shopRow) {
  console.error(`No shop named ${values.shop ?? config.shopName}.`);
  process.exit(1);
}
const shop = shopRow.id;
const runs: Array<[RegistrationProgramme, string | undefined, string]> = [
  ['student', values.students, 'bulk-students.example'],
  ['staff', values.staff, 'bulk-staff.example'],
];
for (const [programme, count, domain] of runs) {
  const n = Number(count ?? 0);
  if (!n) continue;
  const started = Date.now();
  await seedCustomerVolume(
    db,
    shop,
    { programme, status: 'approved', count: n, domain: `${Date.now()}.${domain}`, seed: Date.now() % 100000 },
    (done) => {
      if (done % 100_000 === 0 || done === n) console.log(`${programme}: ${done}/${n}`);
    },
  );
  console.log(`${programme}: ${n} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await db.destroy();
