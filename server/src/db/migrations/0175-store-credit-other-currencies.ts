import type { Kysely } from 'kysely';

/**
 * Store-credit accounts in a currency other than the shop's: their balances are kept
 * beside the account as JSON (`[{ currency, cents }]`, the store's answer as read), listed with their
 * currency and never summed into `balance_cents`, which stays the shop's currency only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_accounts').addColumn('store_other_balances', 'text').execute();
}
