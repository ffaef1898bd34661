import type { AuditChange } from '@console/contracts/audit.contract';

/** How an absent value reads: a field added or removed by the change. */
export const NO_VALUE = '—';

/** `status: pending → approved; school: Elm → Oak`, for one grid line and the export. */
export function changesText(changes: readonly AuditChange[]): string {
  return changes.map((c) => `${c.field}: ${c.before ?? NO_VALUE} → ${c.after ?? NO_VALUE}`).join('; ');
}
