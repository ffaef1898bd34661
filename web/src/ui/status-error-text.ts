import { ApiError } from '../api/api-client';

/** docs/functions/people-invites-events.md §8: '<status> Error: <server message>' for a failed save; a network failure has no status. */
export function statusErrorText(error: unknown): string | null {
  if (error instanceof ApiError) return `${error.status} Error: ${error.body?.message ?? error.message}`;
  return error instanceof Error ? `Error: ${error.message}` : null;
}
