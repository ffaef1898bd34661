import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { DbKind } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { createDatabase, findPgBin, startPgCluster, type PgCluster } from '../dev/pg-cluster';
import { loadConfig, type Config } from '../platform/config';
import { createDb, type Db } from '../platform/db';
import { bulkInsertCustomers } from './bulk-customers';
import type { BenchCustomerSeed } from './bulk-customers';
import { addShopRecord, listShopRecords } from '../platform/shops';

/** One database the bench runs against, created for the run and removed after it. */
export interface BenchTarget {
  kind: DbKind;
  /** Where the database lives, for the report. */
  where: string;
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  /** The SQLite file (null on PostgreSQL), for the raw-driver timings. */
  sqliteFile: string | null;
  drop(): Promise<void>;
}

/** The seeded volumes: the big list, and a second list a tenth of its size for the export comparison. */
export interface BenchData {
  approved: number;
  pending: number;
  /** Shops holding that volume each (`--shops`): the lists measured are the first shop's. */
  shops: number;
}

export const BENCH_PROGRAMME = 'student';

/** Config of an app on this target; the caller's environment is ignored except for what we pass. */
export function benchConfig(database: BenchTarget['config'], runWorker: boolean): Config {
  return loadConfig({}, { ...database, runWorker, logLevel: 'warn', port: 0 });
}

export function openSqliteTarget(): BenchTarget {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  return {
    kind: 'sqlite',
    where: dataDir,
    config: { dataDir, databaseUrl: null },
    sqliteFile: path.join(dataDir, 'console.sqlite'),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A fresh database in the server of DATABASE_URL when given, else in a throwaway cluster.
 * Null (the caller says so loudly) when neither is available.
 */
export async function openPostgresTarget(databaseUrl: string | undefined): Promise<BenchTarget | null> {
  let cluster: PgCluster | null = null;
  let serverUrl = databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : null;
  if (!serverUrl) {
    if (!findPgBin()) return null;
    cluster = await startPgCluster();
    serverUrl = cluster.url;
  }
  const name = `console_bench_${process.pid}_${Date.now()}`;
  const url = await createDatabase(serverUrl, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-pg-'));
  const adminUrl = serverUrl;
  return {
    kind: 'postgres',
    where: cluster ? `throwaway cluster ${new URL(url).host}` : `DATABASE_URL server, database ${name}`,
    config: { dataDir, databaseUrl: url },
    sqliteFile: null,
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (cluster) return cluster.stop();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Seeds the rows of the project's seeder (`seedCustomers`' generator, through the bench's bulk
 * loader): `approved` students for the list, `pending` students for the smaller export. Same seeds
 * on every database, so both hold the same data.
 */
export async function seedTarget(target: BenchTarget, data: BenchData, progress: (line: string) => void): Promise<number> {
  const db: Db = createDb(target.config);
  const started = Date.now();
  try {
    await migrateToLatest(db as never);
    // The first shop (row 1, the migration's) and `shops - 1` more, each with the same volume of other people.
    for (let n = 2; n <= data.shops; n++) await addShopRecord(db, { name: `bench-shop-${n}` });
    const shops = (await listShopRecords(db)).map((r) => r.id).sort((a, b) => a - b);
    const specs: BenchCustomerSeed[] = shops.flatMap((shop) => [
      {
        shop,
        programme: BENCH_PROGRAMME,
        status: 'approved' as const,
        count: data.approved,
        domain: `bench-approved-${shop}.example`,
        seed: 1001 * shop,
      },
      {
        shop,
        programme: BENCH_PROGRAMME,
        status: 'pending' as const,
        count: data.pending,
        domain: `bench-pending-${shop}.example`,
        seed: 2002 * shop,
      },
    ]);
    const reported = new Map<string, number>();
    await bulkInsertCustomers(target, specs, (spec, done) => {
      if (done - (reported.get(spec.domain) ?? 0) >= 250_000 || done === spec.count) {
        reported.set(spec.domain, done);
        progress(
          `  loaded ${spec.status} ${done.toLocaleString('en-US')}/${spec.count.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    });
    progress(`  indexes rebuilt (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    // PostgreSQL's autovacuum would vacuum and analyze the fresh table within a minute; do it now so
    // plans and timings do not depend on when it runs. SQLite gets nothing: the app never runs ANALYZE.
    if (target.kind === 'postgres') await sql`VACUUM ANALYZE customers`.execute(db);
  } finally {
    await db.destroy();
  }
  return Date.now() - started;
}
