/**
 * Store credit on the connected store (DESIGN.md §10 money). The embedded store has none of its own:
 * there the console's ledger is the store credit, and no port is configured. Amounts are integer
 * cents in the shop's currency; a customer is named by the store's customer id.
 *
 * `move` is not idempotent on the store: callers record an intent first and call it once; when its
 * answer is lost, `landedSince` tells whether it landed, by the account's transactions after the
 * newest one seen before the call (`newestTransactionId`).
 */

export type StoreCreditDirection = 'credit' | 'debit';

export interface StoreCreditTransaction {
  /** The store's id of the transaction (`gid://shopify/StoreCreditAccountCreditTransaction/…`). */
  id: string;
  direction: StoreCreditDirection;
  /** Positive cents moved. */
  cents: number;
  balanceAfterCents: number;
  createdAt: string;
}

export type StoreCreditAnswer = { ok: true; transaction: StoreCreditTransaction } | { ok: false; code: string | null; message: string };

export interface StoreCreditPort {
  /** The customer's balance in the shop's currency; 0 without an account. */
  balance(customerId: string): Promise<number>;
  /** The id of the account's newest transaction; '' when the customer has none. */
  newestTransactionId(customerId: string): Promise<string>;
  /** Calls the store once; a refusal is an answer, an outage or a lost answer throws. */
  move(customerId: string, direction: StoreCreditDirection, cents: number): Promise<StoreCreditAnswer>;
  /** Transactions of that direction and amount after `watermark` ('' = from the first), oldest first. */
  landedSince(customerId: string, watermark: string, direction: StoreCreditDirection, cents: number): Promise<StoreCreditTransaction[]>;
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
}
