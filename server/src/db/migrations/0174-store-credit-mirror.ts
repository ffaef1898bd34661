import type { Kysely } from 'kysely';

/**
 * The store's own store credit in the ledger: every transaction of a customer's
 * store-credit account on the connected store is one ledger entry, named by the store's id
 * (`store_transaction_id`, unique: our own moves and the mirror meet on it, so none counts twice).
 * An account remembers how far its transactions were read (`store_credit_cursor`, the store's
 * cursor of the last one mirrored).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_transactions').addColumn('store_transaction_id', 'text').execute();
  await db.schema.createIndex('credit_transactions_store_tx').on('credit_transactions').column('store_transaction_id').unique().execute();
  await db.schema.alterTable('credit_accounts').addColumn('store_credit_cursor', 'text').execute();
}
