import type { FilterDefinition } from '@console/contracts/search-filters.contract';
import type { AuditAction } from '@console/contracts/audit-actions';
import type { Updateable } from 'kysely';
import type { ShopContext } from '../../app-context';
import type { SearchFilterDefinitionTable } from './search-filters.table';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { notFound } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';
import { normalizeUi, parseUi, pickUi, toDefinition } from './search-filters.mapping';
import { findDefinition, listDefinitions, updateDefinition } from './search-filters.repository';

export async function definitions(ctx: ShopContext): Promise<{ status: boolean; msg: string; filtersDef: FilterDefinition[] }> {
  const rows = await listDefinitions(ctx.db, ctx.shop.id);
  return { status: true, msg: rows.length === 0 ? 'No filters found.' : '', filtersDef: rows.map(toDefinition) };
}

/** Changes one definition and audits it with its values before and after. */
async function changeDefinition(
  ctx: ShopContext,
  operator: Operator,
  name: string,
  action: AuditAction,
  change: (row: Awaited<ReturnType<typeof findDefinition>> & object) => Updateable<SearchFilterDefinitionTable>,
): Promise<FilterDefinition> {
  const shop = ctx.shop.id;
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findDefinition(trx, shop, name);
    if (!row) throw notFound(`Filter ${name}`);
    const values = { ...change(row), updated_at: nowIso() };
    await updateDefinition(trx, shop, row.id, values);
    const after = toDefinition({ ...row, ...values });
    await writeAudit(trx, { shop, operatorId: operator.id, action, target: `filter:${name}`, before: toDefinition(row), after });
    return after;
  });
}

/** Activates or deactivates a definition; Update Collections then pushes the change to the index. */
export function setDefinitionActive(ctx: ShopContext, operator: Operator, name: string, active: boolean): Promise<FilterDefinition> {
  return changeDefinition(ctx, operator, name, 'search-filters.definition.active', () => ({ active: active ? 1 : 0 }));
}

export function updateDefinitionUi(
  ctx: ShopContext,
  operator: Operator,
  patch: Partial<FilterDefinition> & { name: string },
): Promise<FilterDefinition> {
  return changeDefinition(ctx, operator, patch.name, 'search-filters.definition.ui', (row) => ({
    ui: JSON.stringify(normalizeUi({ ...parseUi(row.ui), ...pickUi(patch) })),
    ...(patch.order === undefined ? {} : { sort_order: patch.order }),
    ...(patch.overwrite === undefined ? {} : { overwrite: patch.overwrite }),
  }));
}

export function updateDefinitionSolr(
  ctx: ShopContext,
  operator: Operator,
  patch: Pick<FilterDefinition, 'name'> & Partial<Pick<FilterDefinition, 'type' | 'field' | 'output' | 'search'>>,
): Promise<FilterDefinition> {
  return changeDefinition(ctx, operator, patch.name, 'search-filters.definition.solr', () => ({
    ...(patch.type === undefined ? {} : { type: patch.type }),
    ...(patch.field === undefined ? {} : { field: patch.field }),
    ...(patch.output === undefined ? {} : { output: patch.output ? 1 : 0 }),
    ...(patch.search === undefined ? {} : { search: patch.search ? 1 : 0 }),
  }));
}
