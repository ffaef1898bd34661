import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

/**
 * Store credits (docs/functions/codes-credits-knot-giveaways.md): an account per customer; `balance_cents` is the sum of its transactions.
 */
export interface CreditAccountTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  name: string;
  name_lower: string;
  email: string;
  email_lower: string;
  balance_cents: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The store's customer (gid) when a Shopify store is connected (migration 0130). */
  store_customer_id: string | null;
  /** The number of the store transaction whose balance-after `balance_cents` is; only newer answers replace it (migration 0173). */
  store_balance_seq: number | null;
  /** The store's cursor of the last of the account's store transactions mirrored (migration 0174). */
  store_credit_cursor: string | null;
  /** The store's balances of the customer's accounts in other currencies, JSON `[{ currency, cents }]`; never summed (migration 0175). */
  store_other_balances: string | null;
}

/** The append-only ledger: signed integer cents, the balance after each entry; never updated or deleted. */
export interface CreditTransactionTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  account_id: number;
  kind: 'credit' | 'adjustment' | 'discount_code' | 'order' | 'refund';
  amount_cents: number;
  balance_after_cents: number;
  reference: string;
  expiration_date: string | null;
  admin_id: number | null;
  admin_name: string;
  admin_email: string;
  request_id: number | null;
  created_at: string;
  /** The store's transaction this entry is, on a connected store (migration 0174). */
  store_transaction_id: string | null;
}

/** Idempotency keys of the money calls: the request's hash and the answer given to it. */
export interface CreditRequestTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  operator_id: number;
  idem_key: string;
  endpoint: string;
  request_hash: string;
  response: string | null;
  created_at: string;
}

/** One store-credit move on the connected store: an intent recorded before the call (migration 0130). */
export interface StoreCreditMoveTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  request_id: number | null;
  account_id: number;
  operator_id: number | null;
  kind: 'credit' | 'adjustment';
  cents: number;
  reference: string;
  /** `review`: the call's answer was lost and its transaction cannot be told apart from another's (an operator decides). */
  state: 'pending' | 'sent' | 'applied' | 'refused' | 'review';
  watermark: string | null;
  store_transaction_id: string | null;
  balance_after_cents: number | null;
  ledger_transaction_id: number | null;
  message: string | null;
  created_at: string;
  sent_at: string | null;
  settled_at: string | null;
  /** When the call ended without an answer (migration 0173). */
  answer_lost_at: string | null;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface CreditTables {
  credit_accounts: CreditAccountTable;
  credit_transactions: CreditTransactionTable;
  credit_requests: CreditRequestTable;
  store_credit_moves: StoreCreditMoveTable;
}
