import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect';

const REFUSAL = 'audit_log rows are never changed or deleted';

/**
 * The audit log stays append-only except for one path: customers/redact replaces a
 * customer's personal data in the entries that hold it. That path lists the entries it changes in
 * `audit_redaction_grants` inside its own transaction (and empties it before committing); the guard
 * lets an UPDATE through only for a listed entry and only of its target, before and after, so who did
 * what and when stays as written. DELETE and TRUNCATE stay refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_redaction_grants')
    .addColumn('audit_id', 'bigint', (c) => c.primaryKey())
    .execute();
  if (dbKind(db) === 'postgres') {
    await sql`
      CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF NEW.id = OLD.id AND NEW.operator_id IS NOT DISTINCT FROM OLD.operator_id AND NEW.action = OLD.action AND NEW.created_at = OLD.created_at
             AND EXISTS (SELECT 1 FROM audit_redaction_grants WHERE audit_id = OLD.id) THEN
            RETURN NEW;
          END IF;
        END IF;
        RAISE EXCEPTION '${sql.raw(REFUSAL)}';
      END
      $$`.execute(db);
  } else {
    await sql`DROP TRIGGER audit_log_no_update`.execute(db);
    await sql`
      CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      WHEN NOT EXISTS (SELECT 1 FROM audit_redaction_grants WHERE audit_id = OLD.id)
        OR NEW.id IS NOT OLD.id OR NEW.operator_id IS NOT OLD.operator_id OR NEW.action IS NOT OLD.action OR NEW.created_at IS NOT OLD.created_at
      BEGIN SELECT RAISE(ABORT, '${sql.raw(REFUSAL)}'); END`.execute(db);
  }
}
