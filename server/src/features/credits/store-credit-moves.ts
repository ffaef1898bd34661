import type { Db, DbOrTrx } from '../../platform/db';
import { nowIso } from '../../platform/db';
import { StoreDown } from '../../integrations/shopify/store-breaker';
import type { ShopId } from '../../platform/shop-id';
import {
  StoreNotReached,
  type StoreCredit,
  type StoreCreditDirection,
  type StoreCreditTransaction,
} from '../../integrations/store-credit/store-credit.port';
import { accountById, operatorById } from './credits.repository';
import { nameFromEmail } from './ledger';
import {
  claimMoveCall,
  insertMoveTransaction,
  lockAccounts,
  markAnswerLost,
  markForReview,
  markMoveSettled,
  otherCalledMoves,
  moveById,
  recordedTransactionIds,
  setStoreBalance,
  setMoveLedgerTransaction,
  setStoreCustomer,
  unsendMove,
  type MoveWithAccount,
} from './store-credit-moves.repository';

/** What a store-credit move came to: applied on the store, refused by it, or waiting for it. */
export type MoveOutcome =
  | { state: 'applied'; moveId: number; email: string; balanceAfterCents: number }
  | { state: 'refused'; moveId: number; email: string; message: string }
  | { state: 'waiting'; moveId: number; email: string; reason: string; paused?: StoreDown };

/** A move that waits for the store because of this error (the breaker's pause kept, so its job waits with it). */
function waitingOn(move: { id: number; email: string }, error: unknown): MoveOutcome {
  const reason = error instanceof Error ? error.message : String(error);
  return { state: 'waiting', moveId: move.id, email: move.email, reason, ...(error instanceof StoreDown ? { paused: error } : {}) };
}

/** How a waiting reason begins when the move needs an operator, not the store. */
export const NEEDS_OPERATOR = 'Needs an operator:';
const directionOf = (move: MoveWithAccount): StoreCreditDirection => (move.kind === 'credit' ? 'credit' : 'debit');

/**
 * Records the store's transaction inside the caller's transaction: the move, our ledger entry and the
 * store's balance (if newest), once. False when the move had left the `from` states (settled already).
 */
export async function recordAppliedIn(
  trx: DbOrTrx,
  move: MoveWithAccount,
  tx: StoreCreditTransaction,
  from?: ReadonlyArray<MoveWithAccount['state']>,
): Promise<boolean> {
  const operator = move.operator_id === null ? null : await operatorById(trx, move.operator_id);
  // The move was read under its shop; everything it records belongs to that shop.
  const shop = move.shop_id;
  {
    const now = nowIso();
    // The account first, as the limit check does: it sees the move in flight or its balance, never neither.
    await lockAccounts(trx, shop, [move.account_id]);
    if (
      !(await markMoveSettled(
        trx,
        shop,
        move.id,
        { state: 'applied', storeTransactionId: tx.id, balanceAfterCents: tx.balanceAfterCents, now },
        from,
      ))
    )
      return false;
    // The store's id is unique in the ledger: should the mirror have recorded this transaction, it stays once.
    const ledgerId = await insertMoveTransaction(trx, shop, {
      account_id: move.account_id,
      kind: move.kind,
      amount_cents: move.kind === 'credit' ? Number(move.cents) : -Number(move.cents),
      balance_after_cents: tx.balanceAfterCents,
      reference: move.reference,
      admin_id: operator?.id ?? null,
      admin_name: operator ? nameFromEmail(operator.email) : '',
      admin_email: operator?.email ?? '',
      request_id: move.request_id,
      created_at: now,
      store_transaction_id: tx.id,
    });
    await setMoveLedgerTransaction(trx, shop, move.id, ledgerId);
    await setStoreBalance(trx, shop, move.account_id, { cents: tx.balanceAfterCents, seq: tx.seq }, now);
  }
  return true;
}

async function recordApplied(db: Db, move: MoveWithAccount, tx: StoreCreditTransaction): Promise<MoveOutcome> {
  await db.transaction().execute((trx) => recordAppliedIn(trx, move, tx));
  return { state: 'applied', moveId: move.id, email: move.email, balanceAfterCents: tx.balanceAfterCents };
}

async function recordRefused(db: Db, move: MoveWithAccount, message: string): Promise<MoveOutcome> {
  await markMoveSettled(db, move.shop_id, move.id, { state: 'refused', message, now: nowIso() });
  return { state: 'refused', moveId: move.id, email: move.email, message };
}

/** The account's store transactions after the move's watermark that no move of ours recorded, and those of the move's way and amount. */
export async function transactionsAfterCall(db: DbOrTrx, store: StoreCredit, move: MoveWithAccount, customerId: string) {
  const since = await store.port.transactionsSince(customerId, move.watermark ?? '');
  const taken = await recordedTransactionIds(db, move.shop_id, move.account_id);
  const unrecorded = since.filter((t) => !taken.has(t.id));
  return { unrecorded, matches: unrecorded.filter((t) => t.direction === directionOf(move) && t.cents === Number(move.cents)) };
}

/**
 * What the account shows about a called move whose answer was lost. Its transaction is claimed only
 * when nobody else can have made it: the one transaction on the account after the call's watermark
 * that no move of ours recorded, of the move's way and amount, made before the call ended, while no
 * other move of ours was on its way to that account. A match that cannot be told apart is 'unclear'
 * (an operator decides); no match is 'none'.
 */
async function lostAnswer(
  db: Db,
  store: StoreCredit,
  move: MoveWithAccount,
  customerId: string,
): Promise<{ found: StoreCreditTransaction } | 'none' | 'unclear'> {
  const { unrecorded, matches } = await transactionsAfterCall(db, store, move, customerId);
  if (!matches.length) return 'none';
  const [only] = matches;
  const endedBy = Date.parse(move.answer_lost_at ?? '') || Date.parse(move.sent_at ?? '') + store.callWindowMs;
  const othersOnTheirWay = await otherCalledMoves(db, move);
  if (only && unrecorded.length === 1 && Date.parse(only.createdAt) <= endedBy && !othersOnTheirWay.length) return { found: only };
  return 'unclear';
}

const REVIEW_MESSAGE =
  "The store shows a transaction of this amount after the call whose answer was lost, but another move or someone on the store could have made it; check the customer's store credit on the store and settle the move by hand.";

async function storeCustomerOf(db: Db, store: StoreCredit, move: MoveWithAccount): Promise<string> {
  if (move.store_customer_id) return move.store_customer_id;
  const account = await accountById(db, move.shop_id, move.account_id);
  const customerId = await store.customerFor(move.email, account.name);
  await setStoreCustomer(db, move.shop_id, move.account_id, customerId, nowIso());
  return customerId;
}

/**
 * Brings one move to the store exactly once. A move never called is claimed (state `sent`, with the
 * store's newest transaction id) and called; a refusal settles it as refused, an answer as applied.
 * A move called before whose answer was lost is settled from the account's transactions after the
 * claim's watermark, and only called again when the call provably never arrived (connection
 * refused) or long after it could have landed.
 */
export async function settleMove(db: Db, shop: ShopId, store: StoreCredit, moveId: number): Promise<MoveOutcome> {
  for (let round = 0; round < 3; round++) {
    const move = await moveById(db, shop, moveId);
    if (!move) throw new Error(`Store-credit move ${moveId} not found`);
    if (move.state === 'applied')
      return { state: 'applied', moveId, email: move.email, balanceAfterCents: Number(move.balance_after_cents) };
    if (move.state === 'refused') return { state: 'refused', moveId, email: move.email, message: move.message ?? '' };
    let customerId: string;
    try {
      customerId = await storeCustomerOf(db, store, move);
      if (move.state === 'review')
        return { state: 'waiting', moveId, email: move.email, reason: `${NEEDS_OPERATOR} ${move.message ?? ''}` };
      if (move.state === 'sent') {
        const seen = await lostAnswer(db, store, move, customerId);
        if (seen === 'unclear') {
          await markForReview(db, shop, move.id, REVIEW_MESSAGE);
          return { state: 'waiting', moveId, email: move.email, reason: `${NEEDS_OPERATOR} ${REVIEW_MESSAGE}` };
        }
        if (seen !== 'none') return await recordApplied(db, move, seen.found);
        // Nothing landed: called again only once the first call can no longer land.
        if (Date.now() - Date.parse(move.sent_at ?? '') < store.recallAfterMs)
          return { state: 'waiting', moveId, email: move.email, reason: 'The store has not confirmed the move yet.' };
      }
    } catch (error) {
      return waitingOn(move, error);
    }
    const watermark = await store.port.newestTransactionId(customerId).catch((error: unknown) => error as Error);
    if (watermark instanceof Error) return waitingOn(move, watermark);
    if (!(await claimMoveCall(db, move, watermark, nowIso()))) continue;
    let answer;
    try {
      answer = await store.port.move(customerId, directionOf(move), Number(move.cents));
    } catch (error) {
      // Refused connections never reached the store: the move may be called again at once.
      if (error instanceof StoreNotReached) await unsendMove(db, shop, move.id);
      else await markAnswerLost(db, shop, move.id, nowIso());
      return waitingOn(move, error);
    }
    const fresh = await moveById(db, shop, moveId);
    if (!fresh) throw new Error(`Store-credit move ${moveId} disappeared`);
    return answer.ok ? recordApplied(db, fresh, answer.transaction) : recordRefused(db, fresh, answer.message);
  }
  const move = await moveById(db, shop, moveId);
  return { state: 'waiting', moveId, email: move?.email ?? '', reason: 'Another worker is settling this move.' };
}
