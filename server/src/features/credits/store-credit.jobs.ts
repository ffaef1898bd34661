import { z } from 'zod';
import { nowIso, type Db, type DbOrTrx } from '../../platform/db';
import { defineJob, enqueue } from '../../platform/jobs';
import type { ShopId } from '../../platform/shop-id';
import { StoreUninstalled, UNINSTALLED_MESSAGE } from '../../integrations/shopify/shopify-errors';
import type { StoreCredit } from '../../integrations/store-credit/store-credit.port';
import { accountById, findRequestById, storeRequestResponse } from './credits.repository';
import { customerAnswer, movesAnswer, settledOutcome } from './store-credit-answers';
import { NEEDS_OPERATOR, settleMove, type MoveOutcome } from './store-credit-moves';
import { accountsOfMoves, insertMoves, movesOfRequest, requestsOfMoves } from './store-credit-moves.repository';
import { mirrorAfterMoves } from './store-credit-mirror.jobs';
import { countText } from '@console/contracts/common/numbers';

/** The job of a request's moves waits this long, so it only acts when the request itself could not. */
const REQUEST_SWEEP_DELAY_MS = 60_000;

export interface PlannedMoves {
  requestId: number | null;
  moveIds: number[];
  jobId: number;
  /** The account an add-customer request opened. */
  accountId?: number;
}

/**
 * Stores the answer of a keyed request once every move of it is settled, so a replay of the key
 * answers what finally happened (the request itself may have answered 'queued' or died).
 */
export async function completeRequest(db: Db, shop: ShopId, requestId: number): Promise<void> {
  const request = await findRequestById(db, shop, requestId);
  if (!request || request.response !== null) return;
  const moves = await movesOfRequest(db, shop, requestId);
  const outcomes = moves.map(settledOutcome);
  const first = moves[0];
  if (!first || outcomes.some((o) => o === null)) return;
  const answer = movesAnswer(first.kind, Number(first.cents), outcomes as MoveOutcome[]);
  if (request.endpoint !== 'credits.customer') {
    await storeRequestResponse(db, shop, requestId, answer);
    return;
  }
  const account = await accountById(db, shop, first.account_id);
  await storeRequestResponse(db, shop, requestId, customerAnswer(account, answer));
}

/** Settles moves one after the other (one account's moves in order) and completes their requests. */
export async function settleMoves(db: Db, shop: ShopId, store: StoreCredit, moveIds: readonly number[]): Promise<MoveOutcome[]> {
  const outcomes: MoveOutcome[] = [];
  for (const id of [...moveIds].sort((a, b) => a - b)) outcomes.push(await settleMove(db, shop, store, id));
  const requests = new Set((await requestsOfMoves(db, shop, moveIds)).flatMap((r) => (r.request_id === null ? [] : [r.request_id])));
  for (const requestId of requests) await completeRequest(db, shop, requestId);
  const accounts = await accountsOfMoves(db, shop, moveIds);
  await mirrorAfterMoves(
    db,
    shop,
    store,
    accounts.map((a) => Number(a.account_id)),
  );
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
    const outcomes = await settleMoves(ctx.db, ctx.app.shop.id, store, ctx.payload.moveIds);
    await ctx.progress(outcomes.filter((o) => o.state !== 'waiting').length, outcomes.length);
    const forStore = outcomes.flatMap((o) => (o.state === 'waiting' && !o.reason.startsWith(NEEDS_OPERATOR) ? [o] : []));
    const [waiting] = forStore;
    // Uninstalled: the moves wait for a new install without using up attempts (the client refused the calls).
    if (waiting?.reason.startsWith(UNINSTALLED_MESSAGE))
      throw new StoreUninstalled(waiting.reason.slice(UNINSTALLED_MESSAGE.length + 2).split(' ')[0] ?? 'store credit');
    // The store is paused after not answering: the moves wait with it, their attempts not counted.
    const paused = forStore.find((o) => o.state === 'waiting' && o.paused);
    if (paused?.state === 'waiting' && paused.paused) throw paused.paused;
    if (waiting)
      throw new Error(
        `${countText(forStore.length, 'store-credit move')} ${forStore.length === 1 ? 'waits' : 'wait'} for the store: ${waiting.reason}`,
      );
    // Moves only an operator can settle end the job with their reason on the Jobs screen; retrying would not tell more.
    const forOperator = outcomes.flatMap((o) => (o.state === 'waiting' ? [o] : []));
    if (forOperator.length) {
      await ctx.forEachBatch(forOperator, forOperator.length, async (_trx, batch) =>
        batch.map(({ row, item }) => ({ row, status: 'failed' as const, message: `${item.email}: ${item.reason}` })),
      );
    }
  },
});

/**
 * Records one move per account with the job that settles them, in the caller's transaction: the
 * intent exists exactly when the change that asked for it does. `now` runs the job at once (an
 * import); otherwise it waits for the request to settle the moves itself.
 */
export async function recordMoves(
  trx: DbOrTrx,
  shop: ShopId,
  operatorId: number | null,
  requestId: number | null,
  moves: ReadonlyArray<{ accountId: number; kind: 'credit' | 'adjustment'; cents: number; reference: string }>,
  runJob: 'now' | 'after-request' = 'after-request',
): Promise<PlannedMoves> {
  const now = nowIso();
  const moveIds = await insertMoves(
    trx,
    shop,
    moves.map((m) => ({
      request_id: requestId,
      account_id: m.accountId,
      operator_id: operatorId,
      kind: m.kind,
      cents: m.cents,
      reference: m.reference,
      state: 'pending' as const,
      created_at: now,
    })),
  );
  const runAt = runJob === 'now' ? undefined : new Date(Date.now() + REQUEST_SWEEP_DELAY_MS);
  const jobId = await enqueue(trx, storeCreditMovesJob, { moveIds }, { shop, operatorId, runAt });
  return { requestId, moveIds, jobId };
}
