import { centsToDollars } from '@console/contracts/common/money';
import { NOT_APPLIED_MESSAGE, type ReviewMove, type SettleReviewBody } from '@console/contracts/credits.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit, type AuditEntry } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { badRequest, conflict, notFound } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';
import type { StoreCredit } from '../../integrations/store-credit/store-credit.port';
import { mirrorAfterMoves } from './store-credit-mirror.jobs';
import { recordAppliedIn, transactionsAfterCall } from './store-credit-moves';
import { lockAccounts, markMoveSettled, moveById, movesInReview, type MoveWithAccount } from './store-credit-moves.repository';

/** Moves waiting for an operator are few (each is a lost answer that could not be told apart): one screen's worth. */
const REVIEW_LIMIT = 50;

const ALREADY_SETTLED = 'This move is already settled.';

function storeOf(ctx: ShopContext): StoreCredit {
  if (!ctx.storeCredit) throw notFound('Store-credit move');
  return ctx.storeCredit;
}

/** The store transactions the move may be; the store is read outside any transaction of ours. */
async function candidatesOf(ctx: ShopContext, store: StoreCredit, move: MoveWithAccount) {
  if (!move.store_customer_id) return [];
  return (await transactionsAfterCall(ctx.db, store, move, move.store_customer_id)).matches;
}

const signed = (move: MoveWithAccount, cents: number) => centsToDollars(move.kind === 'credit' ? cents : -cents);

/** The moves an operator must settle, each with the store transactions it may be. */
export async function listReviewMoves(ctx: ShopContext): Promise<{ list: ReviewMove[] }> {
  const store = ctx.storeCredit;
  if (!store) return { list: [] };
  const moves = await movesInReview(ctx.db, ctx.shop.id, REVIEW_LIMIT);
  const list: ReviewMove[] = [];
  for (const move of moves) {
    const read = await candidatesOf(ctx, store, move).then(
      (found) => ({ found, error: null }),
      (error: unknown) => ({ found: [], error: error instanceof Error ? error.message : String(error) }),
    );
    list.push({
      id: move.id,
      email: move.email,
      name: move.name,
      transactionType: move.kind === 'credit' ? 'Credit' : 'Adjustment',
      amount: signed(move, Number(move.cents)),
      reference: move.reference,
      createdDate: move.created_at,
      message: move.message ?? '',
      candidates: read.found.map((t) => ({ id: t.id, amount: signed(move, t.cents), createdAt: t.createdAt })),
      storeError: read.error,
    });
  }
  return { list };
}

/**
 * An operator's word on a move waiting in `review`: it landed as the store transaction picked (one of
 * its candidates, recorded as its answer would have been), or it did not land (settled as refused,
 * which releases its hold on the limits). Once: the update names the `review` state, so a second
 * word, or the call's own late answer first, leaves 409. Either way the mirror then reads past that
 * transaction (recorded as ours, or no longer held back as possibly ours).
 */
export async function settleReviewMove(
  ctx: ShopContext,
  operator: Operator,
  id: number,
  body: SettleReviewBody,
): Promise<{ status: boolean; msg: string }> {
  const store = storeOf(ctx);
  const move = await moveById(ctx.db, ctx.shop.id, id);
  if (!move) throw notFound('Store-credit move');
  if (move.state !== 'review') throw conflict(ALREADY_SETTLED);
  const audit = {
    shop: ctx.shop.id,
    operatorId: operator.id,
    action: 'credits.move.settle',
    target: `store_credit_move:${id}`,
    before: { state: move.state, message: move.message },
  } satisfies AuditEntry;
  let settled: boolean;
  if (body.landed) {
    const tx = (await candidatesOf(ctx, store, move)).find((t) => t.id === body.storeTransactionId);
    if (!tx)
      throw badRequest('Invalid store transaction.', {
        storeTransactionId: 'Not a store transaction this move may be: pick one of those listed.',
      });
    settled = await ctx.db.transaction().execute(async (trx) => {
      if (!(await recordAppliedIn(trx, move, tx, ['review']))) return false;
      await writeAudit(trx, { ...audit, after: { state: 'applied', storeTransactionId: tx.id, balanceAfterCents: tx.balanceAfterCents } });
      return true;
    });
  } else {
    settled = await ctx.db.transaction().execute(async (trx) => {
      await lockAccounts(trx, ctx.shop.id, [move.account_id]);
      if (
        !(await markMoveSettled(trx, ctx.shop.id, move.id, { state: 'refused', message: NOT_APPLIED_MESSAGE, now: nowIso() }, ['review']))
      )
        return false;
      await writeAudit(trx, { ...audit, after: { state: 'refused', message: NOT_APPLIED_MESSAGE } });
      return true;
    });
  }
  if (!settled) throw conflict(ALREADY_SETTLED);
  await mirrorAfterMoves(ctx.db, ctx.shop.id, store, [move.account_id]);
  return {
    status: true,
    msg: body.landed
      ? `The move for ${move.email} is recorded as landed on the store.`
      : `The move for ${move.email} is marked as not applied.`,
  };
}
