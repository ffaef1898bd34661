/**
 * The display names data layer (docs/functions/commerce-tools.md §2.3): the entries with the version they were read at, and
 * Save. Components call these, never the API client.
 */
import { useMutation, useQuery, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { displayNamesContract, type DisplayNameEntry } from '@console/contracts/display-names.contract';
import { callApi } from '../../api/api-client';
import { listedNames } from '../../ui/use-unsaved-guard';
import { displayNameKeys } from './display-names-query-keys';

/** The keys whose edited value differs from the one read: what leaving the screen would lose. */
export const changedKeys = (read: readonly DisplayNameEntry[], edits: Record<string, string>): string[] =>
  read.filter((e) => edits[e.key] !== undefined && edits[e.key] !== e.value).map((e) => e.key);

/** 'The unsaved display names of color and size will be lost.' */
export const unsavedNamesText = (keys: readonly string[]): string =>
  `The unsaved display ${keys.length === 1 ? 'name' : 'names'} of ${listedNames(keys)} will be lost.`;

export function useDisplayNames() {
  return useQuery({ queryKey: displayNameKeys.list(), queryFn: ({ signal }) => callApi(displayNamesContract.list, { signal }) });
}

/** Every entry with the version (metaFieldId) it was read at: a save over a newer one is refused. */
export interface DisplayNamesSave {
  rows: DisplayNameEntry[];
  metaFieldId: string;
}

export interface SaveDisplayNamesDeps {
  queryClient: QueryClient;
  onSaved: () => void;
  onFailed: (error: Error) => void;
  /** The call; the contract's unless a test gives its own. */
  send?: (save: DisplayNamesSave) => Promise<unknown>;
}

const sendSave = ({ rows, metaFieldId }: DisplayNamesSave) =>
  callApi(displayNamesContract.update, { body: { updateList: rows, id: metaFieldId } });

/** Save: on success the entries load again (with their new version). */
export function saveDisplayNamesOptions({
  queryClient,
  onSaved,
  onFailed,
  send = sendSave,
}: SaveDisplayNamesDeps): MutationOptions<unknown, Error, DisplayNamesSave> {
  return {
    mutationFn: send,
    onSuccess: async () => {
      onSaved();
      await queryClient.invalidateQueries({ queryKey: displayNameKeys.lists() });
    },
    onError: onFailed,
  };
}

export function useSaveDisplayNames(handlers: Pick<SaveDisplayNamesDeps, 'onSaved' | 'onFailed'>) {
  const queryClient = useQueryClient();
  return useMutation(saveDisplayNamesOptions({ queryClient, ...handlers }));
}
