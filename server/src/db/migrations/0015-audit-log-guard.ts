import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect';

const REFUSAL = 'audit_log rows are never changed or deleted';

/**
 * The Audit screen's filters each walk one index in (created_at, id) order, and the log is
 * append-only: no code path changes a row, and a trigger refuses UPDATE and DELETE (and TRUNCATE on
 * PostgreSQL) even for a hand-written statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dbKind(db) === 'postgres';
  await db.schema.dropIndex('audit_log_target').execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_operator').on('audit_log').columns(['operator_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'created_at', 'id']).execute();
  if (postgres) {
    // Byte order, as on SQLite, so "starts with" is one range on the index whatever the database's locale.
    await sql`CREATE INDEX audit_log_target ON audit_log (target COLLATE "C", created_at, id)`.execute(db);
    await sql`
      CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '${sql.raw(REFUSAL)}';
      END
      $$`.execute(db);
    await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change()`.execute(
      db,
    );
    await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change()`.execute(
      db,
    );
  } else {
    await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target', 'created_at', 'id']).execute();
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, '${sql.raw(REFUSAL)}'); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, '${sql.raw(REFUSAL)}'); END`.execute(
      db,
    );
  }
}
