import { centsToDollars, formatDollars } from '@console/contracts/common/money';
import { badRequest, conflict } from '../../platform/http-error';

/**
 * CREDIT_MAX_CENTS: one call moves at most that much, a balance holds at most that much
 * and, when negative is allowed, owes at most as much. One set of words for the embedded ledger and
 * the connected store, for a request and for an import row.
 */
export type LimitBreach = 'above' | 'below-max' | 'below-zero';

/** '$1,000,000.00'. */
export function maxText(maxCents: number): string {
  return formatDollars(centsToDollars(maxCents));
}

/** The import row's words for a breach. */
export function breachRowMessage(breach: LimitBreach, maxCents: number): string {
  if (breach === 'above') return `The credit would take the balance above ${maxText(maxCents)}.`;
  if (breach === 'below-max') return `The adjustment would take the balance below -${maxText(maxCents)}.`;
  return 'The adjustment would take the balance below zero.';
}

/**
 * A request's answer to a breach: 400 naming the amount past the cap, 409 below zero (docs/functions/codes-credits-knot-giveaways.md §8).
 */
export function breachError(breach: LimitBreach, email: string, maxCents: number) {
  if (breach === 'below-zero') return conflict(`The adjustment would take the balance of ${email} below zero.`);
  const message =
    breach === 'above'
      ? `The amount would take the balance of ${email} above ${maxText(maxCents)}.`
      : `The amount would take the balance of ${email} below -${maxText(maxCents)}.`;
  return badRequest(message, { 'body.amount': message });
}

/**
 * Where a move would take a balance, or null when it stays within the limits. `inFlight` is what
 * may still land on the account (moves called or queued, not answered yet): credits count toward
 * the cap and debits toward the floor, so whatever the store answers to them the limits hold.
 */
export function breachOf(
  balanceCents: number,
  inFlight: { credits: number; debits: number },
  move: { kind: 'credit' | 'adjustment'; cents: number },
  limits: { allowNegative: boolean; maxCents: number },
): LimitBreach | null {
  if (move.kind === 'credit') return balanceCents + inFlight.credits + move.cents > limits.maxCents ? 'above' : null;
  const floor = limits.allowNegative ? -limits.maxCents : 0;
  if (balanceCents - inFlight.debits - move.cents >= floor) return null;
  return limits.allowNegative ? 'below-max' : 'below-zero';
}
