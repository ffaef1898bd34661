import type { Kysely } from 'kysely';
import { notNullText, withId } from '../dialect';

/**
 * Store credit on a connected Shopify store. `storeCreditAccountCredit` / `Debit` are not
 * idempotent, so every move is an intent recorded before the call: `pending` (not called yet),
 * `sent` (called; the answer may have been lost), then `applied` with the store's transaction id, or
 * `refused` with the store's message. A `sent` move is settled by reading the account's transactions
 * after `watermark`, never by calling again. Accounts remember their store customer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_accounts').addColumn('store_customer_id', 'text').execute();
  await db.schema.createIndex('credit_accounts_store_customer').on('credit_accounts').column('store_customer_id').unique().execute();

  await withId(db, db.schema.createTable('store_credit_moves'))
    .addColumn('request_id', 'bigint')
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('credit_accounts.id'))
    .addColumn('operator_id', 'bigint')
    .addColumn('kind', 'text', (c) => c.notNull())
    // Always positive: `kind` says which way it goes.
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text', notNullText)
    .addColumn('state', 'text', (c) => c.notNull())
    // The store's newest transaction id on the account before the call ('' when it had none).
    .addColumn('watermark', 'text')
    .addColumn('store_transaction_id', 'text')
    .addColumn('balance_after_cents', 'bigint')
    .addColumn('ledger_transaction_id', 'bigint')
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema.createIndex('store_credit_moves_state').on('store_credit_moves').columns(['state', 'id']).execute();
  await db.schema.createIndex('store_credit_moves_request').on('store_credit_moves').columns(['request_id', 'id']).execute();
  await db.schema.createIndex('store_credit_moves_account').on('store_credit_moves').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('store_credit_moves_store_tx').on('store_credit_moves').column('store_transaction_id').unique().execute();
}
