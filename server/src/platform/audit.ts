import type { DbOrTrx } from './db';
import { nowIso } from './db';

export interface AuditEntry {
  operatorId: number | null;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Written in the same transaction as the change it records. */
export async function writeAudit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      target: entry.target,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: nowIso(),
    })
    .execute();
}
