import type { CreditCustomer } from '@console/contracts/credits.contract';
import { centsToDollars, formatDollars } from '@console/contracts/common/money';
import { toCreditCustomer } from './credit-accounts';
import type { CreditAccount } from './credits.repository';
import type { MoveOutcome } from './store-credit-moves';
import type { StoreCreditMove } from './store-credit-moves.repository';
import { countText } from '@console/contracts/common/numbers';

/** The outcome recorded for a settled move; null while it waits for the store. */
/** What an issue or adjust did, for the banner: the amount and how many customers it reached. */
export function balanceChangedText(kind: 'credit' | 'adjustment', amount: string, customers: number): string {
  return kind === 'credit'
    ? `Credit of ${amount} issued to ${countText(customers, 'customer')}.`
    : `Balance of ${countText(customers, 'customer')} adjusted by -${amount}.`;
}

/** A refusal naming the ids the shop does not have. */
export function unknownIdsText(ids: readonly number[]): string {
  return `Unknown customer ${ids.length === 1 ? 'id' : 'ids'}: ${ids.join(', ')}.`;
}

export function settledOutcome(move: StoreCreditMove & { email: string }): MoveOutcome | null {
  if (move.state === 'applied')
    return { state: 'applied', moveId: move.id, email: move.email, balanceAfterCents: Number(move.balance_after_cents) };
  if (move.state === 'refused') return { state: 'refused', moveId: move.id, email: move.email, message: move.message ?? '' };
  return null;
}

/**
 * The operator's answer to moves of one amount: what was applied, what waits for the store (queued,
 * applied once by its job), and what the store refused, with its words. Any refusal makes it a
 * failure (status false), shown under the screen's error title as docs/functions/codes-credits-knot-giveaways.md §8 does.
 */
export function movesAnswer(
  kind: 'credit' | 'adjustment',
  cents: number,
  outcomes: readonly MoveOutcome[],
): { status: boolean; msg: string } {
  const amount = formatDollars(centsToDollars(cents));
  const applied = outcomes.filter((o) => o.state === 'applied').length;
  const waiting = outcomes.filter((o) => o.state === 'waiting');
  const refused = outcomes.flatMap((o) => (o.state === 'refused' ? [o] : []));
  const parts: string[] = [];
  if (applied) parts.push(balanceChangedText(kind, amount, applied));
  if (waiting.length)
    parts.push(
      `The store did not answer for ${countText(waiting.length, 'customer')}; queued, it will be applied once when the store answers (see Jobs).`,
    );
  for (const r of refused) parts.push(`The store refused ${r.email}: ${r.message}`);
  if (!refused.length) return { status: true, msg: parts.join(' ') };
  return { status: false, msg: `${kind === 'credit' ? 'Error crediting customer(s)' : 'Error adjusting balance'}: ${parts.join(' ')}` };
}

/** The answer to 'Add New Customer': the account as it stands, with its opening credit's outcome. */
export function customerAnswer(
  account: CreditAccount,
  answer: { status: boolean; msg: string },
): { status: boolean; msg: string; customer: CreditCustomer } {
  const msg = answer.status ? `Customer ${account.email} created. ${answer.msg}`.trim() : answer.msg;
  return { status: answer.status, msg, customer: toCreditCustomer(account) };
}
