import type { Db } from '../../platform/db';
import { nowIso } from '../../platform/db';
import { StoreNotReached, type StoreCredit, type StoreCreditDirection, type StoreCreditTransaction } from '../../integrations/store-credit/store-credit.port';
import { appendTransactions, operatorById } from './credits.repository';
import { nameFromEmail } from './ledger';
import {
  claimMoveCall,
  markMoveSettled,
  moveById,
  recordedTransactionIds,
  setStoreBalance,
  setStoreCustomer,
  type MoveWithAccount,
} from './store-credit-moves.repository';

/** What a store-credit move came to: applied on the store, refused by it, or waiting for it. */
export type MoveOutcome =
  | { state: 'applied'; moveId: number; email: string; balanceAfterCents: number }
  | { state: 'refused'; moveId: number; email: string; message: string }
  | { state: 'waiting'; moveId: number; email: string; reason: string };


const directionOf = (move: MoveWithAccount): StoreCreditDirection => (move.kind === 'credit' ? 'credit' : 'debit');

/** Records the store's transaction: the move, our ledger entry and the store's balance, once. */
async function recordApplied(db: Db, move: MoveWithAccount, tx: StoreCreditTransaction): Promise<MoveOutcome> {
  const operator = move.operator_id === null ? null : await operatorById(db, move.operator_id);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await markMoveSettled(trx, move.id, { state: 'applied', storeTransactionId: tx.id, balanceAfterCents: tx.balanceAfterCents, now }))) return;
    const [ledgerId] = await appendTransactions(trx, [
      {
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
      },
    ]);
    await trx.updateTable('store_credit_moves').set({ ledger_transaction_id: ledgerId ?? null }).where('id', '=', move.id).execute();
    await setStoreBalance(trx, move.account_id, tx.balanceAfterCents, now);
  });
  return { state: 'applied', moveId: move.id, email: move.email, balanceAfterCents: tx.balanceAfterCents };
}

async function recordRefused(db: Db, move: MoveWithAccount, message: string): Promise<MoveOutcome> {
  await markMoveSettled(db, move.id, { state: 'refused', message, now: nowIso() });
  return { state: 'refused', moveId: move.id, email: move.email, message };
}

/** The store transaction this called move made, if it landed: same way and amount, after the watermark, not another move's. */
async function landed(db: Db, store: StoreCredit, move: MoveWithAccount, customerId: string): Promise<StoreCreditTransaction | null> {
  const found = await store.port.landedSince(customerId, move.watermark ?? '', directionOf(move), Number(move.cents));
  if (!found.length) return null;
  const taken = await recordedTransactionIds(db, move.account_id);
  return found.find((t) => !taken.has(t.id)) ?? null;
}

async function storeCustomerOf(db: Db, store: StoreCredit, move: MoveWithAccount): Promise<string> {
  if (move.store_customer_id) return move.store_customer_id;
  const account = await db.selectFrom('credit_accounts').select(['name']).where('id', '=', move.account_id).executeTakeFirstOrThrow();
  const customerId = await store.customerFor(move.email, account.name);
  await setStoreCustomer(db, move.account_id, customerId, nowIso());
  return customerId;
}

/**
 * Brings one move to the store exactly once. A move never called is claimed (state `sent`, with the
 * store's newest transaction id) and called; a refusal settles it as refused, an answer as applied.
 * A move called before whose answer was lost is settled from the account's transactions after the
 * claim's watermark, and only called again when the call provably never arrived (connection
 * refused) or long after it could have landed.
 */
export async function settleMove(db: Db, store: StoreCredit, moveId: number): Promise<MoveOutcome> {
  for (let round = 0; round < 3; round++) {
    const move = await moveById(db, moveId);
    if (!move) throw new Error(`Store-credit move ${moveId} not found`);
    if (move.state === 'applied') return { state: 'applied', moveId, email: move.email, balanceAfterCents: Number(move.balance_after_cents) };
    if (move.state === 'refused') return { state: 'refused', moveId, email: move.email, message: move.message ?? '' };
    let customerId: string;
    try {
      customerId = await storeCustomerOf(db, store, move);
      if (move.state === 'sent') {
        const tx = await landed(db, store, move, customerId);
        if (tx) return await recordApplied(db, move, tx);
        if (Date.now() - Date.parse(move.sent_at ?? '') < store.recallAfterMs) return { state: 'waiting', moveId, email: move.email, reason: 'The store has not confirmed the move yet.' };
      }
    } catch (error) {
      return { state: 'waiting', moveId, email: move.email, reason: error instanceof Error ? error.message : String(error) };
    }
    const watermark = await store.port.newestTransactionId(customerId).catch((error: unknown) => error as Error);
    if (watermark instanceof Error) return { state: 'waiting', moveId, email: move.email, reason: watermark.message };
    if (!(await claimMoveCall(db, move, watermark, nowIso()))) continue;
    let answer;
    try {
      answer = await store.port.move(customerId, directionOf(move), Number(move.cents));
    } catch (error) {
      // Refused connections never reached the store: the move may be called again at once.
      if (error instanceof StoreNotReached) await db.updateTable('store_credit_moves').set({ state: 'pending', sent_at: null }).where('id', '=', move.id).where('state', '=', 'sent').execute();
      return { state: 'waiting', moveId, email: move.email, reason: error instanceof Error ? error.message : String(error) };
    }
    const fresh = await moveById(db, moveId);
    if (!fresh) throw new Error(`Store-credit move ${moveId} disappeared`);
    return answer.ok ? recordApplied(db, fresh, answer.transaction) : recordRefused(db, fresh, answer.message);
  }
  const move = await moveById(db, moveId);
  return { state: 'waiting', moveId, email: move?.email ?? '', reason: 'Another worker is settling this move.' };
}
