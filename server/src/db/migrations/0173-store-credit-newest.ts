import type { Kysely } from 'kysely';

/**
 * Store credit under races. `store_balance_seq` is the number of the store transaction
 * whose balance-after an account shows: an answer is saved only when it is newer, so moves answered
 * out of order never leave an older balance behind. `answer_lost_at` is when a call ended without an
 * answer: the store made our transaction before it, which bounds what a lost answer may claim. A move
 * whose transaction cannot be told apart from another's waits in state `review` for an operator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_accounts').addColumn('store_balance_seq', 'bigint').execute();
  await db.schema.alterTable('store_credit_moves').addColumn('answer_lost_at', 'text').execute();
}
