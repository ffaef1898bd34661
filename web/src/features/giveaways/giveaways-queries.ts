/**
 * The giveaways data layer (docs/functions/codes-credits-knot-giveaways.md §2.4): the numbered list, the report's selector, save, delete
 * and
 * the report, with messages naming the giveaway. Components call these, never the API client.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { giveawaysContract, type Giveaway } from '@console/contracts/giveaways.contract';
import type { CallBodyInput, CallQueryInput } from '@console/contracts/common/call';
import { callApi } from '../../api/api-client';
import { failureText } from '../../ui/call-failure';
import { giveawayKeys, GIVEAWAY_SELECTOR_KEY } from './giveaways-query-keys';
import { invalidateKeys, saveMutation } from '../../ui/save-mutation';

type ListQuery = CallQueryInput<typeof giveawaysContract.list>;
type GiveawayBody = CallBodyInput<typeof giveawaysContract.create>;
type ReportQuery = CallQueryInput<typeof giveawaysContract.report>;

/** The server answers some refusals as `status: false` with a 200: those are failures too. */
function refusedUnlessOk<A extends { status: boolean; msg: string }>(answer: A): A {
  if (!answer.status) throw new Error(answer.msg);
  return answer;
}

/** One page of giveaways; the last page stays shown while the next loads. */
export function useGiveawayList(query: ListQuery) {
  return useQuery({
    queryKey: giveawayKeys.list(query),
    queryFn: ({ signal }) => callApi(giveawaysContract.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every giveaway, by name (the list called without parameters), for the report's selector. */
export function useGiveawaySelector() {
  return useQuery({ queryKey: GIVEAWAY_SELECTOR_KEY, queryFn: ({ signal }) => callApi(giveawaysContract.list, { signal }) });
}

/** Creates (no giveaway) or updates one; a refusal throws with the server's reason. */
export async function saveGiveaway(giveaway: Pick<Giveaway, 'id'> | null, body: GiveawayBody) {
  const answer = giveaway
    ? await callApi(giveawaysContract.update, { params: { id: giveaway.id }, body })
    : await callApi(giveawaysContract.create, { body });
  return refusedUnlessOk(answer);
}

/** What Delete takes with it, for its question: the entries go with the giveaway and its entry page stops. */
export function deleteGiveawayText(giveaway: Pick<Giveaway, 'name' | 'entryCount'>): string {
  const count = giveaway.entryCount;
  const entries =
    count === 0 ? 'It has no entries' : `Its ${count === 1 ? '1 entry goes' : `${count.toLocaleString('en-US')} entries go`} with it`;
  return `${giveaway.name} will be deleted. ${entries}, and its entry page stops working. This cannot be undone.`;
}

/** the documented 'Error deleting giveaway: <reason>', then which giveaway. */
export const removeFailedText = (giveaway: Pick<Giveaway, 'name'>, error: unknown): string =>
  `${failureText('Error deleting giveaway', error)} (${giveaway.name})`;

export interface RemoveGiveawayDeps {
  queryClient: QueryClient;
  onDeleted: (msg: string) => void;
  onFailed: (text: string, retry: () => void) => void;
  /** The call; the contract's remove unless a test gives its own. */
  send?: (giveaway: Giveaway) => Promise<{ status: boolean; msg: string }>;
}

const removeCall = (giveaway: Giveaway) => callApi(giveawaysContract.remove, { params: { id: giveaway.id } });

/** A create, an edit or a delete changes the list and the report's selector, which lists the giveaways too. */
export const giveawayChanges = () => [giveawayKeys.lists(), GIVEAWAY_SELECTOR_KEY];

/** The form's Create or Update: `send` is the dialog's own call (with its messages). */
export function useSaveGiveaway<I>(send: (input: I) => Promise<unknown>) {
  return saveMutation(useQueryClient(), send, giveawayChanges);
}

/** Delete: the server's message (naming the giveaway), the list and the selector load again; a failure offers Retry. */
export function removeGiveawayOptions(
  { queryClient, onDeleted, onFailed, send = removeCall }: RemoveGiveawayDeps,
  again: (giveaway: Giveaway) => void,
): MutationOptions<{ msg: string }, Error, Giveaway> {
  return {
    mutationFn: async (giveaway) => refusedUnlessOk(await send(giveaway)),
    onSuccess: async (answer) => {
      onDeleted(answer.msg);
      await invalidateKeys(queryClient, giveawayChanges());
    },
    onError: (error, giveaway) => onFailed(removeFailedText(giveaway, error), () => again(giveaway)),
  };
}

export function useRemoveGiveaway(deps: Omit<RemoveGiveawayDeps, 'queryClient' | 'send'>) {
  const queryClient = useQueryClient();
  const remove = useMutation(removeGiveawayOptions({ queryClient, ...deps }, (giveaway) => remove.mutate(giveaway)));
  return remove;
}

/** Create Report: queues the report job; the answer says to whom it will be e-mailed. */
export function useGiveawayReport(handlers: {
  onSuccess: (answer: { status: boolean; msg: string }) => void;
  onError: (error: Error, query: ReportQuery) => void;
}) {
  return useMutation({ mutationFn: (query: ReportQuery) => callApi(giveawaysContract.report, { query }), ...handlers });
}
