import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { DbOrTrx } from '../../platform/db';

/** The two counts the sign-in throttle keys on: one e-mail from one client address, and the address alone. */
export interface FailureKey {
  email: string;
  clientAddress: string;
}

interface FailureStats {
  n: number;
  last: string | null;
}

/** Failures since `since`: of the e-mail from the address, and of the address over all e-mails (each with its newest). */
export async function failuresSince(
  db: DbOrTrx,
  key: FailureKey,
  since: string,
): Promise<{ forEmail: FailureStats | undefined; fromAddress: FailureStats | undefined }> {
  const failures = (eb: ExpressionBuilder<Database, 'login_failures'>) => [
    eb.fn.countAll<number>().as('n'),
    eb.fn.max('created_at').as('last'),
  ];
  const forEmail = await db
    .selectFrom('login_failures')
    .select(failures)
    .where('email', '=', key.email)
    .where('client_address', '=', key.clientAddress)
    .where('created_at', '>', since)
    .executeTakeFirst();
  const fromAddress = await db
    .selectFrom('login_failures')
    .select(failures)
    .where('client_address', '=', key.clientAddress)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { forEmail, fromAddress };
}

export async function insertFailure(db: DbOrTrx, key: FailureKey, createdAt: string): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ email: key.email, client_address: key.clientAddress, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deleteFailuresBefore(db: DbOrTrx, before: string): Promise<void> {
  await db.deleteFrom('login_failures').where('created_at', '<', before).execute();
}

export async function dateFailure(db: DbOrTrx, id: number, at: string): Promise<void> {
  await db.updateTable('login_failures').set({ created_at: at }).where('id', '=', id).execute();
}

export async function deleteFailuresOf(db: DbOrTrx, key: FailureKey): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', key.email).where('client_address', '=', key.clientAddress).execute();
}
