import { nowIso, type DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import type { StoreCreditAccountOf } from '../../integrations/store-credit/store-credit.port';
import { newAccount } from './credit-accounts';
import type { CreditAccount, LedgerKind } from './credits.repository';

/** The store transactions already in our books for the account: ledger entries and our moves' answers. */
export async function recordedIds(db: DbOrTrx, shop: ShopId, accountId: number): Promise<Set<string>> {
  const [ledger, moves] = await Promise.all([
    db
      .selectFrom('credit_transactions')
      .select('store_transaction_id as id')
      .where('shop_id', '=', shop)
      .where('account_id', '=', accountId)
      .where('store_transaction_id', 'is not', null)
      .execute(),
    db
      .selectFrom('store_credit_moves')
      .select('store_transaction_id as id')
      .where('shop_id', '=', shop)
      .where('account_id', '=', accountId)
      .where('store_transaction_id', 'is not', null)
      .execute(),
  ]);
  return new Set([...ledger, ...moves].map((r) => r.id ?? ''));
}

/** Our moves of the account that were sent to the store and whose answer is not in yet (or under review). */
export function calledMoves(db: DbOrTrx, shop: ShopId, accountId: number): Promise<{ kind: string; cents: number | string }[]> {
  return db
    .selectFrom('store_credit_moves')
    .select(['kind', 'cents'])
    .where('shop_id', '=', shop)
    .where('account_id', '=', accountId)
    .where('state', 'in', ['sent', 'review'])
    .execute();
}

/** A transaction the store made (an order, a refund, the admin), once per store transaction id. */
export async function insertStoreTransaction(
  db: DbOrTrx,
  shop: ShopId,
  accountId: number,
  entry: {
    kind: LedgerKind;
    amount_cents: number;
    balance_after_cents: number;
    reference: string;
    admin_name: string;
    created_at: string;
    store_transaction_id: string;
  },
): Promise<void> {
  await db
    .insertInto('credit_transactions')
    .values({ ...entry, shop_id: shop, account_id: accountId, admin_id: null, admin_email: '', request_id: null })
    .onConflict((oc) => oc.columns(['shop_id', 'store_transaction_id']).doNothing())
    .execute();
}

/** Where the next read of the account's store history goes on from. */
export async function setStoreCreditCursor(db: DbOrTrx, shop: ShopId, accountId: number, cursor: string): Promise<void> {
  await db
    .updateTable('credit_accounts')
    .set({ store_credit_cursor: cursor })
    .where('shop_id', '=', shop)
    .where('id', '=', accountId)
    .execute();
}

/**
 * Our account for the store's customer: linked by id, else by e-mail, else opened. Null without an e-mail or when
 * another store customer holds the e-mail.
 */
export async function accountForStoreCustomer(db: DbOrTrx, shop: ShopId, of: StoreCreditAccountOf): Promise<CreditAccount | null> {
  const linked = await db
    .selectFrom('credit_accounts')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('store_customer_id', '=', of.customerId)
    .executeTakeFirst();
  if (linked) return linked;
  if (!of.email) return null;
  const now = nowIso();
  await db
    .insertInto('credit_accounts')
    .values({ ...newAccount(of.email, of.name, now), shop_id: shop, store_customer_id: of.customerId })
    .onConflict((oc) => oc.columns(['shop_id', 'email_lower']).doNothing())
    .execute();
  await db
    .updateTable('credit_accounts')
    .set({ store_customer_id: of.customerId, updated_at: now })
    .where('shop_id', '=', shop)
    .where('email_lower', '=', of.email.toLowerCase())
    .where('store_customer_id', 'is', null)
    .execute();
  const found = await db
    .selectFrom('credit_accounts')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('email_lower', '=', of.email.toLowerCase())
    .executeTakeFirst();
  return found?.store_customer_id === of.customerId ? found : null;
}

/** The account's balances in other currencies than the shop's (JSON), listed apart and never summed in. */
export async function setOtherBalances(db: DbOrTrx, shop: ShopId, accountId: number, othersText: string | null): Promise<void> {
  await db
    .updateTable('credit_accounts')
    .set({ store_other_balances: othersText, updated_at: nowIso() })
    .where('shop_id', '=', shop)
    .where('id', '=', accountId)
    .execute();
}

/** The store customers linked to these accounts. */
export function storeCustomersOfAccounts(
  db: DbOrTrx,
  shop: ShopId,
  accountIds: readonly number[],
): Promise<{ store_customer_id: string | null }[]> {
  return db
    .selectFrom('credit_accounts')
    .select('store_customer_id')
    .where('shop_id', '=', shop)
    .where('id', 'in', [...accountIds])
    .where('store_customer_id', 'is not', null)
    .execute();
}

/** The next accounts after `afterId` that are linked to a store customer, by id. */
export function accountsWithStoreCustomer(
  db: DbOrTrx,
  shop: ShopId,
  afterId: number,
  limit: number,
): Promise<{ id: number; store_customer_id: string | null }[]> {
  return db
    .selectFrom('credit_accounts')
    .select(['id', 'store_customer_id'])
    .where('shop_id', '=', shop)
    .where('store_customer_id', 'is not', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
