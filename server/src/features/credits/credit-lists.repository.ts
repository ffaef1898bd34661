import { sql, type Expression, type SqlBool } from 'kysely';
import type { CustomersQuery, TransactionsQuery } from '@console/contracts/credits.contract';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import type { Cursor, KeysetBound } from '../../platform/keyset';
import { contains, type CreditAccount, type LedgerKind } from './credits.repository';

/**
 * Page-numbered lists (docs/functions/codes-credits-knot-giveaways.md §7 sends page and pageSize and shows 'n of m'): LIMIT/OFFSET on an
 * indexed order plus a count.
 */
export interface NumberedPage<R> {
  rows: R[];
  total: number;
}

/** The paging part of a list answer (docs/functions/codes-credits-knot-giveaways.md §7): status, msg, hasPrevious, hasNext, total. */
export function pageAnswer(total: number, query: { page: number; pageSize: number }, noun: string) {
  return {
    status: true,
    msg: total ? `${total} ${noun}(s) found.` : 'No records found.',
    hasPrevious: query.page > 1,
    hasNext: query.page * query.pageSize < total,
    total,
  };
}

const CUSTOMER_ORDER = { createdDate: 'created_at', name: 'name_lower', email: 'email_lower', balance: 'balance_cents' } as const;

function customerSearch(search: string): Expression<SqlBool> | null {
  const text = search.trim();
  if (!text) return null;
  return sql<SqlBool>`(${contains('name_lower', text)} or ${contains('email_lower', text)})`;
}

export async function customersPage(db: DbOrTrx, shop: ShopId, query: CustomersQuery): Promise<NumberedPage<CreditAccount>> {
  const condition = customerSearch(query.search);
  let rows = db.selectFrom('credit_accounts').selectAll().where('shop_id', '=', shop);
  let count = db
    .selectFrom('credit_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shop);
  if (condition) {
    rows = rows.where(condition);
    count = count.where(condition);
  }
  const [list, counted] = await Promise.all([
    rows
      .orderBy(CUSTOMER_ORDER[query.sortField], query.sortOrder)
      .orderBy('id', query.sortOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(counted.n) };
}

/** Customers matching a search, newest first in chunks (the export). */
export function customersChunk(db: DbOrTrx, shop: ShopId, search: string) {
  return async (bound: KeysetBound): Promise<CreditAccount[]> => {
    let q = db.selectFrom('credit_accounts').selectAll().where('shop_id', '=', shop);
    const condition = customerSearch(search);
    if (condition) q = q.where(condition);
    if (bound.cursor) q = q.where(sql<SqlBool>`(created_at, id) ${sql.raw(bound.op)} (${bound.cursor.k}, ${bound.cursor.i})`);
    return q.orderBy('created_at', bound.order).orderBy('id', bound.order).limit(bound.limit).execute();
  };
}
export const accountKey = (row: CreditAccount): Cursor => ({ k: row.created_at, i: row.id });

/** The transaction filters in stored terms: ISO bounds, lower-case texts, ranges in cents per kind. */
export interface LedgerFilter {
  search: string;
  from: string | null;
  to: string | null;
  customerName: string;
  customerEmail: string;
  createdByName: string;
  createdByEmail: string;
  ranges: ReadonlyArray<{ kind: LedgerKind; min: number; max: number }>;
}

function ledgerConditions(f: LedgerFilter): Array<Expression<SqlBool>> {
  const out: Array<Expression<SqlBool>> = [];
  if (f.from) out.push(sql<SqlBool>`t.created_at >= ${f.from}`);
  if (f.to) out.push(sql<SqlBool>`t.created_at < ${f.to}`);
  if (f.customerName.trim()) out.push(contains('a.name_lower', f.customerName.trim()));
  if (f.customerEmail.trim()) out.push(contains('a.email_lower', f.customerEmail.trim()));
  if (f.createdByName.trim()) out.push(contains(sql`lower(t.admin_name)`, f.createdByName.trim()));
  if (f.createdByEmail.trim()) out.push(contains(sql`lower(t.admin_email)`, f.createdByEmail.trim()));
  const text = f.search.trim();
  if (text) {
    const fields = [
      sql.ref('a.name_lower'),
      sql.ref('a.email_lower'),
      sql`lower(t.reference)`,
      sql`lower(t.admin_name)`,
      sql`lower(t.admin_email)`,
    ];
    out.push(
      sql<SqlBool>`(${sql.join(
        fields.map((field) => contains(field, text)),
        sql` or `,
      )})`,
    );
  }
  // A row has one kind, so the enabled ranges are alternatives: rows of any of those kinds within its range.
  if (f.ranges.length) {
    const parts = f.ranges.map((r) => sql<SqlBool>`(t.kind = ${r.kind} and abs(t.amount_cents) between ${r.min} and ${r.max})`);
    out.push(sql<SqlBool>`(${sql.join(parts, sql` or `)})`);
  }
  return out;
}

function ledgerBase(db: DbOrTrx, shop: ShopId, f: LedgerFilter) {
  // Joined on the shop too, so the account side never reaches another shop's row.
  let q = db
    .selectFrom('credit_transactions as t')
    .innerJoin('credit_accounts as a', (join) => join.onRef('a.shop_id', '=', 't.shop_id').onRef('a.id', '=', 't.account_id'))
    .where('t.shop_id', '=', shop);
  for (const condition of ledgerConditions(f)) q = q.where(condition);
  return q;
}

function ledgerRows(db: DbOrTrx, shop: ShopId, f: LedgerFilter) {
  return ledgerBase(db, shop, f).select([
    't.id',
    't.kind',
    't.amount_cents',
    't.balance_after_cents',
    't.reference',
    't.expiration_date',
    't.admin_name',
    't.admin_email',
    't.created_at',
    'a.name as customer_name',
    'a.email as customer_email',
  ]);
}
export type LedgerRow = Awaited<ReturnType<ReturnType<typeof ledgerRows>['execute']>>[number];

const LEDGER_ORDER = {
  createdDate: 't.created_at',
  customerName: 'a.name_lower',
  customerEmail: 'a.email_lower',
  amount: 't.amount_cents',
  reference: 't.reference',
  adminName: 't.admin_name',
} as const;

export async function ledgerPage(
  db: DbOrTrx,
  shop: ShopId,
  f: LedgerFilter,
  query: Pick<TransactionsQuery, 'sortField' | 'sortOrder' | 'page' | 'pageSize'>,
): Promise<NumberedPage<LedgerRow>> {
  const [rows, counted] = await Promise.all([
    ledgerRows(db, shop, f)
      .orderBy(LEDGER_ORDER[query.sortField], query.sortOrder)
      .orderBy('t.id', query.sortOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    ledgerBase(db, shop, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.n) };
}

/** Matching transactions newest first in chunks (the export). */
export function ledgerChunk(db: DbOrTrx, shop: ShopId, f: LedgerFilter) {
  return async (bound: KeysetBound): Promise<LedgerRow[]> => {
    let q = ledgerRows(db, shop, f);
    if (bound.cursor) q = q.where(sql<SqlBool>`(t.created_at, t.id) ${sql.raw(bound.op)} (${bound.cursor.k}, ${bound.cursor.i})`);
    return q.orderBy('t.created_at', bound.order).orderBy('t.id', bound.order).limit(bound.limit).execute();
  };
}
export const ledgerKey = (row: LedgerRow): Cursor => ({ k: row.created_at, i: row.id });
