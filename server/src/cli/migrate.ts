import { ConfigError, loadConfig } from '../platform/config';
import { createDb } from '../platform/db';
import { migrateToLatest, pendingMigrations } from '../db/migrate';

/**
 * `npm run migrate`: applies the pending migrations of DATABASE_URL (or DATA_DIR's SQLite) and
 * nothing else, e.g. once before rolling out several instances. Exits 1 when one fails.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const db = createDb(config);
  try {
    const pending = await pendingMigrations(db as never);
    if (pending.length === 0) {
      console.log('Migrations: nothing to apply, the database is up to date.');
      return 0;
    }
    await migrateToLatest(db as never);
    console.log(`Migrations applied (${pending.length}):\n${pending.map((name) => `  ${name}`).join('\n')}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : `Migration failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
