import {
  StoreNotReached,
  type StoreCreditAnswer,
  type StoreCreditPort,
  type StoreCreditTransaction,
} from '../store-credit/store-credit.port';
import type { AdminResult, ShopifyClient } from './shopify-client';
import { storeCreditAccountsOf, storeCreditHistory } from './shopify-store-credit-history';
import { numericId, toCents, toDecimal, transactionSeq } from './shopify-store-credit-money';
import { ShopifyRequestError, ShopifyUnavailable } from './shopify-errors';
import { StoreDown } from './store-breaker';
import {
  MAX_PAGE_SIZES,
  SHOP_CURRENCY,
  STORE_CREDIT_CREDIT,
  STORE_CREDIT_CUSTOMER_BY_EMAIL,
  STORE_CREDIT_DEBIT,
  STORE_CREDIT_TRANSACTIONS,
} from './shopify-store-credit.graphql';

/**
 * Store credit on Shopify (docs/outside-interfaces.md 'Shopify' money): `storeCreditAccountCredit` / `Debit` on the
 * customer (the store opens the account in the shop's currency on the first credit), and the
 * account's transactions to learn whether a call whose answer was lost landed. Money crosses as
 * integer cents; MoneyV2's decimal text is converted here.
 */
interface Money {
  amount: string;
  currencyCode: string;
}

interface TransactionNode {
  __typename: string;
  id?: string;
  amount: Money;
  balanceAfterTransaction: Money;
  createdAt: string;
}

interface MovePayload {
  storeCreditAccountTransaction: TransactionNode | null;
  userErrors: { code: string | null; field: string[] | null; message: string }[];
}

function toTransaction(node: TransactionNode): StoreCreditTransaction | null {
  const direction =
    node.__typename === 'StoreCreditAccountCreditTransaction'
      ? 'credit'
      : node.__typename === 'StoreCreditAccountDebitTransaction'
        ? 'debit'
        : 'other';
  // Expiries are no Node: they have no id to number or match, and are never one of our moves.
  if (!node.id) return null;
  return {
    id: node.id,
    seq: transactionSeq(node.id),
    direction,
    cents: toCents(node.amount.amount),
    balanceAfterCents: toCents(node.balanceAfterTransaction.amount),
    createdAt: node.createdAt,
  };
}

/** A transaction's id: an expiry has none (it is no Node). */
const idOf = (node: { __typename: string; id?: string } | undefined) => node?.id;

/** The store's customer with this e-mail, or null. */
export async function customerIdByEmail(client: ShopifyClient, email: string): Promise<string | null> {
  const data = await client.request(STORE_CREDIT_CUSTOMER_BY_EMAIL, { query: `email:"${email.replace(/["\\]/g, '')}"` });
  return data.customers.nodes[0]?.id ?? null;
}

export function createShopifyStoreCredit(client: ShopifyClient): StoreCreditPort {
  let currency: Promise<AdminResult<typeof SHOP_CURRENCY>['shop']['currencyCode']> | null = null;
  const shopCurrency = () => {
    currency ??= client
      .request(SHOP_CURRENCY)
      .then((d) => d.shop.currencyCode)
      .catch((error: unknown) => {
        currency = null;
        throw error;
      });
    return currency;
  };

  /** The customer's account in the shop's currency with its transactions matching `query`; null without one. */
  async function account(customerId: string, query: string | null, first: number, reverse: boolean) {
    const code = await shopCurrency();
    const of = await storeCreditAccountsOf(client, customerId);
    if (!of) throw new ShopifyRequestError(`Customer ${customerId} is not in the store`, 'StoreCreditAccountsOfCustomer');
    const found = of.accounts.find((a) => a.currency === code);
    if (!found) return null;
    const data = await client.request(STORE_CREDIT_TRANSACTIONS, { id: found.id, query, first, reverse });
    return data.storeCreditAccount;
  }

  return {
    currency: shopCurrency,
    accountsOf: (customerId) => storeCreditAccountsOf(client, customerId),
    history: (accountId, after) => storeCreditHistory(client, accountId, after),
    async balance(customerId) {
      const found = await account(customerId, null, 1, true);
      const newest = idOf(found?.transactions.nodes[0]);
      return { cents: found ? toCents(found.balance.amount) : 0, seq: newest ? transactionSeq(newest) : 0 };
    },
    async newestTransactionId(customerId) {
      const found = await account(customerId, null, 1, true);
      return idOf(found?.transactions.nodes[0]) ?? '';
    },
    async transactionsSince(customerId, watermark) {
      const found = await account(
        customerId,
        watermark ? `id:>${numericId(watermark)}` : null,
        MAX_PAGE_SIZES.StoreCreditTransactions.first,
        false,
      );
      return (found?.transactions.nodes ?? []).map(toTransaction).filter((t): t is StoreCreditTransaction => t !== null);
    },
    async move(customerId, direction, cents): Promise<StoreCreditAnswer> {
      // Nothing is sent before the currency is known: a failure here never reached the mutation.
      const currencyCode = await shopCurrency().catch((error: unknown) => {
        throw new StoreNotReached(error instanceof Error ? error.message : String(error), { cause: error });
      });
      const money = { amount: toDecimal(cents), currencyCode };
      let payload: MovePayload | null;
      try {
        // Not idempotent: the client never resends it after a failure that leaves the outcome unknown.
        payload =
          direction === 'credit'
            ? (await client.request(STORE_CREDIT_CREDIT, { id: customerId, creditInput: { creditAmount: money } }, { idempotent: false }))
                .storeCreditAccountCredit
            : (await client.request(STORE_CREDIT_DEBIT, { id: customerId, debitInput: { debitAmount: money } }, { idempotent: false }))
                .storeCreditAccountDebit;
      } catch (error) {
        const code = (error as { cause?: { cause?: { code?: string } } }).cause?.cause?.code ?? '';
        // Held back by the breaker, or refused before it left: the store never saw this call.
        if (error instanceof StoreDown || (error instanceof ShopifyUnavailable && /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(code)))
          throw new StoreNotReached(error.message, { cause: error });
        throw error;
      }
      if (!payload)
        throw new ShopifyRequestError(
          'The store answered no store-credit payload',
          direction === 'credit' ? 'StoreCreditCredit' : 'StoreCreditDebit',
        );
      const [refusal] = payload.userErrors;
      if (refusal) return { ok: false, code: refusal.code, message: payload.userErrors.map((e) => e.message).join(' ') };
      const transaction = payload.storeCreditAccountTransaction && toTransaction(payload.storeCreditAccountTransaction);
      if (!transaction) throw new ShopifyRequestError('The store answered no store-credit transaction', 'StoreCredit');
      return { ok: true, transaction };
    },
  };
}
