import type { Kysely } from 'kysely';
import { dbKind } from '../dialect';

/**
 * Jobs carry the token of the run that holds their lease, so a run that lost its lease (its worker
 * stalled past it and another took the job back) can neither commit a batch nor finish the job.
 * Files may keep their bytes in the database (PostgreSQL: several instances share nothing else),
 * in chunks so no single value grows past what a driver buffers comfortably. The embedded search
 * index keeps its documents in `search_index_documents` on PostgreSQL for the same reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('locked_by', 'text').execute();
  await db.schema
    .createTable('file_chunks')
    .addColumn('file_id', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', dbKind(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_chunks_pk', ['file_id', 'seq'])
    .execute();
  await db.schema
    .createTable('search_index_documents')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
