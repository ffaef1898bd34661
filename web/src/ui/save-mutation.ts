import { useMemo } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A save as a dialog sends it: the call, and the queries it made stale. DialogForm sends, says 'Saved',
 * waits the screen's reload delay and then invalidates, so the invalidation is its own step.
 */
export interface SaveMutation<I> {
  send: (input: I) => Promise<unknown>;
  /** Marks stale exactly what the save changed (an edit: the lists and that record; a create: the lists). */
  invalidate: (input: I) => Promise<void>;
}

/** Builds a save from its call and the keys it changes; the features' `useUpdateX`/`useCreateX` hooks wrap it. */
export function saveMutation<I>(
  queryClient: QueryClient,
  send: (input: I) => Promise<unknown>,
  changes: (input: I) => readonly QueryKey[],
): SaveMutation<I> {
  return {
    send,
    invalidate: async (input) => {
      await Promise.all(changes(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  };
}

export function useSaveMutation<I>(send: (input: I) => Promise<unknown>, changes: (input: I) => readonly QueryKey[]): SaveMutation<I> {
  const queryClient = useQueryClient();
  return useMemo(() => saveMutation(queryClient, send, changes), [queryClient, send, changes]);
}
