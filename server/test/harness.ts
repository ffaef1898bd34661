import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { callPath, servedPath, type Call, type CallResponse } from '@console/contracts/common/call';
import { authContract } from '@console/contracts/auth.contract';
import { jobsContract } from '@console/contracts/jobs.contract';
import { errorBody, type ErrorBody } from '@console/contracts/common/errors';
import type { Flag } from '@console/contracts/common/flags';
import { buildApp, type App } from '../src/app';
import type { ShopContext } from '../src/app-context';
import { loadConfig, type Config } from '../src/platform/config';
import { SHOP_HEADER } from '@console/contracts/shops.contract';
import { addOperator, ensureAdminOnEveryShop, type Operator } from '../src/platform/operators';
import { addShopRecord, findShopRecord } from '../src/platform/shops';
import { sealSecret } from '../src/platform/secrets';
import type { ShopId } from '../src/platform/shop-id';
import { scryptParams, TEST_MIN_HASH_COST } from '../src/platform/passwords';
import { createSession } from '../src/platform/sessions';
import { createDatabase } from '../src/dev/pg-cluster';
import './test-db';

/**
 * The harness of the API tests (docs/conventions.md 'Tests'): the real app on an ephemeral port, a fresh real
 * database per use, operators signed in through `POST /auth/login`, and calls made from contract
 * entries over real HTTP. Typical use in a `*.api.test.ts`:
 *
 *   const server = await startTestServer();              // fresh database, worker on
 *   const admin = await server.operator(['showStudents']); // added and signed in
 *   const res = await server.call(studentsContract.list, { params: { status: 'pending' }, body: {}, headers: admin.headers });
 *   expect(res.status).toBe(200);
 *   const page = res.data();                             // parsed by the contract's response schema
 *   await server.close();                                // stops the app and drops the database
 *
 * Several shops (docs/several-shops.md): `server.ctx` is the first shop (the environment's); `server.addShop(name,
 * options)` adds another and answers its context; a request or call with `shop: name` sends X-Shop-Name.
 * Operators added without `shops` hold their flags in every shop that exists at the time.
 *
 * The sign-in route is rate-limited (30 a minute per address), so a test file signs in a handful
 * of operators and reuses them; `operatorSession` makes more without the route. Customers come
 * from ./seed (`seedProgramme`, `insertCustomer`). `startTestServer({ runWorker: false })` leaves
 * jobs queued until the test calls `server.ctx.jobs.start()`; `stop()` and
 * `startTestServer({ database })` restart on the same database.
 */

export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  /** What the app's config needs to open this database; DATA_DIR is always a fresh folder. */
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  /** Removes the folder and, on PostgreSQL, the database. */
  drop(): Promise<void>;
}

/**
 * A fresh database: SQLite in a temp DATA_DIR, or a new database in the run's PostgreSQL server,
 * copied from the run's migrated template (migrating takes seconds there) unless `empty` is asked
 * for by a test of the migrations themselves.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const target = inject('testDb');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (target.kind === 'sqlite') {
    return { kind: 'sqlite', config: { dataDir, databaseUrl: null }, drop: async () => removeDir() };
  }
  const name = `console_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabase(target.serverUrl, name, options.empty ? null : target.template);
  return {
    kind: 'postgres',
    config: { dataDir, databaseUrl },
    async drop() {
      removeDir();
      const client = new pg.Client({ connectionString: target.serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Headers every `/api` call carries (docs/functions/shell-students-staff.md §7). */
export interface IdentityHeaders extends Record<string, string> {
  token: string;
  customerId: string;
}

/** A signed-in operator: its record, password, the sign-in answer and the headers to use. */
export interface Identity {
  operator: Operator;
  password: string;
  login: CallResponse<typeof authContract.login>;
  headers: IdentityHeaders;
}

export interface HttpResult {
  status: number;
  headers: Headers;
  /** The parsed JSON answer, or the text when it is not JSON. */
  body: unknown;
}

export interface CallResult<C extends Call> extends HttpResult {
  /** The answer parsed by the contract's response schema; throws unless the status is 2xx. */
  data(): CallResponse<C>;
  /** The error answer (statusCode, error, message, fieldErrors); throws unless the status is 4xx/5xx. */
  error(): ErrorBody;
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The shop to call as: sent as X-Shop-Name (none: the operator's default shop). */
  shop?: string;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** The shop to call as: sent as X-Shop-Name. */
  shop?: string;
}

/** A shop's options as `npm run shops -- add` takes them. */
export interface TestShopOptions {
  /** A connected store (e.g. a stand-in's URL); none: an embedded store of its own. */
  storeUrl?: string;
  /** The store's `*.myshopify.com` domain (what `shops add` reads from the store). */
  domain?: string;
  /** The shop's own Admin API token, stored sealed. */
  accessToken?: string;
  timeZone?: string;
  mtd?: boolean;
  priceLogColumns?: boolean;
  /** `--coupon-discount-id`, as stored: a `gid://shopify/DiscountCodeNode/…`. */
  couponDiscountId?: string;
  returnAddress?: string;
}

/** Operators' options: made-up e-mail and password unless given; `shops` by name (none: every shop). */
export interface TestOperatorOptions {
  email?: string;
  password?: string;
  shops?: readonly string[];
}

export interface TestServer {
  app: App['app'];
  ctx: ShopContext;
  database: TestDatabase;
  /** `http://127.0.0.1:<port>` */
  url: string;
  request(method: string, pathAndQuery: string, init?: RequestOptions): Promise<HttpResult>;
  /** Makes a contract call with its method and path (where the client's rewrite lands it); `params` fill the `:name` segments. */
  call<C extends Call>(call: C, input?: CallInput): Promise<CallResult<C>>;
  /** Adds an operator with these flags (in `shops`, else every shop); email and password are made up unless given. */
  addOperator(flags: readonly Flag[], options?: TestOperatorOptions): Promise<{ operator: Operator; email: string; password: string }>;
  /** Signs in through `POST /auth/login`; throws unless it answers 200. */
  signIn(email: string, password: string, operator: Operator): Promise<Identity>;
  /** addOperator, then signIn. */
  operator(flags: readonly Flag[], options?: TestOperatorOptions): Promise<Identity>;
  /**
   * An operator with a session made directly, not through the sign-in route (which allows 30 a
   * minute per address): for tests that need many operators, such as the route walk.
   */
  operatorSession(
    flags: readonly Flag[],
    options?: { shops?: readonly string[] },
  ): Promise<{ operator: Operator; headers: IdentityHeaders }>;
  /** Adds a shop (as `npm run shops -- add` stores it), gives ADMIN_EMAIL every flag there, and answers its context once served. */
  addShop(name: string, options?: TestShopOptions): Promise<ShopContext>;
  /** Polls `GET /api/jobs/:id` until the job is done or failed. */
  waitForJob(jobId: number, headers: Record<string, string>, timeoutMs?: number): Promise<CallResponse<typeof jobsContract.detail>>;
  /** Closes the app but keeps the database, e.g. to start another instance on it. */
  stop(): Promise<void>;
  /** Closes the app and drops the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Reuse a database (another instance's); by default a fresh one is created and owned. */
  database?: TestDatabase;
  /** Start the job worker in this instance (default true). */
  runWorker?: boolean;
  config?: Partial<Config>;
}

/** The SECRETS_KEY of every PostgreSQL test instance (32 bytes, hex). */
export const TEST_SECRETS_KEY = '7e'.repeat(32);

let operatorCount = 0;

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function queryString(query: CallInput['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig(
    {},
    {
      ...database.config,
      runWorker: options.runWorker ?? true,
      // No built web app: unknown paths answer the API's 404 JSON.
      webDist: path.join(database.config.dataDir, 'no-web'),
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      // PostgreSQL requires SECRETS_KEY (instances share no DATA_DIR); one fixed key for the test run.
      secretsKey: database.config.databaseUrl ? TEST_SECRETS_KEY : null,
      // Hundreds of sign-ins per suite: a cheap hash (auth-hardening keeps the production cost).
      passwordHashCost: TEST_MIN_HASH_COST,
      ...options.config,
    },
  );
  const built = await buildApp(config, { logger: process.env.TEST_LOG_LEVEL ? undefined : false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  let stopped = false;

  async function request(method: string, pathAndQuery: string, init: RequestOptions = {}): Promise<HttpResult> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.shop !== undefined) headers[SHOP_HEADER] = init.shop;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${url}${pathAndQuery}`, { method, headers, body });
    return { status: res.status, headers: res.headers, body: await readBody(res) };
  }

  async function call<C extends Call>(contractCall: C, input: CallInput = {}): Promise<CallResult<C>> {
    const target = servedPath(callPath(contractCall.path, input.params)) + queryString(input.query);
    const res = await request(contractCall.method, target, { body: input.body, headers: input.headers, shop: input.shop });
    const label = `${contractCall.method} ${target} answered ${res.status}: ${JSON.stringify(res.body)}`;
    return {
      ...res,
      data() {
        if (res.status < 200 || res.status > 299) throw new Error(label);
        return contractCall.response.parse(res.body) as CallResponse<C>;
      },
      error() {
        if (res.status < 400) throw new Error(label);
        return errorBody.parse(res.body);
      },
    };
  }

  async function shopIds(names: readonly string[] | undefined): Promise<ShopId[] | undefined> {
    if (!names) return undefined;
    const ids: ShopId[] = [];
    for (const name of names) {
      const record = await findShopRecord(built.ctx.db, name);
      if (!record) throw new Error(`No shop named ${name}`);
      ids.push(record.id);
    }
    return ids;
  }

  async function addTestOperator(flags: readonly Flag[], opts: TestOperatorOptions = {}) {
    operatorCount += 1;
    const email = opts.email ?? `operator-${process.pid}-${operatorCount}@console.test`;
    const password = opts.password ?? `pw-${randomBytes(9).toString('base64url')}`;
    const operator = await addOperator(
      built.ctx.db,
      email,
      password,
      flags,
      scryptParams(built.ctx.config.passwordHashCost),
      await shopIds(opts.shops),
    );
    return { operator, email, password };
  }

  async function addShop(name: string, options: TestShopOptions = {}): Promise<ShopContext> {
    const onOff = (v: boolean | undefined) => (v === undefined ? null : v ? 1 : 0);
    await addShopRecord(built.ctx.db, {
      name,
      store_url: options.storeUrl ?? null,
      domain: options.domain ?? null,
      access_token: options.accessToken ? sealSecret(built.ctx.config, options.accessToken) : null,
      time_zone: options.timeZone ?? null,
      mtd: onOff(options.mtd),
      price_log_columns: onOff(options.priceLogColumns),
      coupon_discount_id: options.couponDiscountId ?? null,
      return_address: options.returnAddress ?? null,
    });
    await ensureAdminOnEveryShop(built.ctx.db, built.ctx.config.adminEmail);
    await built.ctx.shops.refresh();
    const shop = built.ctx.shops.byName(name);
    if (!shop) throw new Error(`Shop ${name} was added but is not served`);
    return shop;
  }

  async function signIn(email: string, password: string, operator: Operator): Promise<Identity> {
    const res = await call(authContract.login, { body: { email, password } });
    const login = res.data();
    return { operator, password, login, headers: { token: login.token, customerId: String(login.customerId) } };
  }

  async function stop(): Promise<void> {
    if (stopped) return;
    stopped = true;
    await built.close();
  }

  return {
    app: built.app,
    ctx: built.ctx,
    database,
    url,
    request,
    call,
    addOperator: addTestOperator,
    signIn,
    addShop,
    async operator(flags, opts) {
      const added = await addTestOperator(flags, opts);
      return signIn(added.email, added.password, added.operator);
    },
    async operatorSession(flags, opts) {
      const { operator } = await addTestOperator(flags, { shops: opts?.shops });
      const token = await createSession(built.ctx.db, operator.id, built.ctx.config);
      return { operator, headers: { token, customerId: String(operator.id) } };
    },
    async waitForJob(jobId, headers, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = (await call(jobsContract.detail, { params: { id: jobId }, headers })).data();
        if (job.status === 'done' || job.status === 'failed' || job.status === 'cancelled') return job;
        if (Date.now() > deadline) throw new Error(`Job ${jobId} still ${job.status} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop,
    async close() {
      await stop();
      if (ownsDatabase) await database.drop();
    },
  };
}
