import type { Insertable, Selectable } from 'kysely';
import type { CreditTransactionTable, StoreCreditMoveTable } from './credits.table';
import type { DbOrTrx } from '../../platform/db';
import { dbKind } from '../../db/dialect';
import type { ShopId } from '../../platform/shop-id';

export type StoreCreditMove = Selectable<StoreCreditMoveTable>;
/** A move with what the store needs to know of its account. */
export type MoveWithAccount = StoreCreditMove & { email: string; store_customer_id: string | null };

export async function insertMoves(
  trx: DbOrTrx,
  shop: ShopId,
  rows: ReadonlyArray<Omit<Insertable<StoreCreditMoveTable>, 'shop_id'>>,
): Promise<number[]> {
  if (!rows.length) return [];
  const ids = await trx
    .insertInto('store_credit_moves')
    .values(rows.map((r) => ({ ...r, shop_id: shop })))
    .returning('id')
    .execute();
  return ids.map((r) => r.id);
}

function withAccount(db: DbOrTrx, shop: ShopId) {
  return db
    .selectFrom('store_credit_moves as m')
    .innerJoin('credit_accounts as a', (join) => join.onRef('a.shop_id', '=', 'm.shop_id').onRef('a.id', '=', 'm.account_id'))
    .where('m.shop_id', '=', shop)
    .selectAll('m')
    .select(['a.email', 'a.store_customer_id']);
}

export function moveById(db: DbOrTrx, shop: ShopId, id: number): Promise<MoveWithAccount | undefined> {
  return withAccount(db, shop).where('m.id', '=', id).executeTakeFirst();
}

export function movesOfRequest(db: DbOrTrx, shop: ShopId, requestId: number): Promise<MoveWithAccount[]> {
  return withAccount(db, shop).where('m.request_id', '=', requestId).orderBy('m.id').execute();
}

/** Moves waiting for an operator, oldest first. */
export function movesInReview(db: DbOrTrx, shop: ShopId, limit: number): Promise<Array<MoveWithAccount & { name: string }>> {
  return withAccount(db, shop).select('a.name').where('m.state', '=', 'review').orderBy('m.id').limit(limit).execute();
}

/** Moves not settled yet (never called, or called with no answer recorded), oldest first. */
export function unsettledMoves(db: DbOrTrx, shop: ShopId, limit: number): Promise<MoveWithAccount[]> {
  return withAccount(db, shop).where('m.state', 'in', ['pending', 'sent']).orderBy('m.id').limit(limit).execute();
}

/**
 * Marks a move as called, with the store's newest transaction before the call. Only one caller
 * wins: the update names the state (and the earlier send time) it read.
 */
export async function claimMoveCall(db: DbOrTrx, move: StoreCreditMove, watermark: string, now: string): Promise<boolean> {
  let q = db
    .updateTable('store_credit_moves')
    .set({ state: 'sent', watermark, sent_at: now, answer_lost_at: null })
    .where('shop_id', '=', move.shop_id)
    .where('id', '=', move.id)
    .where('state', '=', move.state);
  q = move.sent_at === null ? q.where('sent_at', 'is', null) : q.where('sent_at', '=', move.sent_at);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Other moves of the account called and not settled: each may have made a transaction we have not recorded. */
export async function otherCalledMoves(db: DbOrTrx, move: StoreCreditMove): Promise<StoreCreditMove[]> {
  return db
    .selectFrom('store_credit_moves')
    .selectAll()
    .where('shop_id', '=', move.shop_id)
    .where('account_id', '=', move.account_id)
    .where('id', '<>', move.id)
    .where('state', 'in', ['sent', 'review'])
    .execute();
}

/** The call ended with no answer: when, so only a transaction made before then can be its. */
export async function markAnswerLost(db: DbOrTrx, shop: ShopId, id: number, now: string): Promise<void> {
  await db
    .updateTable('store_credit_moves')
    .set({ answer_lost_at: now })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where('state', '=', 'sent')
    .execute();
}

/** A called move whose transaction cannot be told apart from another's waits for an operator, with why. */
export async function markForReview(db: DbOrTrx, shop: ShopId, id: number, message: string): Promise<void> {
  await db
    .updateTable('store_credit_moves')
    .set({ state: 'review', message })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where('state', '=', 'sent')
    .execute();
}

/** Store transaction ids already recorded for the account's moves, so one transaction settles one move. */
export async function recordedTransactionIds(db: DbOrTrx, shop: ShopId, accountId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('store_credit_moves')
    .select('store_transaction_id')
    .where('shop_id', '=', shop)
    .where('account_id', '=', accountId)
    .where('store_transaction_id', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.store_transaction_id ?? ''));
}

/** Settles a called move once; false when another settler got there first. */
export async function markMoveSettled(
  trx: DbOrTrx,
  shop: ShopId,
  id: number,
  values: {
    state: 'applied' | 'refused';
    storeTransactionId?: string;
    balanceAfterCents?: number;
    ledgerTransactionId?: number;
    message?: string;
    now: string;
  },
  from: ReadonlyArray<StoreCreditMove['state']> = ['pending', 'sent', 'review'],
): Promise<boolean> {
  const res = await trx
    .updateTable('store_credit_moves')
    .set({
      state: values.state,
      store_transaction_id: values.storeTransactionId ?? null,
      balance_after_cents: values.balanceAfterCents ?? null,
      ledger_transaction_id: values.ledgerTransactionId ?? null,
      message: values.message ?? null,
      settled_at: values.now,
    })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    // A move waiting for an operator is still settled by its own call's answer, should that arrive late.
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * The account's balance as the store answered it (docs/outside-interfaces.md 'Shopify': balances shown are the store's),
 * kept only when it is newer than the one shown: answers that arrive out of order never put an
 * older balance back. Callers lock the account first (`lockAccounts`), so a limit check never sees
 * a move settled without its balance.
 */
export async function setStoreBalance(
  trx: DbOrTrx,
  shop: ShopId,
  accountId: number,
  answer: { cents: number; seq: number },
  now: string,
): Promise<void> {
  await trx
    .updateTable('credit_accounts')
    .set({ balance_cents: answer.cents, store_balance_seq: answer.seq, updated_at: now })
    .where('shop_id', '=', shop)
    .where('id', '=', accountId)
    .where((eb) => eb.or([eb('store_balance_seq', 'is', null), eb('store_balance_seq', '<=', answer.seq)]))
    .execute();
}

export async function setStoreCustomer(db: DbOrTrx, shop: ShopId, accountId: number, customerId: string, now: string): Promise<void> {
  await db
    .updateTable('credit_accounts')
    .set({ store_customer_id: customerId, updated_at: now })
    .where('shop_id', '=', shop)
    .where('id', '=', accountId)
    .execute();
}

/**
 * Locks the accounts for the rest of the transaction (PostgreSQL; SQLite's one connection runs
 * transactions one at a time), in id order so two requests never wait on each other crosswise.
 */
export async function lockAccounts(trx: DbOrTrx, shop: ShopId, accountIds: readonly number[]): Promise<void> {
  if (!accountIds.length || dbKind(trx as never) !== 'postgres') return;
  await trx
    .selectFrom('credit_accounts')
    .select('id')
    .where('shop_id', '=', shop)
    .where('id', 'in', [...accountIds])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Moves that may still land on the store, or may have: not answered yet, or waiting for an operator. */
const IN_FLIGHT = ['pending', 'sent', 'review'] as const;

/** Per account, the cents of moves not answered yet (queued or called), by way: what may still land on the store. */
export async function inFlightCents(
  db: DbOrTrx,
  shop: ShopId,
  accountIds: readonly number[],
): Promise<Map<number, { credits: number; debits: number }>> {
  const out = new Map<number, { credits: number; debits: number }>();
  if (!accountIds.length) return out;
  const rows = await db
    .selectFrom('store_credit_moves')
    .select(['account_id', 'kind', (eb) => eb.fn.sum<number>('cents').as('cents')])
    .where('shop_id', '=', shop)
    .where('account_id', 'in', [...accountIds])
    .where('state', 'in', [...IN_FLIGHT])
    .groupBy(['account_id', 'kind'])
    .execute();
  for (const row of rows) {
    const sums = out.get(Number(row.account_id)) ?? { credits: 0, debits: 0 };
    if (row.kind === 'credit') sums.credits += Number(row.cents);
    else sums.debits += Number(row.cents);
    out.set(Number(row.account_id), sums);
  }
  return out;
}

/** The ledger entry of a move the store applied; the store's id is unique in the ledger, so it is written once. */
export async function insertMoveTransaction(
  db: DbOrTrx,
  shop: ShopId,
  entry: Omit<Insertable<CreditTransactionTable>, 'shop_id'> & { store_transaction_id: string },
): Promise<number | null> {
  const row = await db
    .insertInto('credit_transactions')
    .values({ ...entry, shop_id: shop })
    .onConflict((oc) => oc.columns(['shop_id', 'store_transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function setMoveLedgerTransaction(db: DbOrTrx, shop: ShopId, moveId: number, ledgerId: number | null): Promise<void> {
  await db
    .updateTable('store_credit_moves')
    .set({ ledger_transaction_id: ledgerId })
    .where('shop_id', '=', shop)
    .where('id', '=', moveId)
    .execute();
}

/** A sent move whose call never reached the store goes back to pending, to be called again. */
export async function unsendMove(db: DbOrTrx, shop: ShopId, moveId: number): Promise<void> {
  await db
    .updateTable('store_credit_moves')
    .set({ state: 'pending', sent_at: null })
    .where('shop_id', '=', shop)
    .where('id', '=', moveId)
    .where('state', '=', 'sent')
    .execute();
}

export function requestsOfMoves(db: DbOrTrx, shop: ShopId, moveIds: readonly number[]): Promise<{ request_id: number | null }[]> {
  return db
    .selectFrom('store_credit_moves')
    .select('request_id')
    .where('shop_id', '=', shop)
    .where('id', 'in', [...moveIds])
    .execute();
}

export function accountsOfMoves(db: DbOrTrx, shop: ShopId, moveIds: readonly number[]): Promise<{ account_id: number }[]> {
  return db
    .selectFrom('store_credit_moves')
    .select('account_id')
    .distinct()
    .where('shop_id', '=', shop)
    .where('id', 'in', [...moveIds])
    .execute();
}
