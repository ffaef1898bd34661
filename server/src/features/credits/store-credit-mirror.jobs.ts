import { z } from 'zod';
import type { StoreCredit, StoreCreditHistoryEntry } from '../../integrations/store-credit/store-credit.port';
import { storeCustomerGid } from '../../integrations/shopify/shopify-customers';
import { nowIso, type Db, type DbOrTrx } from '../../platform/db';
import { defineJob, enqueue, pendingJobTitled } from '../../platform/jobs';
import type { ShopId } from '../../platform/shop-id';
import type { ShopContext } from '../../app-context';
import type { WebhookDelivery } from '../../platform/webhook-topics';
import type { OtherBalance } from './credit-accounts';
import type { LedgerKind } from './credits.repository';
import { customersWithStoreCredit } from '../customers/customers.service';
import {
  accountForStoreCustomer,
  accountsWithStoreCustomer,
  calledMoves,
  insertStoreTransaction,
  recordedIds,
  setOtherBalances,
  setStoreCreditCursor,
  storeCustomersOfAccounts,
} from './store-credit-mirror.repository';
import { lockAccounts, setStoreBalance } from './store-credit-moves.repository';

/** Created By of a store transaction no order made. */
const SHOPIFY_ADMIN = 'Shopify admin';

/**
 * the documented type of a store transaction: a debit that paid an order is an Order, a credit from a
 * refund a Refund, an expiry an Adjustment; others by their origin (an order's, else the admin's
 * or an app's: Credit and Adjustment). A reverted debit gives back what an order spent: Order.
 */
export function ledgerKindOf(entry: Pick<StoreCreditHistoryEntry, 'kind' | 'event' | 'orderName'>): LedgerKind {
  const byOrder = entry.orderName !== null;
  if (entry.kind === 'credit') return byOrder || entry.event === 'ORDER_REFUND' ? 'refund' : 'credit';
  if (entry.kind === 'debit') return byOrder || entry.event === 'ORDER_PAYMENT' ? 'order' : 'adjustment';
  if (entry.kind === 'debit_revert') return 'order';
  return 'adjustment';
}

/**
 * Records a page of the account's store transactions, in order, under the account's lock (as our
 * moves are recorded). A transaction one of our called moves may have made stops the page: that
 * move's answer says who made it (our operator, not the admin), and the next read goes on from there.
 */
async function recordPage(
  db: Db,
  shop: ShopId,
  accountId: number,
  entries: readonly StoreCreditHistoryEntry[],
  endBalance: number | null,
): Promise<{ stopped: boolean; added: number }> {
  return db.transaction().execute(async (trx) => {
    await lockAccounts(trx, shop, [accountId]);
    const recorded = await recordedIds(trx, shop, accountId);
    const called = await calledMoves(trx, shop, accountId);
    const now = nowIso();
    let cursor: string | null = null;
    let newest: StoreCreditHistoryEntry | null = null;
    let added = 0;
    let stopped = false;
    for (const entry of entries) {
      if (!recorded.has(entry.id)) {
        const ours = called.some(
          (m) => (m.kind === 'credit' ? entry.kind === 'credit' : entry.kind === 'debit') && Number(m.cents) === Math.abs(entry.cents),
        );
        if (ours) {
          stopped = true;
          break;
        }
        await insertStoreTransaction(trx, shop, accountId, {
          kind: ledgerKindOf(entry),
          amount_cents: entry.cents,
          balance_after_cents: entry.balanceAfterCents,
          reference: entry.orderName ?? '',
          admin_name: entry.orderName ?? SHOPIFY_ADMIN,
          created_at: entry.createdAt,
          store_transaction_id: entry.id,
        });
        added += 1;
      }
      cursor = entry.cursor;
      if (entry.seq) newest = entry;
    }
    if (cursor !== null) await setStoreCreditCursor(trx, shop, accountId, cursor);
    // An expiry has no number: the account's balance read with the last page stands for it.
    const last = entries[entries.length - 1];
    if (!stopped && endBalance !== null && last && !last.seq && newest)
      await setStoreBalance(trx, shop, accountId, { cents: endBalance, seq: newest.seq }, now);
    else if (newest) await setStoreBalance(trx, shop, accountId, { cents: newest.balanceAfterCents, seq: newest.seq }, now);
    return { stopped, added };
  });
}

/**
 * Mirrors one store customer's store credit in the shop's currency into the ledger: the account
 * (opened here if the customer has none with us), every transaction not yet in our books, and the
 * store's newest balance. Accounts in other currencies are not the shop's money: their balances are
 * kept apart (`store_other_balances`) to be listed with their currency, never summed in.
 * Answers how many transactions it added.
 */
async function mirrorCustomerCredit(db: Db, shop: ShopId, store: StoreCredit, customerId: string): Promise<number> {
  const of = await store.port.accountsOf(customerId);
  if (!of) return 0;
  const currency = await store.port.currency();
  const storeAccount = of.accounts.find((a) => a.currency === currency);
  const others: OtherBalance[] = of.accounts
    .filter((a) => a.currency !== currency)
    .map((a) => ({ currency: a.currency, cents: a.balanceCents }));
  if (!storeAccount && !others.some((b) => b.cents !== 0)) return 0;
  const account = await accountForStoreCustomer(db, shop, of);
  if (!account) return 0;
  const othersText = others.length ? JSON.stringify(others) : null;
  if (othersText !== account.store_other_balances) {
    await setOtherBalances(db, shop, account.id, othersText);
  }
  if (!storeAccount) return 0;
  let after = account.store_credit_cursor;
  let added = 0;
  for (;;) {
    const page = await store.port.history(storeAccount.id, after);
    const done = await recordPage(db, shop, account.id, page.entries, page.hasNextPage ? null : page.balanceCents);
    added += done.added;
    const last = page.entries[page.entries.length - 1];
    if (done.stopped || !page.hasNextPage || !last) return added;
    after = last.cursor;
  }
}

/** After our moves: their accounts as the store now has them. Best effort, the reconciliation reads them again. */
export async function mirrorAfterMoves(db: Db, shop: ShopId, store: StoreCredit, accountIds: readonly number[]): Promise<void> {
  if (!accountIds.length) return;
  const rows = await storeCustomersOfAccounts(db, shop, accountIds);
  for (const row of rows) await mirrorCustomerCredit(db, shop, store, row.store_customer_id ?? '').catch(() => 0);
}

const MIRROR_CHUNK = 500;

/** Store customers that may hold store credit: those with an account here, and the mirror's customers with a store-credit balance. */
async function customersWithCredit(db: Db, shop: ShopId, afterAccountId: number, afterStoreId: number) {
  const [accounts, mirrored] = await Promise.all([
    accountsWithStoreCustomer(db, shop, afterAccountId, MIRROR_CHUNK),
    customersWithStoreCredit(db, shop, afterStoreId, MIRROR_CHUNK),
  ]);
  return { accounts, mirrored };
}

/** Store customers named by a job: at most this many per job, so a payload stays small. */
const CUSTOMERS_PER_JOB = 500;
/** The nightly sweep's pace: one customer (two store calls) at a time, this far apart. */
const SWEEP_PACE_MS = 250;

/**
 * Reads the store's store credit into the ledger. `customers`: those customers only (the
 * reconciliation's changed customers, an order webhook's customer). `all`: every store customer that
 * may hold some (the full load, and the nightly sweep, which goes at a bounded pace so it never
 * crowds the store's rate limit). Per account it reads on from the last transaction mirrored.
 */
export const storeCreditMirrorJob = defineJob({
  type: 'credits.store-mirror',
  title: 'Store credit from the store',
  payload: z.object({
    customers: z.array(z.string()).max(CUSTOMERS_PER_JOB).optional(),
    all: z.boolean().default(false),
    paced: z.boolean().default(false),
  }),
  flag: 'showCredits',
  maxAttempts: 5,
  async handler(ctx) {
    const store = ctx.app.storeCredit;
    if (!store) return;
    const seen = new Set<string>();
    let added = 0;
    const read = async (id: string) => {
      if (!id || seen.has(id)) return;
      if (ctx.payload.paced && seen.size) await new Promise((resolve) => setTimeout(resolve, SWEEP_PACE_MS));
      seen.add(id);
      added += await mirrorCustomerCredit(ctx.db, ctx.app.shop.id, store, id);
      await ctx.throwIfCancelled();
    };
    for (const id of ctx.payload.customers ?? []) await read(id);
    for (let afterAccount = 0, afterStore = 0; ctx.payload.all;) {
      const { accounts, mirrored } = await customersWithCredit(ctx.db, ctx.app.shop.id, afterAccount, afterStore);
      for (const id of [...accounts.map((a) => a.store_customer_id ?? ''), ...mirrored.map((m) => storeCustomerGid(Number(m.store_id)))])
        await read(id);
      await ctx.progress(seen.size, seen.size);
      if (accounts.length < MIRROR_CHUNK && mirrored.length < MIRROR_CHUNK) break;
      afterAccount = Number(accounts[accounts.length - 1]?.id ?? afterAccount);
      afterStore = Number(mirrored[mirrored.length - 1]?.store_id ?? afterStore);
    }
    ctx.app.log.info({ customers: seen.size, transactions: added }, 'store credit mirrored');
  },
});

/** Queues a read of every account's store credit unless one already waits (the full load; `paced`: the nightly sweep). */
export async function enqueueStoreCreditMirror(db: DbOrTrx, shop: ShopId, options: { paced?: boolean } = {}): Promise<void> {
  const waiting = await pendingJobTitled(db, shop, storeCreditMirrorJob.type, EVERY_ACCOUNT);
  if (!waiting)
    await enqueue(db, storeCreditMirrorJob, { all: true, paced: options.paced ?? false }, { shop, operatorId: null, title: EVERY_ACCOUNT });
}
const EVERY_ACCOUNT = 'Store credit of every account from the store';

/** Queues a read of these store customers' store credit (gids), a job per few hundred. */
export async function enqueueCustomersCredit(db: DbOrTrx, shop: ShopId, customerIds: readonly string[]): Promise<void> {
  const ids = [...new Set(customerIds)];
  for (let i = 0; i < ids.length; i += CUSTOMERS_PER_JOB) {
    await enqueue(
      db,
      storeCreditMirrorJob,
      { customers: ids.slice(i, i + CUSTOMERS_PER_JOB), all: false, paced: false },
      { shop, operatorId: null },
    );
  }
}

/**
 * `orders/create` / `orders/updated`: an order may have been paid with, or refunded to, the
 * customer's store credit, so that customer's credit is read (REST body: `customer.id`).
 */
export async function creditOrderWebhook(ctx: ShopContext, delivery: WebhookDelivery): Promise<void> {
  if (!ctx.storeCredit) return;
  const customer = (delivery.body as { customer?: { id?: unknown } } | null)?.customer;
  const id = typeof customer?.id === 'number' || typeof customer?.id === 'string' ? String(customer.id) : '';
  if (/^\d{1,15}$/.test(id)) await enqueueCustomersCredit(ctx.db, ctx.shop.id, [storeCustomerGid(Number(id))]);
}
