/**
 * Credits' data layer (issue 19): every call of the screen, so the tabs hold no `callApi`. The lists
 * page through `useNumberedList` under `creditKeys`; a change reloads the list it changed.
 */
import { creditsContract, type CreditCustomer } from '@console/contracts/credits.contract';
import { callApi, type CallInput } from '../../app/api-client';
import { adminId, queryOf } from './credit-messages';

type Body<C extends Parameters<typeof callApi>[0]> = NonNullable<CallInput<C>['body']>;
type ListQuery = Record<string, string | number | null | undefined>;

/** One page of credit customers; a status false answer is a failure with the server's message. */
export async function fetchCreditCustomers(query: ListQuery, signal: AbortSignal) {
  const res = await callApi(creditsContract.customers, { query: queryOf(query), signal });
  if (!res.status) throw new Error(res.msg || 'Error loading customers');
  return res;
}

/** One page of the ledger. */
export async function fetchTransactions(query: ListQuery, signal: AbortSignal) {
  const res = await callApi(creditsContract.transactions, { query: queryOf(query), signal });
  if (!res.status) throw new Error(res.msg || 'Error getting transactions');
  return res;
}

export const addCreditCustomer = (body: Omit<Body<typeof creditsContract.addCustomer>, 'admin'>) => callApi(creditsContract.addCustomer, { body: { admin: adminId(), ...body } });

/** Issue credit to, or adjust the balance of, the chosen customers (one idempotency key per form content). */
export function changeCreditBalances(direction: 'issue' | 'adjust', customers: readonly CreditCustomer[], change: { amount: number | string; reference: string; idempotencyKey: string }) {
  const call = direction === 'issue' ? creditsContract.issueCredits : creditsContract.adjustBalances;
  return callApi(call, { body: { admin: adminId(), ids: customers.map((c) => c.shopifyCustomerId).join(','), ...change } });
}

export const importCreditCustomers = (body: Omit<Body<typeof creditsContract.importCustomers>, 'admin'>) => callApi(creditsContract.importCustomers, { body: { admin: adminId(), ...body } });
export const exportCreditCustomers = (search: string) => callApi(creditsContract.exportCustomers, { body: { admin: adminId(), search } });
export const exportTransactions = (filters: Omit<Body<typeof creditsContract.exportTransactions>, 'admin'>) => callApi(creditsContract.exportTransactions, { body: { admin: adminId(), ...filters } });

/** Whom a money change is for, named (issue 19): 'Ada Lovelace (ada@x.test), Bo (bo@x.test) and 3 more'. */
export function creditWhomText(customers: readonly Pick<CreditCustomer, 'name' | 'email'>[], named = 2): string {
  const who = customers.slice(0, named).map((c) => (c.name ? `${c.name} (${c.email})` : c.email));
  const more = customers.length - who.length;
  return more > 0 ? `${who.join(', ')} and ${more} more` : who.join(' and ');
}

/** The question a money change asks first, saying what will happen and to whom. */
export function creditQuestion(direction: 'issue' | 'adjust', amountText: string, customers: readonly Pick<CreditCustomer, 'name' | 'email'>[]): { title: string; message: string; confirm: string } {
  const n = customers.length;
  const whom = creditWhomText(customers);
  return direction === 'issue'
    ? { title: `Issue ${amountText} credit to ${n} customer(s)?`, message: `Each of ${whom} gets ${amountText} of store credit they can spend at once.`, confirm: 'Issue credit' }
    : { title: `Adjust the balance of ${n} customer(s) by ${amountText}?`, message: `The store credit of ${whom} changes by ${amountText} each.`, confirm: 'Adjust balance' };
}
