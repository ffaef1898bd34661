import { ApiError } from '../api/api-client';

/**
 * docs/functions/codes-credits-knot-giveaways.md §8: a failed call shows the server's `errMsg` or `msg` when it sent one, otherwise the
 * screen's default message with the error appended ('Error creating giveaway: …').
 */
export function failureText(prefix: string, error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as (Record<string, unknown> & { message?: string }) | null;
    const own = body?.errMsg ?? body?.msg;
    if (typeof own === 'string' && own) return own;
    return `${prefix}: ${body?.message ?? `request failed with status ${error.status}`}`;
  }
  return `${prefix}: ${error instanceof Error ? error.message : String(error)}`;
}
