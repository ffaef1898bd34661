import type { AuditAction } from '@console/contracts/audit-actions';
import type { DbOrTrx } from './db';
import { nowIso } from './db';
import type { ShopId } from './shop-id';

export interface AuditEntry {
  /** The shop the change was made in; null only for an organisation-wide change (an operator's flags). */
  shop: ShopId | null;
  operatorId: number | null;
  /** One of the labelled actions: a new action needs its label first (contracts/src/audit-actions.ts). */
  action: AuditAction;
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Written in the same transaction as the change it records. */
export async function writeAudit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      shop_id: entry.shop,
      operator_id: entry.operatorId,
      action: entry.action,
      target: entry.target,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: nowIso(),
    })
    .execute();
}
