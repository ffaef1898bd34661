import { creditsContract, type CreditCustomer } from '@console/contracts/credits.contract';
import type { Db } from '../src/platform/db';
import type { TestServer } from './harness';

/** Helpers of the credit API tests: accounts made through the API, ledger read straight from the database. */

export async function addCustomers(
  server: TestServer,
  headers: Record<string, string>,
  emails: readonly string[],
  amount = 0,
): Promise<CreditCustomer[]> {
  const out: CreditCustomer[] = [];
  for (const email of emails) {
    const res = await server.call(creditsContract.addCustomer, {
      body: { admin: headers.customerId, email, amount, reference: 'New account' },
      headers,
    });
    out.push(res.data().customer);
  }
  return out;
}

export interface LedgerCheck {
  accountId: number;
  balance: number;
  sum: number;
  lastAfter: number | null;
  count: number;
}

/** Per account: the stored balance, the sum of its transactions and the balance after its last one. */
export async function ledgerState(db: Db, only?: readonly number[]): Promise<LedgerCheck[]> {
  let accountQuery = db.selectFrom('credit_accounts').select(['id', 'balance_cents']).orderBy('id');
  let sumQuery = db
    .selectFrom('credit_transactions')
    .select([
      'account_id',
      (eb) => eb.fn.sum<number>('amount_cents').as('sum'),
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.max('id').as('last'),
    ])
    .groupBy('account_id');
  if (only) {
    accountQuery = accountQuery.where('id', 'in', [...only]);
    sumQuery = sumQuery.where('account_id', 'in', [...only]);
  }
  const accounts = await accountQuery.execute();
  const sums = await sumQuery.execute();
  const lasts = await db
    .selectFrom('credit_transactions')
    .select(['id', 'balance_after_cents'])
    .where('id', 'in', sums.length ? sums.map((s) => Number(s.last)) : [0])
    .execute();
  return accounts.map((a) => {
    const s = sums.find((x) => x.account_id === a.id);
    const last = s ? lasts.find((l) => l.id === Number(s.last)) : undefined;
    return {
      accountId: a.id,
      balance: Number(a.balance_cents),
      sum: Number(s?.sum ?? 0),
      lastAfter: last ? Number(last.balance_after_cents) : null,
      count: Number(s?.n ?? 0),
    };
  });
}

/** Every balance equals the sum of its transactions and the balance after the last one. */
export function ledgerProblems(state: readonly LedgerCheck[], allowNegative = new Set<number>()): string[] {
  const problems: string[] = [];
  for (const s of state) {
    if (s.balance !== s.sum) problems.push(`account ${s.accountId}: balance ${s.balance} != sum ${s.sum}`);
    if (s.count > 0 && s.lastAfter !== s.balance)
      problems.push(`account ${s.accountId}: last balance_after ${s.lastAfter} != ${s.balance}`);
    if (s.balance < 0 && !allowNegative.has(s.accountId)) problems.push(`account ${s.accountId}: negative balance ${s.balance}`);
  }
  return problems;
}

export async function transactionCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('credit_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
