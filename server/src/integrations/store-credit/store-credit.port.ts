/**
 * Store credit on the connected store (docs/outside-interfaces.md 'Shopify' money). The embedded store has none of its own:
 * there the console's ledger is the store credit, and no port is configured. Amounts are integer
 * cents in the shop's currency; a customer is named by the store's customer id.
 *
 * `move` is not idempotent on the store: callers record an intent first and call it once; when its
 * answer is lost, `transactionsSince` shows what happened on the account after the newest
 * transaction seen before the call (`newestTransactionId`).
 */

export type StoreCreditDirection = 'credit' | 'debit';

export interface StoreCreditTransaction {
  /** The store's id of the transaction (`gid://shopify/StoreCreditAccountCreditTransaction/…`). */
  id: string;
  /** Its number: the store numbers an account's transactions in the order it makes them. */
  seq: number;
  /** 'other': a debit revert or an expiry, never one of our moves. */
  direction: StoreCreditDirection | 'other';
  /** Positive cents moved. */
  cents: number;
  balanceAfterCents: number;
  createdAt: string;
}

/** A customer's store-credit accounts on the store, one per currency. */
export interface StoreCreditAccountOf {
  customerId: string;
  email: string | null;
  name: string;
  accounts: { id: string; currency: string; balanceCents: number }[];
}

/** One transaction of an account as the mirror records it, whoever made it. */
export interface StoreCreditHistoryEntry {
  /** The store's id; an expiry (no id of its own) is `expiration:<the credit's id>`. */
  id: string;
  /** The id's number (0 for an expiry). */
  seq: number;
  kind: 'credit' | 'debit' | 'debit_revert' | 'expiration';
  /** The store's StoreCreditSystemEvent (ADJUSTMENT, ORDER_PAYMENT, ORDER_REFUND …). */
  event: string;
  /** Signed cents: what it did to the balance. */
  cents: number;
  balanceAfterCents: number;
  createdAt: string;
  /** The name of the order that moved it (origin), if any. */
  orderName: string | null;
  /** The store's cursor of this transaction, to read on after it. */
  cursor: string;
}

export interface StoreCreditHistoryPage {
  balanceCents: number;
  entries: StoreCreditHistoryEntry[];
  hasNextPage: boolean;
}

export type StoreCreditAnswer = { ok: true; transaction: StoreCreditTransaction } | { ok: false; code: string | null; message: string };

export interface StoreCreditPort {
  /** The customer's balance in the shop's currency (0 without an account) and the number of its newest transaction (0 without one). */
  balance(customerId: string): Promise<{ cents: number; seq: number }>;
  /** The id of the account's newest transaction; '' when the customer has none. */
  newestTransactionId(customerId: string): Promise<string>;
  /** Calls the store once; a refusal is an answer, an outage or a lost answer throws. */
  move(customerId: string, direction: StoreCreditDirection, cents: number): Promise<StoreCreditAnswer>;
  /** Every transaction after `watermark` ('' = from the first), oldest first, whoever made it. */
  transactionsSince(customerId: string, watermark: string): Promise<StoreCreditTransaction[]>;
  /** The shop's currency: the one account per customer that the console lists and moves. */
  currency(): Promise<string>;
  /** The customer's accounts in every currency; null when the store has no such customer. */
  accountsOf(customerId: string): Promise<StoreCreditAccountOf | null>;
  /** A page of the account's transactions after the cursor (null: from its first), oldest first. */
  history(accountId: string, after: string | null): Promise<StoreCreditHistoryPage>;
}

/** The call never reached the store (connection refused): nothing can have happened there. */
export class StoreNotReached extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreNotReached';
  }
}

/** Store credit as the credits feature uses it: the port, how to find the store's customer, when to call again. */
export interface StoreCredit {
  port: StoreCreditPort;
  /** The store's customer for a credit account's e-mail, made on the store when there is none. */
  customerFor(email: string, name: string): Promise<string>;
  /**
   * A call whose answer was lost and that has not landed after this long is called again: longer
   * than any call can take (the client's timeout and retries), so the first one can no longer land.
   */
  recallAfterMs: number;
  /** The longest a call can take: a move's transaction is made before its call ends (the client's timeout). */
  callWindowMs: number;
}
