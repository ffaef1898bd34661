import { ApiError } from '../../api/api-client';
import { operatorId } from '../../api/session';

/**
 * docs/functions/codes-credits-knot-giveaways.md §8: the server's message when it gave one (status false, or an error answer), otherwise
 * the screen's default message with the error appended.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return `${fallback}: ${error instanceof Error ? error.message : String(error)}`;
}

/** The admin's customer id, sent as `admin` in credit calls (docs/functions/codes-credits-knot-giveaways.md §6). */
export function adminId(): string {
  return operatorId();
}

/** A fresh idempotency key: a repeated submit of the same form replays instead of paying twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The query of a list call: every value as text, empty ones left out by the client. */
export function queryOf(values: Record<string, string | number | null | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null || v === undefined ? undefined : String(v)]));
}
