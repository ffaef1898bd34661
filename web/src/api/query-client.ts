import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Calls of `/auth/*` set `meta: { authCall: true }`: their 401 is about credentials, not an ended session. */
function endsSession(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  return error instanceof ApiError && error.status === 401 && meta?.authCall !== true;
}

/**
 * One client for the app. 4xx answers are not retried (they will not change); a 401 means the
 * server no longer knows the session, so the operator is sent to sign in again.
 */
export function createQueryClient(onSessionEnded: () => Promise<void>): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (endsSession(error, query.meta)) void onSessionEnded();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (endsSession(error, mutation.meta)) void onSessionEnded();
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
        // Lists are cursor pages with their own refresh button (docs/functions/shell-students-staff.md §2.2); no surprise reloads.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
