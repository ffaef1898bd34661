import { sql, type Kysely } from 'kysely';

/**
 * Asks for the one-time repair of what the store sync's earlier defects left (store-defect-repair.jobs.ts) in a
 * database that has mirrored store customers or stored webhooks: the first start with a store
 * connected runs it. A new database has neither and never runs it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO settings (key, value, updated_at)
    SELECT 'store-sync.defect-repair-needed', '1', ${new Date().toISOString()}
    WHERE EXISTS (SELECT 1 FROM customers WHERE store_id IS NOT NULL) OR EXISTS (SELECT 1 FROM jobs WHERE type = 'store-sync.webhook')`.execute(
    db,
  );
}
