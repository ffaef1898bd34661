import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Flag } from '@console/contracts/common/flags';
import type { ShopContext } from '../../app-context';
import type { ShopifyClient } from '../../integrations/shopify/shopify-client';
import { ShopifyUnavailable, ShopifyUserErrors, StoreUninstalled, UNINSTALLED_MESSAGE } from '../../integrations/shopify/shopify-errors';
import { writeAudit, type AuditEntry } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import { HttpError } from '../../platform/http-error';
import { dropPendingJob, enqueue, rescheduleJob } from '../../platform/jobs';
import { requireStoreClient } from '../../platform/store-client';
import type { ShopId } from '../../platform/shop-id';
import * as repo from './store-writes.repository';
import { storeWriteJob } from './store-writes.jobs';

/**
 * The shared "store write" (docs/outside-interfaces.md 'Shopify': "an operator's write goes to the store first, then to the
 * mirror from the store's answer"). A feature defines a kind once and performs it:
 *
 *   const approve = defineStoreWrite({ kind: 'customer.status', payload: schema, send, apply });
 *   await performStoreWrite(ctx, approve, payload, { target, operatorId, flag, audit });
 *
 * - the intent is recorded first (`store_writes`, unique `intentKey`): a repeated key answers the
 *   first outcome and never calls the store again;
 * - the store is called outside any transaction of ours; its answer and our side (`apply`, the audit
 *   entry) commit together;
 * - a refusal (the store's userErrors) changes nothing here and is thrown as StoreRefused (422) with
 *   the store's words;
 * - an outage queues the write as a `store-sync.write` job (retried with backoff, visible on the Jobs
 *   and Store sync screens) and throws StoreWriteQueued (503) saying so. `send` must be safe to
 *   repeat (absolute writes: tags, metafields, customerSet by e-mail); a kind whose mutation is not
 *   (store credit) gives `landed`, asked before any resend whether the earlier call took effect.
 */
export interface StoreWriteKind<S extends z.ZodType = z.ZodType, A = unknown> {
  kind: string;
  payload: S;
  send(client: ShopifyClient, payload: z.infer<S>): Promise<A>;
  /** After an attempt whose outcome is unknown: the answer if it landed, null if it did not. */
  landed?(client: ShopifyClient, payload: z.infer<S>): Promise<A | null>;
  /** Our side of a write the store made, in the transaction that marks it done. */
  apply(ctx: ShopContext, trx: DbOrTrx, payload: z.infer<S>, answer: A): Promise<void>;
}

const kinds = new Map<string, StoreWriteKind>();

/** Defines (and registers, for the retry job) a kind of store write. */
export function defineStoreWrite<S extends z.ZodType, A>(kind: StoreWriteKind<S, A>): StoreWriteKind<S, A> {
  const known = kinds.get(kind.kind);
  if (known && known !== (kind as unknown as StoreWriteKind)) throw new Error(`Store write ${kind.kind} is defined twice`);
  kinds.set(kind.kind, kind as unknown as StoreWriteKind);
  return kind;
}

export function storeWriteKind(kind: string): StoreWriteKind | undefined {
  return kinds.get(kind);
}

export interface StoreWriteOptions {
  /** What is written, for the screens: e.g. the customer's gid. */
  target: string;
  operatorId: number | null;
  /** The function's flag: its operators see the retry job on the Jobs screen. */
  flag: Flag | null;
  /** The same key answers the first outcome (an Idempotency-Key, a job row); a new one by default. */
  intentKey?: string;
  /** Written with our side when the store has made the change. */
  audit?: AuditEntry;
  /**
   * One writer per key (e.g. `customer:<store id>`): while this write is pending no other write with
   * the key may start (StoreWriteBusy); `precondition` runs once the key is held, in the transaction
   * that records the intent, so it reads what the previous writer committed.
   */
  lockKey?: string;
  precondition?: (trx: DbOrTrx) => Promise<void>;
}

/** Another write holding the same lock key is still being made. */
export class StoreWriteBusy extends HttpError {
  constructor() {
    super(409, 'Another change to this customer is being made on the store; try again in a moment.');
  }
}

/** The store refused the write: nothing changed here. */
export class StoreRefused extends HttpError {
  constructor(readonly storeMessages: readonly string[]) {
    super(422, `The store refused the change: ${storeMessages.join(' ')}`);
  }
}

/** The store did not answer, or the app is uninstalled: the write waits in a job and will be made later. */
export class StoreWriteQueued extends HttpError {
  constructor(
    readonly jobId: number,
    uninstalled = false,
  ) {
    super(
      503,
      uninstalled
        ? `${UNINSTALLED_MESSAGE}. The change is queued (job ${jobId}) and will be made once a staff member opens the app in the store's admin.`
        : `The store did not answer. The change is queued (job ${jobId}) and will be made when the store answers.`,
      undefined,
      { 'Retry-After': '60' },
    );
  }
}

interface Envelope {
  data: unknown;
  audit: AuditEntry | null;
}

/** Records the intent of a write and its job in the caller's transaction: for work that must not wait for the store (public pages). */
export async function queueStoreWrite<S extends z.ZodType, A>(
  trx: DbOrTrx,
  shop: ShopId,
  kind: StoreWriteKind<S, A>,
  payload: z.input<S>,
  options: StoreWriteOptions & { runAt?: Date },
): Promise<{ writeId: number; jobId: number }> {
  const writeId = await recordIntent(trx, shop, kind, payload, options);
  const jobId = await enqueue(
    trx,
    storeWriteJob,
    { writeId },
    {
      shop,
      operatorId: options.operatorId,
      ...(options.flag ? { flags: [options.flag] } : {}),
      dedupeKey: `store-write:${writeId}`,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    },
  );
  await repo.updateWrite(trx, shop, writeId, { job_id: jobId });
  return { writeId, jobId };
}

async function recordIntent<S extends z.ZodType, A>(
  db: DbOrTrx,
  shop: ShopId,
  kind: StoreWriteKind<S, A>,
  payload: z.input<S>,
  options: StoreWriteOptions,
): Promise<number> {
  const envelope: Envelope = { data: kind.payload.parse(payload), audit: options.audit ?? null };
  const now = nowIso();
  let writeId: number;
  try {
    writeId = await insertIntent(db, shop, kind, envelope, options, now);
  } catch (err) {
    if (repo.isLockTaken(err)) throw new StoreWriteBusy();
    throw err;
  }
  await options.precondition?.(db);
  return writeId;
}

function insertIntent(
  db: DbOrTrx,
  shop: ShopId,
  kind: StoreWriteKind,
  envelope: Envelope,
  options: StoreWriteOptions,
  now: string,
): Promise<number> {
  return repo.insertWrite(db, shop, {
    lock_key: options.lockKey ?? null,
    intent_key: options.intentKey ?? randomUUID(),
    kind: kind.kind,
    target: options.target,
    payload: JSON.stringify(envelope),
    status: 'pending',
    answer: null,
    error: null,
    operator_id: options.operatorId,
    job_id: null,
    created_at: now,
    updated_at: now,
  });
}

/** Writes to the store now; answers the store's answer once our side is committed. */
export async function performStoreWrite<S extends z.ZodType, A>(
  ctx: ShopContext,
  kind: StoreWriteKind<S, A>,
  payload: z.input<S>,
  options: StoreWriteOptions,
): Promise<A> {
  const client = requireStoreClient(ctx);
  if (options.intentKey) {
    const earlier = await repo.writeByKey(ctx.db, ctx.shop.id, options.intentKey);
    if (earlier) return outcomeOf(earlier) as A;
  }
  // The intent and its job in one transaction: a kill during the call below leaves the job, which takes
  // the write up once BACKSTOP_MS has passed (the first try answers long before and drops it).
  const { writeId, jobId } = await ctx.db
    .transaction()
    .execute((trx) => queueStoreWrite(trx, ctx.shop.id, kind, payload, { ...options, runAt: new Date(Date.now() + BACKSTOP_MS) }));
  const outcome = await attemptWrite(ctx, client, writeId);
  if (outcome.status !== 'unavailable') {
    await dropPendingJob(ctx.db, jobId);
    if (outcome.status === 'done') return outcome.answer as A;
    throw new StoreRefused(outcome.messages);
  }
  await rescheduleJob(ctx.db, jobId, new Date(Date.now() + 5_000));
  ctx.jobs.notify(jobId);
  throw new StoreWriteQueued(jobId, outcome.uninstalled);
}

/** How long the job of a write made at once waits before it takes the write up itself: under a minute. */
const BACKSTOP_MS = 40_000;

/** What an earlier write with the same key came to, as the first call answered it. */
function outcomeOf(write: repo.StoreWriteRecord): unknown {
  if (write.status === 'done') return JSON.parse(write.answer ?? 'null');
  if (write.status === 'refused') throw new StoreRefused([write.error ?? '']);
  if (write.job_id !== null) throw new StoreWriteQueued(write.job_id);
  throw new HttpError(409, 'This change is already being made; try again in a moment.');
}

export type AttemptOutcome =
  | { status: 'done'; answer: unknown }
  | { status: 'refused'; messages: string[] }
  | { status: 'unavailable'; message: string; uninstalled: boolean; error: ShopifyUnavailable };

/**
 * One attempt of a recorded write: ask `landed` first when an earlier attempt may have reached the
 * store, else send; commit our side with the store's answer. Used by the first try and the job.
 */
export async function attemptWrite(ctx: ShopContext, client: ShopifyClient, writeId: number): Promise<AttemptOutcome> {
  const shop = ctx.shop.id;
  const write = await repo.writeById(ctx.db, shop, writeId);
  if (!write) throw new Error(`Store write ${writeId} does not exist`);
  if (write.status === 'done') return { status: 'done', answer: JSON.parse(write.answer ?? 'null') };
  if (write.status === 'refused') return { status: 'refused', messages: [write.error ?? ''] };
  const kind = storeWriteKind(write.kind);
  if (!kind) throw new Error(`No store write kind ${write.kind}`);
  const envelope = JSON.parse(write.payload) as Envelope;
  const payload: unknown = kind.payload.parse(envelope.data);
  const triedBefore = write.attempts > 0;
  try {
    await repo.updateWrite(ctx.db, shop, writeId, { attempts: write.attempts + 1, status: 'pending', updated_at: nowIso() });
  } catch (err) {
    // A failed write retried from the Jobs screen after a later write to the same customer started: that one wins.
    if (!repo.isLockTaken(err)) throw err;
    const message = 'A later change to this customer was made first; this one was not sent.';
    await repo.updateWrite(ctx.db, shop, writeId, { status: 'refused', error: message, updated_at: nowIso() });
    return { status: 'refused', messages: [message] };
  }
  let answer: unknown;
  try {
    const landed = triedBefore && kind.landed ? await kind.landed(client, payload) : null;
    answer = landed ?? (await kind.send(client, payload));
  } catch (err) {
    if (err instanceof ShopifyUserErrors) {
      const messages = err.userErrors.map((e) => e.message);
      await repo.updateWrite(ctx.db, shop, writeId, { status: 'refused', error: messages.join(' ').slice(0, 2000), updated_at: nowIso() });
      return { status: 'refused', messages };
    }
    const message = err instanceof Error ? err.message : String(err);
    await repo.updateWrite(ctx.db, shop, writeId, { error: message.slice(0, 2000), updated_at: nowIso() });
    if (err instanceof ShopifyUnavailable)
      return { status: 'unavailable', message, uninstalled: err instanceof StoreUninstalled, error: err };
    throw err;
  }
  await ctx.db.transaction().execute(async (trx) => {
    await kind.apply(ctx, trx, payload, answer);
    if (envelope.audit) await writeAudit(trx, envelope.audit);
    await repo.updateWrite(trx, shop, writeId, {
      status: 'done',
      answer: JSON.stringify(answer ?? null),
      error: null,
      updated_at: nowIso(),
    });
  });
  return { status: 'done', answer };
}

/**
 * At start: every pending write gets a job again if it has none that can still run (a write an older
 * release recorded before its job, then was killed: such rows were once found pending for good).
 * Not while the app is uninstalled: those wait for the install that resumes them.
 */
export async function adoptOrphanedWrites(ctx: ShopContext): Promise<number> {
  const orphans = await repo.orphanedWrites(ctx.db, ctx.shop.id, 1000);
  const now = nowIso();
  for (const write of orphans) {
    const jobId = await ctx.db.transaction().execute(async (trx) => {
      const id = await enqueue(
        trx,
        storeWriteJob,
        { writeId: write.id },
        { shop: ctx.shop.id, operatorId: write.operator_id, dedupeKey: `store-write:${write.id}:adopted:${now}` },
      );
      await repo.updateWrite(trx, ctx.shop.id, write.id, { job_id: id });
      return id;
    });
    ctx.jobs.notify(jobId);
  }
  if (orphans.length > 0) ctx.log.warn({ writes: orphans.length }, 'pending store writes without a job were queued again');
  return orphans.length;
}
