import { rangeBound, type AuditFilter, type AuditRow } from '@console/contracts/audit.contract';
import type { Page, PageQuery } from '@console/contracts/common/paging';
import type { ShopContext } from '../../app-context';
import { keysetPage, keysetWalk, mapPage } from '../../platform/keyset';
import { auditChanges } from './audit-diff';
import { auditActions, auditKey, auditOperators, auditPageQuery, type AuditQuery, type AuditRecord } from './audit.repository';

/** The contract already refused bounds that do not parse; here they become ISO instants. */
function toQuery(filter: AuditFilter): AuditQuery {
  return {
    operatorId: filter.operatorId,
    action: filter.action || undefined,
    targetPrefix: filter.target || undefined,
    from: (filter.from && rangeBound(filter.from, 'from')) || undefined,
    to: (filter.to && rangeBound(filter.to, 'to')) || undefined,
  };
}

function toAuditRow(r: AuditRecord): AuditRow {
  return {
    id: r.id,
    createdAt: r.created_at,
    operator: r.operator_email,
    action: r.action,
    target: r.target,
    changes: auditChanges(r.before, r.after),
  };
}

export async function listAudit(ctx: ShopContext, filter: AuditFilter, query: PageQuery): Promise<Page<AuditRow>> {
  const page = await keysetPage(query, auditPageQuery(ctx.db, ctx.shop.id, toQuery(filter)), auditKey);
  return mapPage(page, toAuditRow);
}

/** Every matching entry, read in keyset chunks so a long log never sits in memory at once. */
export async function* exportAudit(ctx: ShopContext, filter: AuditFilter): AsyncGenerator<AuditRow> {
  for await (const row of keysetWalk(auditPageQuery(ctx.db, ctx.shop.id, toQuery(filter)), auditKey)) yield toAuditRow(row);
}

export async function auditOptions(ctx: ShopContext): Promise<{ operators: Array<{ id: number; email: string }>; actions: string[] }> {
  const [operators, actions] = await Promise.all([auditOperators(ctx.db), auditActions(ctx.db, ctx.shop.id)]);
  return { operators, actions };
}
