import { sql, type SqlBool } from 'kysely';
import { dbKind } from '../../db/dialect';
import type { DbOrTrx } from '../../platform/db';
import { afterCursor, type Cursor, type KeysetBound } from '../../platform/keyset';
import { prefixEnd } from '../../platform/list-search';
import type { ShopId } from '../../platform/shop-id';

export interface AuditRecord {
  id: number;
  created_at: string;
  operator_email: string | null;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
}

/** Filters as the service resolved them: the range bounds are ISO instants. */
export interface AuditQuery {
  operatorId?: number;
  action?: string;
  targetPrefix?: string;
  from?: string;
  to?: string;
}

/** Whose entries a query reads: one shop's, or the organisation-wide ones (shop_id null: operator changes). */
type AuditOwner = ShopId | null;

/** The entries the call's shop sees: its own and the organisation-wide ones, never another shop's. */
const OWNERS = (shop: ShopId): readonly AuditOwner[] => [shop, null];

function compareKeys(a: AuditRecord, b: AuditRecord): number {
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id;
}

/**
 * Newest first, keyset on (created_at, id). Each filter has an index that starts with the shop, then its
 * column, and continues with (created_at, id), so an operator, an action or a target is one range scan.
 * The shop's entries and the organisation-wide ones are two such scans (an OR of both would leave the
 * index order), each limited to the page, merged here.
 */
export function auditPageQuery(db: DbOrTrx, shop: ShopId, filter: AuditQuery) {
  // PostgreSQL compares in byte order only under "C", the collation of the target index.
  const target = dbKind(db) === 'postgres' ? sql`a.target COLLATE "C"` : sql`a.target`;
  const scan = (owner: AuditOwner, bound: KeysetBound): Promise<AuditRecord[]> => {
    let q = db
      .selectFrom('audit_log as a')
      .leftJoin('operators as o', 'o.id', 'a.operator_id')
      .select(['a.id', 'a.created_at', 'o.email as operator_email', 'a.action', 'a.target', 'a.before', 'a.after'])
      .where('a.shop_id', owner === null ? 'is' : '=', owner);
    if (filter.operatorId !== undefined) q = q.where('a.operator_id', '=', filter.operatorId);
    if (filter.action) q = q.where('a.action', '=', filter.action);
    if (filter.targetPrefix) {
      q = q.where(sql<SqlBool>`${target} >= ${filter.targetPrefix}`).where(sql<SqlBool>`${target} < ${prefixEnd(filter.targetPrefix)}`);
    }
    if (filter.from) q = q.where('a.created_at', '>=', filter.from);
    if (filter.to) q = q.where('a.created_at', '<', filter.to);
    const after = afterCursor(bound, 'a.created_at', 'a.id');
    if (after) q = q.where(after);
    return q.orderBy('a.created_at', bound.order).orderBy('a.id', bound.order).limit(bound.limit).execute();
  };
  return async (bound: KeysetBound): Promise<AuditRecord[]> => {
    const found = (await Promise.all(OWNERS(shop).map((owner) => scan(owner, bound)))).flat();
    found.sort((a, b) => (bound.order === 'asc' ? compareKeys(a, b) : compareKeys(b, a)));
    return found.slice(0, bound.limit);
  };
}

export const auditKey = (row: AuditRecord): Cursor => ({ k: row.created_at, i: row.id });

/** Every operator, for the operator filter (the operators table is small). */
export function auditOperators(db: DbOrTrx): Promise<Array<{ id: number; email: string }>> {
  return db.selectFrom('operators').select(['id', 'email']).orderBy('email').execute();
}

/**
 * The distinct actions of the shop's and the organisation-wide entries, each read as a loose index scan
 * on `audit_log_action` (shop first: one index probe per action) rather than a scan of the whole log;
 * works the same on SQLite and PostgreSQL.
 */
export async function auditActions(db: DbOrTrx, shop: ShopId): Promise<string[]> {
  const actionsOf = async (owner: AuditOwner): Promise<string[]> => {
    const whose = owner === null ? sql`shop_id IS NULL` : sql`shop_id = ${owner}`;
    const whoseL = owner === null ? sql`l.shop_id IS NULL` : sql`l.shop_id = ${owner}`;
    const result = await sql<{ action: string | null }>`
      WITH RECURSIVE actions(action) AS (
        SELECT MIN(action) FROM audit_log WHERE ${whose}
        UNION ALL
        SELECT (SELECT MIN(l.action) FROM audit_log l WHERE ${whoseL} AND l.action > actions.action) FROM actions WHERE actions.action IS NOT NULL
      )
      SELECT action FROM actions WHERE action IS NOT NULL`.execute(db);
    return result.rows.flatMap((r) => (r.action === null ? [] : [r.action]));
  };
  const all = (await Promise.all(OWNERS(shop).map(actionsOf))).flat();
  return [...new Set(all)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
