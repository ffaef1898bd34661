import type { Kysely } from 'kysely';

/** Returns opens on the newest returns: newest first by (created_at, id), an index range scan. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('returns_recent').on('returns').columns(['created_at', 'id']).execute();
}
