import { sql, type Kysely } from 'kysely';
import { dbKind, notNullText, withId } from '../dialect';

/**
 * Store credits (docs/functions/codes-credits-knot-giveaways.md): accounts, an append-only ledger of integer cents and the idempotency keys
 * of the money calls. The ledger refuses UPDATE and DELETE in the database itself, so no code path
 * (ours or a console session) can rewrite history: a mistake is fixed by a correcting entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('credit_accounts'))
    .addColumn('name', 'text', notNullText)
    .addColumn('name_lower', 'text', notNullText)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_lower', 'text', (c) => c.notNull())
    // The sum of the account's transactions, kept in the transaction that appends each one.
    .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_accounts_email').on('credit_accounts').column('email_lower').unique().execute();
  for (const column of ['name_lower', 'balance_cents', 'created_at']) {
    await db.schema.createIndex(`credit_accounts_${column}`).on('credit_accounts').columns([column, 'id']).execute();
  }

  await withId(db, db.schema.createTable('credit_requests'))
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('idem_key', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_requests_key').on('credit_requests').columns(['operator_id', 'idem_key']).unique().execute();

  await withId(db, db.schema.createTable('credit_transactions'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('credit_accounts.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text', notNullText)
    .addColumn('expiration_date', 'text')
    .addColumn('admin_id', 'bigint')
    .addColumn('admin_name', 'text', notNullText)
    .addColumn('admin_email', 'text', notNullText)
    .addColumn('request_id', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Credits and refunds add, everything else deducts (docs/functions/codes-credits-knot-giveaways.md §3).
    .addCheckConstraint(
      'credit_transactions_sign',
      sql`(kind in ('credit', 'refund') and amount_cents > 0) or (kind in ('adjustment', 'discount_code', 'order') and amount_cents < 0)`,
    )
    .execute();
  await db.schema.createIndex('credit_transactions_created').on('credit_transactions').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('credit_transactions_account').on('credit_transactions').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('credit_transactions_kind').on('credit_transactions').columns(['kind', 'amount_cents']).execute();

  if (dbKind(db) === 'postgres') {
    await sql`create function credit_transactions_append_only() returns trigger language plpgsql as $$
      begin raise exception 'credit_transactions is append-only'; end $$`.execute(db);
    await sql`create trigger credit_transactions_append_only before update or delete on credit_transactions
      for each row execute function credit_transactions_append_only()`.execute(db);
    await sql`create trigger credit_transactions_no_truncate before truncate on credit_transactions
      for each statement execute function credit_transactions_append_only()`.execute(db);
  } else {
    for (const op of ['update', 'delete']) {
      await sql`create trigger ${sql.raw(`credit_transactions_no_${op}`)} before ${sql.raw(op)} on credit_transactions
        begin select raise(abort, 'credit_transactions is append-only'); end`.execute(db);
    }
  }
}
