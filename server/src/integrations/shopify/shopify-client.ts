import type { ShopifyConfig } from '../../platform/config';
import { recordStoreCall } from '../../platform/metrics';
import { insideTransaction } from '../../platform/db';
import { ShopifyRequestError, ShopifyUnavailable, StoreUninstalled } from './shopify-errors';
import { createCostLimiter, type CostLimiter, type ThrottleStatus } from './shopify-limiter';
import { createShopifyTokenSource, type ShopifyTokenSource } from './shopify-token';
import { createStoreBreaker, StoreDown, type StoreBreaker } from './store-breaker';
import { currentJobId } from '../../platform/job-scope';

/**
 * The one Admin GraphQL client (docs/outside-interfaces.md 'Shopify'): every call of the adapter goes through `request`.
 * It sends `{query, variables}` with `X-Shopify-Access-Token`, waits for the cost bucket, retries
 * THROTTLED and 429 for as long as it takes, retries 5xx and network failures a few times with
 * backoff, renews the token once on a 401, and logs each call with its operation name and cost.
 * Never call it inside one of our database transactions.
 */
export interface ShopifyLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface RequestOptions {
  /**
   * A mutation that is not safe to send twice (e.g. returnCreate) is not resent after a failure that
   * leaves unknown whether the store applied it (timeout, 5xx); THROTTLED and 429 are always resent
   * because the store did nothing. Queries and absolute writes are idempotent (the default for queries).
   */
  idempotent?: boolean;
}

/**
 * Every document of ours, keyed by its exact text: `{return, variables}`. Filled by the declarations that
 * `npm run codegen` generates from the pinned Admin schema (./generated, never committed), as
 * @shopify/admin-api-client's are, so a document's selection and its result type cannot disagree.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged with the generated declarations
export interface AdminQueries {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged with the generated declarations
export interface AdminMutations {}

type AdminOperations = AdminQueries & AdminMutations;
/** The text of one of our generated-typed documents. */
export type AdminDocument = keyof AdminOperations & string;
export type AdminResult<D extends AdminDocument> = AdminOperations[D] extends { return: infer R } ? R : never;
export type AdminVariables<D extends AdminDocument> = AdminOperations[D] extends { variables: infer V } ? V : never;

declare const builtAtRunTime: unique symbol;
/** A document built at run time (unknown to code generation): its result type `T` is written by hand. */
export type RuntimeDocument<T> = string & { readonly [builtAtRunTime]: T };
export function runtimeDocument<T>(text: string): RuntimeDocument<T> {
  return text as RuntimeDocument<T>;
}

/** Variables may be left out only where the document has no required one. */
type RequestArgs<D extends AdminDocument> =
  Record<string, never> extends AdminVariables<D>
    ? [variables?: AdminVariables<D>, options?: RequestOptions]
    : [variables: AdminVariables<D>, options?: RequestOptions];

export interface ShopifyClient {
  readonly config: ShopifyConfig;
  request<D extends AdminDocument>(document: D, ...args: RequestArgs<D>): Promise<AdminResult<D>>;
  request<T>(document: RuntimeDocument<T>, variables?: Record<string, unknown>, options?: RequestOptions): Promise<T>;
}

export interface ShopifyClientOptions {
  log?: ShopifyLog;
  fetch?: typeof fetch;
  tokens?: ShopifyTokenSource;
  /** The fallback of the token source when the client-credentials grant is refused. */
  offlineToken?: () => Promise<string | null>;
  limiter?: CostLimiter;
  /** Whether app/uninstalled stopped every call (cheap: asked before each request). */
  uninstalled?: () => Promise<boolean>;
  timeoutMs?: number;
  /** Tries for a 5xx or an unreachable store before ShopifyUnavailable. */
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Holds jobs' calls back while the store does not answer (store-breaker.ts); one per store. */
  breaker?: StoreBreaker;
}

interface GraphqlAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { cost?: { requestedQueryCost?: number; actualQueryCost?: number | null; throttleStatus?: ThrottleStatus } };
}

const silent: ShopifyLog = { info: () => {}, warn: () => {} };

/** The operation name of a document (`query ProductById(...)` -> ProductById). */
export function operationName(document: string): string {
  return /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(document)?.[1] ?? 'anonymous';
}

export function createShopifyClient(config: ShopifyConfig, options: ShopifyClientOptions = {}): ShopifyClient {
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? silent;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const tokens =
    options.tokens ??
    createShopifyTokenSource(config, { fetch: doFetch, timeoutMs: options.timeoutMs, offlineToken: options.offlineToken });
  const limiter = options.limiter ?? createCostLimiter({ sleep });
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 4;
  const endpoint = `${config.storeUrl}/admin/api/${config.apiVersion}/graphql.json`;
  // What each operation cost last time: the estimate the limiter reserves before sending it again.
  const lastCost = new Map<string, number>();

  const breaker = options.breaker ?? createStoreBreaker(config.storeUrl);

  /**
   * A job's call is held back while the store did not answer lately, and is the one probe when the pause is
   * over (one attempt); an operator's call always goes, with its retries. Either's outcome moves the breaker.
   */
  async function send(document: string, variables: object = {}, requestOptions: RequestOptions = {}): Promise<unknown> {
    const operation = operationName(document);
    const fromJob = currentJobId() !== null;
    const probe = fromJob && breaker.admit(operation);
    try {
      return await sendWithRetries(operation, document, variables, requestOptions, probe ? 1 : maxAttempts, fromJob);
    } catch (err) {
      if (err instanceof ShopifyUnavailable && !(err instanceof StoreDown) && !(err instanceof StoreUninstalled)) breaker.unanswered();
      throw err;
    } finally {
      if (probe) breaker.probeEnded();
    }
  }

  async function sendWithRetries(
    operation: string,
    document: string,
    variables: object,
    requestOptions: RequestOptions,
    attemptsAllowed: number,
    fromJob: boolean,
  ): Promise<unknown> {
    const isMutation = /^\s*mutation\b/.test(document);
    const resendable = requestOptions.idempotent ?? !isMutation;
    let failures = 0;
    let renewed = false;
    // A store call must never hold one of our transactions open (docs/outside-interfaces.md 'Shopify'): a bug, refused loudly.
    if (insideTransaction())
      throw new Error(`${operation} was called inside a database transaction; the store is called before or after ours, never inside.`);
    // The one gate of every store call (jobs and operators alike) after app/uninstalled.
    if (await options.uninstalled?.()) throw new StoreUninstalled(operation);
    for (let attempt = 1; ; attempt += 1) {
      await limiter.reserve(lastCost.get(operation) ?? 10);
      const token = await tokens.token();
      const started = Date.now();
      let res: Response;
      try {
        res = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'X-Shopify-Access-Token': token },
          body: JSON.stringify({ query: document, variables }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        failures += 1;
        const message = `The store at ${config.storeUrl} did not answer ${operation}: ${(err as Error).message}`;
        // A mutation that never left (connection refused) is safe to resend; one that timed out may have run.
        const neverSent = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(String((err as { cause?: { code?: string } }).cause?.code ?? ''));
        if (failures >= attemptsAllowed || (!resendable && !neverSent)) throw new ShopifyUnavailable(message, { cause: err });
        log.warn({ operation, attempt, err: (err as Error).message }, 'shopify call failed; retrying');
        await sleep(backoff(failures));
        if (fromJob) breaker.check(operation);
        continue;
      }
      if (res.status < 500) breaker.answered();
      if (res.status === 401 && tokens.renewable && !renewed) {
        renewed = true;
        tokens.invalidate(token);
        await res.body?.cancel();
        continue;
      }
      if (res.status === 429) {
        const retryAfter = Number(res.headers.get('retry-after'));
        await res.body?.cancel();
        log.warn({ operation, attempt, status: 429 }, 'shopify rate limit; waiting');
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoff(Math.min(attempt, 6)));
        continue;
      }
      if (res.status >= 500) {
        failures += 1;
        await res.body?.cancel();
        const message = `The store at ${config.storeUrl} answered ${operation} with HTTP ${res.status}`;
        if (failures >= attemptsAllowed || !resendable) throw new ShopifyUnavailable(message);
        log.warn({ operation, attempt, status: res.status }, 'shopify server error; retrying');
        await sleep(backoff(failures));
        if (fromJob) breaker.check(operation);
        continue;
      }
      const answer = (await res.json().catch(() => null)) as GraphqlAnswer | null;
      if (res.status === 401 || res.status === 403) {
        throw new ShopifyRequestError(
          `The store refused ${operation} (HTTP ${res.status}): check the app's access token and scopes`,
          operation,
          answer,
        );
      }
      if (!res.ok || !answer) throw new ShopifyRequestError(`The store answered ${operation} with HTTP ${res.status}`, operation, answer);
      const cost = answer.extensions?.cost;
      if (cost?.throttleStatus) limiter.observe(cost.throttleStatus);
      if (cost?.requestedQueryCost !== undefined) lastCost.set(operation, cost.requestedQueryCost);
      if (answer.errors?.some((e) => e.extensions?.code === 'THROTTLED')) {
        const wait = limiter.waitFor(cost?.requestedQueryCost ?? lastCost.get(operation) ?? 50);
        log.warn({ operation, attempt, cost: cost?.requestedQueryCost, waitMs: wait }, 'shopify throttled; waiting');
        recordStoreCall(operation, 0, true);
        await sleep(wait);
        continue;
      }
      log.info(
        { operation, cost: cost?.actualQueryCost ?? cost?.requestedQueryCost ?? null, ms: Date.now() - started, attempt },
        'shopify call',
      );
      recordStoreCall(operation, cost?.actualQueryCost ?? cost?.requestedQueryCost ?? 0, false);
      if (answer.errors?.length) {
        throw new ShopifyRequestError(
          `The store refused ${operation}: ${answer.errors.map((e) => e.message).join('; ')}`,
          operation,
          answer.errors,
        );
      }
      return answer.data;
    }
  }

  // The overloads only type what `send` answers: the data of that very document.
  return { config, request: send as ShopifyClient['request'] };
}

/** 0.5 s, 1 s, 2 s … at most 30 s, with jitter so that instances do not retry in step. */
function backoff(failures: number): number {
  const base = Math.min(30_000, 500 * 2 ** (failures - 1));
  return Math.round(base * (0.75 + Math.random() * 0.5));
}
