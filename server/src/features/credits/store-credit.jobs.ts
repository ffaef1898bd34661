import { z } from 'zod';
import type { Db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import type { StoreCredit } from '../../integrations/store-credit/store-credit.port';
import { findRequestById, storeRequestResponse } from './credits.repository';
import { customerAnswer, movesAnswer, settledOutcome } from './store-credit-answers';
import { settleMove, type MoveOutcome } from './store-credit-moves';
import { movesOfRequest } from './store-credit-moves.repository';

/** A request's moves stay unanswered until this job or the request itself settles them. */
export const STORE_CREDIT_SWEEP_DELAY_MS = 60_000;

/**
 * Stores the answer of a keyed request once every move of it is settled, so a replay of the key
 * answers what finally happened (the request itself may have answered 'queued' or died).
 */
export async function completeRequest(db: Db, requestId: number): Promise<void> {
  const request = await findRequestById(db, requestId);
  if (!request || request.response !== null) return;
  const moves = await movesOfRequest(db, requestId);
  const outcomes = moves.map(settledOutcome);
  const first = moves[0];
  if (!first || outcomes.some((o) => o === null)) return;
  const answer = movesAnswer(first.kind, Number(first.cents), outcomes as MoveOutcome[]);
  if (request.endpoint !== 'credits.customer') {
    await storeRequestResponse(db, requestId, answer);
    return;
  }
  const account = await db.selectFrom('credit_accounts').selectAll().where('id', '=', first.account_id).executeTakeFirstOrThrow();
  await storeRequestResponse(db, requestId, customerAnswer(account, answer));
}

/** Settles moves one after the other (one account's moves in order) and completes their requests. */
export async function settleMoves(db: Db, store: StoreCredit, moveIds: readonly number[]): Promise<MoveOutcome[]> {
  const outcomes: MoveOutcome[] = [];
  for (const id of [...moveIds].sort((a, b) => a - b)) outcomes.push(await settleMove(db, store, id));
  const requests = new Set((await db.selectFrom('store_credit_moves').select('request_id').where('id', 'in', [...moveIds]).execute()).flatMap((r) => (r.request_id === null ? [] : [r.request_id])));
  for (const requestId of requests) await completeRequest(db, requestId);
  return outcomes;
}

/**
 * The safety net of every store-credit request, stored with its moves: after an outage or a crash it
 * brings them to the store exactly once, retried until the store answers, visible on the Jobs screen.
 */
export const storeCreditMovesJob = defineJob({
  type: 'credits.store-moves',
  title: 'Store credit to the store',
  payload: z.object({ moveIds: z.array(z.number().int().positive()).min(1) }),
  flag: 'showCredits',
  maxAttempts: 60,
  async handler(ctx) {
    const store = ctx.app.storeCredit;
    if (!store) throw new Error('No store is connected (SHOPIFY_STORE_URL); the moves wait until one is.');
    const outcomes = await settleMoves(ctx.db, store, ctx.payload.moveIds);
    await ctx.progress(outcomes.filter((o) => o.state !== 'waiting').length, outcomes.length);
    const waiting = outcomes.find((o) => o.state === 'waiting');
    if (waiting) throw new Error(`${outcomes.filter((o) => o.state === 'waiting').length} store-credit move(s) wait for the store: ${waiting.reason}`);
  },
});
