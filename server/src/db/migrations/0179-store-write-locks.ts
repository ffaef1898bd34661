import { sql, type Kysely } from 'kysely';

/**
 * One writer per store customer: a write that holds a lock key (`customer:<store id>`) keeps
 * it while pending, and the partial unique index lets no second pending write take the same key, so
 * two instances cannot both pass the "status it started from" check and both write their tag.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store_writes').addColumn('lock_key', 'text').execute();
  await sql`CREATE UNIQUE INDEX store_writes_pending_lock ON store_writes (lock_key) WHERE status = 'pending' AND lock_key IS NOT NULL`.execute(
    db,
  );
}
