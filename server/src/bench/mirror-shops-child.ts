import { sql } from 'kysely';
import { migrateToLatest } from '../db/migrate';
import { createDb } from '../platform/db';
import { addShopRecord, listShopRecords } from '../platform/shops';
import { BENCH_PROGRAMME, type BenchTarget } from './bench-target';
import { bulkInsertCustomers } from './bulk-customers';

/**
 * The mirror bench's other shops, in a process of their own: the measured child's peak RSS
 * (getrusage's maxRSS) starts at its parent's RSS when forked, so the bench process must not grow by
 * this load (the bulk loader's arrays, SQLite's 1 GB page cache for the index rebuild).
 * Adds shops up to `shops` and fills all but the last with `rows` mirrored customers each (the bench's
 * bulk loader, indexes rebuilt once, analyzed on PostgreSQL). Args: the target as JSON (kind, config,
 * sqliteFile), shops, rows. Answers {shop} (the last shop's id, where the measured load goes) over IPC.
 */
export interface MirrorShopsReady {
  shop: number;
}

const [targetJson, shopsText, rowsText] = process.argv.slice(2);
const shops = Number(shopsText);
const rows = Number(rowsText);
const target = { ...(JSON.parse(targetJson ?? '{}') as Omit<BenchTarget, 'drop'>), drop: async () => {} } as BenchTarget;

const db = createDb(target.config);
try {
  await migrateToLatest(db as never);
  for (let n = 2; n <= shops; n++) await addShopRecord(db, { name: `bench-shop-${n}` });
  const ids = (await listShopRecords(db)).map((r) => r.id).sort((a, b) => a - b);
  const last = ids[ids.length - 1];
  if (ids.length !== shops || last === undefined) throw new Error(`mirror bench: ${ids.length} shops, expected ${shops}`);
  await bulkInsertCustomers(
    target,
    ids.slice(0, -1).map((shop) => ({
      shop,
      programme: BENCH_PROGRAMME,
      status: 'approved' as const,
      count: rows,
      domain: `bench-mirror-${shop}.example`,
      seed: 3003 * shop,
      mirrored: true,
    })),
    () => {},
  );
  if (target.kind === 'postgres') await sql`VACUUM ANALYZE customers`.execute(db);
  const ready: MirrorShopsReady = { shop: last };
  process.send?.(ready);
} finally {
  await db.destroy();
}
