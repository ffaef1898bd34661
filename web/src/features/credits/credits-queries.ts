/**
 * Credits' data layer: every call of the screen, so the tabs hold no `callApi`. The lists
 * page through `useNumberedList` under `creditKeys`; a change reloads the list it changed.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creditsContract, type CreditCustomer, type SettleReviewBody } from '@console/contracts/credits.contract';
import { callApi, type CallInput } from '../../api/api-client';
import { countText } from '@console/contracts/common/numbers';
import { centsToDollars, formatDollars } from '@console/contracts/common/money';
import { adminId, queryOf } from './credit-messages';
import { creditKeys } from './credits-query-keys';
import { invalidateKeys } from '../../ui/save-mutation';

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

export const addCreditCustomer = (body: Omit<Body<typeof creditsContract.addCustomer>, 'admin'>) =>
  callApi(creditsContract.addCustomer, { body: { admin: adminId(), ...body } });

/** Issue credit to, or adjust the balance of, the chosen customers (one idempotency key per form content). */
export function changeCreditBalances(
  direction: 'issue' | 'adjust',
  customers: readonly CreditCustomer[],
  change: { amount: number | string; reference: string; idempotencyKey: string },
) {
  const call = direction === 'issue' ? creditsContract.issueCredits : creditsContract.adjustBalances;
  return callApi(call, { body: { admin: adminId(), ids: customers.map((c) => c.shopifyCustomerId).join(','), ...change } });
}

export const importCreditCustomers = (body: Omit<Body<typeof creditsContract.importCustomers>, 'admin'>) =>
  callApi(creditsContract.importCustomers, { body: { admin: adminId(), ...body } });
export const exportCreditCustomers = (search: string) => callApi(creditsContract.exportCustomers, { body: { admin: adminId(), search } });
export const exportTransactions = (filters: Omit<Body<typeof creditsContract.exportTransactions>, 'admin'>) =>
  callApi(creditsContract.exportTransactions, { body: { admin: adminId(), ...filters } });

/** Whom a money change is for, named: 'Ada Lovelace (ada@x.test), Bo (bo@x.test) and 3 more'. */
export function creditWhomText(customers: readonly Pick<CreditCustomer, 'name' | 'email'>[], named = 2): string {
  const who = customers.slice(0, named).map((c) => (c.name ? `${c.name} (${c.email})` : c.email));
  const more = customers.length - who.length;
  return more > 0 ? `${who.join(', ')} and ${more} more` : who.join(' and ');
}

/** The question a money change asks first, saying what will happen and to whom. */
export function creditQuestion(
  direction: 'issue' | 'adjust',
  amountText: string,
  customers: readonly Pick<CreditCustomer, 'name' | 'email'>[],
): { title: string; message: string; confirm: string } {
  const n = customers.length;
  const whom = creditWhomText(customers);
  return direction === 'issue'
    ? {
        title: `Issue ${amountText} credit to ${countText(n, 'customer')}?`,
        message: `Each of ${whom} gets ${amountText} of store credit they can spend at once.`,
        confirm: 'Issue credit',
      }
    : {
        title: `Adjust the balance of ${countText(n, 'customer')} by ${amountText}?`,
        message: `The store credit of ${whom} changes by ${amountText} each.`,
        confirm: 'Adjust balance',
      };
}

/** The question an import file asks before it moves money: how many customers, and the total each way. */
export function importQuestion(totals: {
  customers: number;
  credits: { rows: number; cents: number };
  adjustments: { rows: number; cents: number };
}): { title: string; message: string; confirm: string } {
  const { customers, credits, adjustments } = totals;
  const parts = [
    credits.rows > 0 && `${formatDollars(centsToDollars(credits.cents))} of credit in ${countText(credits.rows, 'row')}`,
    adjustments.rows > 0 && `${formatDollars(-centsToDollars(adjustments.cents))} of adjustments in ${countText(adjustments.rows, 'row')}`,
  ].filter(Boolean);
  return {
    title: `Import credits for ${countText(customers, 'customer')}?`,
    message: `The file moves ${parts.join(' and ')}, for ${countText(customers, 'customer')}. Customers without an account get one. Rows that cannot be applied are listed when the import ends.`,
    confirm: 'Import credits',
  };
}

/** Store-credit moves waiting for an operator, each with the store transactions it may be. */
export function useReviewMoves() {
  return useQuery({
    queryKey: creditKeys.named('review-moves'),
    queryFn: ({ signal }) => callApi(creditsContract.reviewMoves, { signal }),
  });
}

/** An operator's word on a waiting move; afterwards the notice and both lists are read again. */
export function useSettleReview(onDone: (msg: string) => void, onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SettleReviewBody }) => callApi(creditsContract.settleReview, { params: { id }, body }),
    onSuccess: async (res) => {
      onDone(res.msg);
      await invalidateKeys(queryClient, [creditKeys.named('review-moves'), creditKeys.lists()]);
    },
    onError: async (error: Error) => {
      onError(error);
      await queryClient.invalidateQueries({ queryKey: creditKeys.named('review-moves') });
    },
  });
}
