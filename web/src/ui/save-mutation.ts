import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A save as a dialog sends it: the call, and the queries it made stale. DialogForm sends, says 'Saved',
 * waits the screen's reload delay and then invalidates, so the invalidation is its own step.
 */
export interface SaveMutation<I> {
  send: (input: I) => Promise<unknown>;
  /** Marks stale exactly what the save changed (an edit: the lists and that record; a create: the lists). */
  invalidate: (input: I) => Promise<void>;
}

/** Invalidates each key (and every query under it). */
export async function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Builds a save from its call and the keys it changes; the features' `useUpdateX`/`useSaveX` hooks give it their query client. */
export function saveMutation<I>(
  queryClient: QueryClient,
  send: (input: I) => Promise<unknown>,
  changes: (input: I) => readonly QueryKey[],
): SaveMutation<I> {
  return {
    send,
    invalidate: (input) => invalidateKeys(queryClient, changes(input)),
  };
}
