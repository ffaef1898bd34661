import type { StoreCreditAccountOf, StoreCreditHistoryPage, StoreCreditHistoryEntry } from '../store-credit/store-credit.port';
import type { ShopifyClient } from './shopify-client';
import { toCents, transactionSeq } from './shopify-store-credit-money';
import { MAX_PAGE_SIZES, STORE_CREDIT_ACCOUNTS_OF_CUSTOMER, STORE_CREDIT_HISTORY } from './shopify-store-credit.graphql';

/** Transactions read per page: the document stays far below the 1,000 points a query may request. */
export const HISTORY_PAGE = MAX_PAGE_SIZES.StoreCreditHistory.first;

interface Money {
  amount: string;
  currencyCode: string;
}

interface HistoryNode {
  __typename: string;
  id?: string;
  amount: Money;
  balanceAfterTransaction: Money;
  createdAt: string;
  event: string;
  origin: { order?: { name: string } | null } | null;
  creditTransaction?: { id: string };
}

const KIND_OF: Readonly<Record<string, StoreCreditHistoryEntry['kind']>> = {
  StoreCreditAccountCreditTransaction: 'credit',
  StoreCreditAccountDebitTransaction: 'debit',
  StoreCreditAccountDebitRevertTransaction: 'debit_revert',
  StoreCreditAccountExpirationTransaction: 'expiration',
};

function toEntry(node: HistoryNode, cursor: string): StoreCreditHistoryEntry | null {
  const kind = KIND_OF[node.__typename];
  // An expiry has no id of its own; a credit expires once, so the credit's id names it.
  const id = node.id ?? (node.creditTransaction ? `expiration:${node.creditTransaction.id}` : null);
  if (!kind || !id) return null;
  const cents = toCents(node.amount.amount);
  return {
    id,
    seq: node.id ? transactionSeq(node.id) : 0,
    kind,
    event: node.event,
    cents: kind === 'debit' || kind === 'expiration' ? -cents : cents,
    balanceAfterCents: toCents(node.balanceAfterTransaction.amount),
    createdAt: new Date(node.createdAt).toISOString(),
    orderName: node.origin?.order?.name ?? null,
    cursor,
  };
}

/** The customer's name, e-mail and accounts (any currency), or null when the store has no such customer. */
export async function storeCreditAccountsOf(client: ShopifyClient, customerId: string): Promise<StoreCreditAccountOf | null> {
  const data = await client.request(STORE_CREDIT_ACCOUNTS_OF_CUSTOMER, { id: customerId });
  const c = data.customer;
  if (!c) return null;
  return {
    customerId: c.id,
    email: c.defaultEmailAddress?.emailAddress ?? null,
    name: [c.firstName, c.lastName].filter(Boolean).join(' '),
    accounts: c.storeCreditAccounts.nodes.map((a) => ({
      id: a.id,
      currency: a.balance.currencyCode,
      balanceCents: toCents(a.balance.amount),
    })),
  };
}

/** One page of the account's transactions after `after` (null: from the first), oldest first. */
export async function storeCreditHistory(client: ShopifyClient, accountId: string, after: string | null): Promise<StoreCreditHistoryPage> {
  const data = await client.request(STORE_CREDIT_HISTORY, { id: accountId, first: HISTORY_PAGE, after });
  const account = data.storeCreditAccount;
  if (!account) return { balanceCents: 0, entries: [], hasNextPage: false };
  const entries = account.transactions.edges.map((e) => toEntry(e.node, e.cursor)).filter((e): e is StoreCreditHistoryEntry => e !== null);
  return { balanceCents: toCents(account.balance.amount), entries, hasNextPage: account.transactions.pageInfo.hasNextPage };
}
