import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { breachOf, type LimitBreach } from './credit-limits';
import { balancesOf } from './credits.repository';
import { inFlightCents, lockAccounts } from './store-credit-moves.repository';

export type StoreLimitCheck = (accountId: number, move: { kind: 'credit' | 'adjustment'; cents: number }) => LimitBreach | null;

/**
 * The balance limits of the embedded ledger (CREDIT_MAX_CENTS, no balance below zero unless allowed)
 * on the connected store, checked in the transaction that records the moves: the accounts are locked,
 * their balances are the store's last answers, and moves not answered yet count the way that could
 * break a limit. Each move the check lets through counts for the ones after it in the same transaction.
 */
export async function storeLimitCheck(
  trx: DbOrTrx,
  shop: ShopId,
  accountIds: readonly number[],
  limits: { allowNegative: boolean; maxCents: number },
): Promise<StoreLimitCheck> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  await lockAccounts(trx, shop, ids);
  const balances = await balancesOf(trx, shop, ids);
  const inFlight = await inFlightCents(trx, shop, ids);
  return (accountId, move) => {
    const pending = inFlight.get(accountId) ?? { credits: 0, debits: 0 };
    const breach = breachOf(balances.get(accountId) ?? 0, pending, move, limits);
    if (breach) return breach;
    if (move.kind === 'credit') pending.credits += move.cents;
    else pending.debits += move.cents;
    inFlight.set(accountId, pending);
    return null;
  };
}
