import { sql, type Expression, type Insertable, type Selectable, type SqlBool } from 'kysely';
import type { CreditAccountTable, CreditTransactionTable } from './credits.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

export type CreditAccount = Selectable<CreditAccountTable>;
export type LedgerKind = CreditTransactionTable['kind'];

/** `%text%` for LIKE with the wildcards of the text itself escaped (escape character `!`). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

export function contains(column: Expression<unknown> | string, text: string): Expression<SqlBool> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`${ref} like ${containsPattern(text)} escape '!'`;
}

export async function accountsByIds(db: DbOrTrx, shop: ShopId, ids: readonly number[]): Promise<CreditAccount[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('credit_accounts')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

export async function accountsByEmails(db: DbOrTrx, shop: ShopId, emailsLower: readonly string[]): Promise<Map<string, CreditAccount>> {
  if (!emailsLower.length) return new Map();
  const rows = await db
    .selectFrom('credit_accounts')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('email_lower', 'in', [...emailsLower])
    .execute();
  return new Map(rows.map((r) => [r.email_lower, r]));
}

/** Inserts an account unless its e-mail exists; null when it does. */
export async function insertAccount(
  db: DbOrTrx,
  shop: ShopId,
  values: Omit<Insertable<CreditAccountTable>, 'shop_id'>,
): Promise<CreditAccount | null> {
  const row = await db
    .insertInto('credit_accounts')
    .values({ ...values, shop_id: shop })
    .onConflict((oc) => oc.columns(['shop_id', 'email_lower']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Moves a balance by `delta` cents and answers the new balance; null when it would go below zero
 * (below -maxCents when allowed) or above maxCents. The update locks the account row (PostgreSQL)
 * or runs under the write lock (SQLite), so concurrent changes to one account are applied one
 * after the other, each checked against the balance the one before left.
 */
export async function moveBalance(
  trx: DbOrTrx,
  shop: ShopId,
  accountId: number,
  delta: number,
  limits: { allowNegative: boolean; maxCents: number },
  now: string,
): Promise<number | null> {
  let query = trx
    .updateTable('credit_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', delta), updated_at: now }))
    .where('shop_id', '=', shop)
    .where('id', '=', accountId);
  if (delta > 0) query = query.where(sql<SqlBool>`balance_cents + ${delta} <= ${limits.maxCents}`);
  else query = query.where(sql<SqlBool>`balance_cents + ${delta} >= ${limits.allowNegative ? -limits.maxCents : 0}`);
  const row = await query.returning('balance_cents').executeTakeFirst();
  return row ? Number(row.balance_cents) : null;
}

export async function appendTransactions(
  trx: DbOrTrx,
  shop: ShopId,
  rows: ReadonlyArray<Omit<Insertable<CreditTransactionTable>, 'shop_id'>>,
): Promise<number[]> {
  if (!rows.length) return [];
  const ids = await trx
    .insertInto('credit_transactions')
    .values(rows.map((r) => ({ ...r, shop_id: shop })))
    .returning('id')
    .execute();
  return ids.map((r) => r.id);
}

/** Outstanding store credit at an instant: one aggregate over the ledger. */
export async function outstandingCents(db: DbOrTrx, shop: ShopId, asOf: string): Promise<number> {
  const row = await db
    .selectFrom('credit_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('total'))
    .where('shop_id', '=', shop)
    .where('created_at', '<=', asOf)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The largest amount of each kind in the ledger, in cents (the sliders' maxima). */
export async function largestAmounts(db: DbOrTrx, shop: ShopId): Promise<Map<LedgerKind, number>> {
  const rows = await db
    .selectFrom('credit_transactions')
    .select(['kind', (eb) => eb.fn.max(sql<number>`abs(amount_cents)`).as('largest')])
    .where('shop_id', '=', shop)
    .groupBy('kind')
    .execute();
  return new Map(rows.map((r) => [r.kind, Number(r.largest)]));
}

/** Claims an idempotency key for a request; null when the key is already taken (then read it). */
export async function claimRequestKey(
  trx: DbOrTrx,
  shop: ShopId,
  values: { operatorId: number; key: string; endpoint: string; hash: string; now: string },
): Promise<number | null> {
  const row = await trx
    .insertInto('credit_requests')
    .values({
      shop_id: shop,
      operator_id: values.operatorId,
      idem_key: values.key,
      endpoint: values.endpoint,
      request_hash: values.hash,
      response: null,
      created_at: values.now,
    })
    .onConflict((oc) => oc.columns(['shop_id', 'operator_id', 'idem_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findRequestKey(db: DbOrTrx, shop: ShopId, operatorId: number, key: string) {
  return db
    .selectFrom('credit_requests')
    .select(['id', 'endpoint', 'request_hash', 'response'])
    .where('shop_id', '=', shop)
    .where('operator_id', '=', operatorId)
    .where('idem_key', '=', key)
    .executeTakeFirst();
}

export async function storeRequestResponse(trx: DbOrTrx, shop: ShopId, id: number, response: unknown): Promise<void> {
  await trx
    .updateTable('credit_requests')
    .set({ response: JSON.stringify(response) })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .execute();
}

/** Who started a job, for the ledger's Created By. */
export function operatorById(db: DbOrTrx, id: number) {
  return db.selectFrom('operators').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
}

/** One customer's store-credit movement over a period, in cents. */
export interface Reconciliation {
  id: number;
  name: string;
  email: string;
  opening: number;
  credits: number;
  refunds: number;
  adjustments: number;
  discountCodes: number;
  orders: number;
  closing: number;
}

/**
 * Accounts with a balance or activity in [from, to], after an account id, in id order: opening
 * balance before `from`, each kind's total within the period, closing balance at `to`.
 */
export async function reconciliationChunk(
  db: DbOrTrx,
  shop: ShopId,
  from: string,
  to: string,
  afterId: number,
  limit: number,
): Promise<Reconciliation[]> {
  const inPeriod = (kind: LedgerKind) =>
    sql`coalesce(sum(case when t.created_at >= ${from} and t.kind = ${kind} then t.amount_cents else 0 end), 0)`;
  const result = await sql<Record<keyof Reconciliation, number | string>>`
    select a.id, a.name, a.email,
      coalesce(sum(case when t.created_at < ${from} then t.amount_cents else 0 end), 0) as opening,
      ${inPeriod('credit')} as credits, ${inPeriod('refund')} as refunds, ${inPeriod('adjustment')} as adjustments,
      ${inPeriod('discount_code')} as "discountCodes", ${inPeriod('order')} as orders,
      coalesce(sum(t.amount_cents), 0) as closing
    from credit_accounts a
      join credit_transactions t on t.shop_id = a.shop_id and t.account_id = a.id and t.created_at <= ${to}
    where a.shop_id = ${shop} and a.id > ${afterId}
    group by a.id, a.name, a.email
    having sum(t.amount_cents) <> 0 or sum(case when t.created_at >= ${from} then 1 else 0 end) > 0
    order by a.id
    limit ${limit}`.execute(db);
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    email: String(r.email),
    opening: Number(r.opening),
    credits: Number(r.credits),
    refunds: Number(r.refunds),
    adjustments: Number(r.adjustments),
    discountCodes: Number(r.discountCodes),
    orders: Number(r.orders),
    closing: Number(r.closing),
  }));
}

export function findRequestById(db: DbOrTrx, shop: ShopId, id: number) {
  return db
    .selectFrom('credit_requests')
    .select(['id', 'endpoint', 'response'])
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One account of the shop, which must exist (it was just written in the same request). */
export function accountById(db: DbOrTrx, shop: ShopId, id: number): Promise<CreditAccount> {
  return db.selectFrom('credit_accounts').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The balances of these accounts, by id. */
export async function balancesOf(db: DbOrTrx, shop: ShopId, ids: readonly number[]): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  if (!ids.length) return balances;
  const rows = await db
    .selectFrom('credit_accounts')
    .select(['id', 'balance_cents'])
    .where('shop_id', '=', shop)
    .where('id', 'in', [...ids])
    .execute();
  for (const row of rows) balances.set(Number(row.id), Number(row.balance_cents));
  return balances;
}
