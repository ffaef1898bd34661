import { STAND_IN_SHOP } from './token-exchange.module';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { answerTokenExchange } from './token-exchange.module';
import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from 'graphql';
import { loadAdminSchema } from '../../src/dev/shopify-admin-schema';
import type { ShopifyConfig } from '../../src/platform/config';
import { MAX_QUERY_COST, requestedCost } from './stand-in-cost';
import { createResolverMap, type StandInContext, type StandInModule } from './stand-in-module';
import { StandInState, type StandInRecord } from './stand-in-state';

/**
 * A Shopify stand-in on loopback (docs/outside-interfaces.md 'Shopify' Testing): it answers the client-credentials token
 * request, executes Admin GraphQL documents with graphql-js over the published schema on a small
 * stateful store made of modules (one per resource), throttles with a small cost bucket, serves bulk
 * result files and accepts staged uploads, and records everything it received.
 */
export interface ReceivedCall {
  operation: string;
  variables: Record<string, unknown>;
  query: string;
  /** What it answered: 'ok', 'throttled', 'error', or an HTTP status for an injected failure. */
  outcome: string;
}

export interface Fault {
  /** Only calls of this operation (any when absent). */
  operation?: string;
  /** Answer with this HTTP status … */
  status?: number;
  /** … or with a THROTTLED GraphQL error … */
  throttle?: boolean;
  /** … or drop the connection without an answer. */
  drop?: boolean;
  /** Only once this many calls it matches have gone through (the third bulk operation, say). */
  after?: number;
}

export interface StandInOptions {
  modules: readonly StandInModule[];
  clientId?: string;
  clientSecret?: string;
  apiVersion?: string;
  /** Seconds a token lives (expires_in). */
  tokenLifetimeSeconds?: number;
  /** The cost bucket: small by default so that tests meet it. */
  bucket?: { maximumAvailable: number; restoreRate: number };
  /** How long a bulk operation stays RUNNING before it completes. */
  bulkDelayMs?: number;
  /** The store's `*.myshopify.com` domain; STAND_IN_SHOP when absent. */
  shopDomain?: string;
  /** The store's `ianaTimezone`; America/Toronto when absent. */
  timeZone?: string;
  port?: number;
}

export interface ShopifyStandIn {
  url: string;
  /** What the console's config needs to use this stand-in: `startTestServer({ config: { shopify: standIn.config } })`. */
  config: ShopifyConfig;
  state: StandInState;
  ctx: StandInContext;
  received: ReceivedCall[];
  tokenRequests: number;
  /**
   * False: the app may not use the client-credentials grant (token exchange only, docs/outside-interfaces.md 'Shopify'); tests switch it.
   */
  clientCredentials: boolean;
  uploads: Map<string, { body: Buffer; contentType: string; filename: string }>;
  /** The calls of one operation, in order. */
  calls(operation: string): ReceivedCall[];
  /** The next matching GraphQL calls fail this way (queued, one fault per call). */
  fault(fault: Fault, times?: number): void;
  /** Every client-credentials token issued so far is expired: the next call answers 401 (exchanged offline tokens do not expire). */
  expireTokens(): void;
  /** Stop listening (the store is unreachable) and start again on the same port. */
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
  /** Accept connections but answer nothing (a store that hangs: every call runs into the client's timeout) until false. */
  hang(on: boolean): void;
  close(): Promise<void>;
}

export async function createShopifyStandIn(options: StandInOptions): Promise<ShopifyStandIn> {
  const schema = loadAdminSchema(options.apiVersion ?? '2026-07');
  const clientId = options.clientId ?? 'stand-in-client';
  const clientSecret = options.clientSecret ?? 'stand-in-secret';
  const bucketSize = options.bucket ?? { maximumAvailable: 200, restoreRate: 100 };
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const fileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopify-stand-in-'));
  const state = new StandInState();
  const resolvers = createResolverMap(options.modules);
  const tokens = new Map<string, number>();
  const faults: Array<{ fault: Fault; passed: number }> = [];
  let available = bucketSize.maximumAvailable;
  let bucketAt = Date.now();
  let tokenCount = 0;

  const ctx: StandInContext = {
    state,
    baseUrl: '',
    refuse: new Set(),
    fileDir,
    bulkDelayMs: options.bulkDelayMs ?? 50,
    shopDomain: options.shopDomain ?? STAND_IN_SHOP,
    timeZone: options.timeZone ?? 'America/Toronto',
    run: (document, variables) => run(document, variables),
  };
  const standIn = {
    url: '',
    state,
    ctx,
    received: [] as ReceivedCall[],
    tokenRequests: 0,
    clientCredentials: true,
    uploads: new Map<string, { body: Buffer; contentType: string; filename: string }>(),
  };

  function restore(): number {
    const now = Date.now();
    available = Math.min(bucketSize.maximumAvailable, available + ((now - bucketAt) / 1000) * bucketSize.restoreRate);
    bucketAt = now;
    return available;
  }

  function throttleStatus() {
    return {
      maximumAvailable: bucketSize.maximumAvailable,
      currentlyAvailable: Math.floor(available),
      restoreRate: bucketSize.restoreRate,
    };
  }

  function takeFault(operation: string): Fault | null {
    const index = faults.findIndex(({ fault: f }) => !f.operation || f.operation === operation);
    const first = faults[index];
    if (!first) return null;
    if (first.passed < (first.fault.after ?? 0)) {
      first.passed += 1;
      return null;
    }
    faults.splice(index, 1);
    return first.fault;
  }

  async function handleGraphql(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const token = String(req.headers['x-shopify-access-token'] ?? '');
    const expiresAt = tokens.get(token);
    if (!expiresAt || expiresAt < Date.now()) {
      return send(res, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    }
    let payload: { query?: string; variables?: Record<string, unknown> };
    try {
      payload = JSON.parse(body.toString('utf8')) as typeof payload;
    } catch {
      return send(res, 400, { errors: 'Bad JSON' });
    }
    const query = payload.query ?? '';
    const variables = payload.variables ?? {};
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (err) {
      return send(res, 200, { errors: [{ message: (err as Error).message }] });
    }
    const operationNode = getOperationAST(document);
    const operation = operationNode?.name?.value ?? 'anonymous';
    const call: ReceivedCall = { operation, variables, query, outcome: 'ok' };
    standIn.received.push(call);
    const fault = takeFault(operation);
    if (fault?.drop) {
      call.outcome = 'dropped';
      req.socket.destroy();
      return;
    }
    if (fault?.status) {
      call.outcome = String(fault.status);
      return send(res, fault.status, { errors: 'Injected failure' });
    }
    const errors = validate(schema, document);
    if (errors.length || !operationNode) {
      call.outcome = 'error';
      return send(res, 200, { errors: errors.map((e) => ({ message: e.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) });
    }
    const cost = requestedCost(schema, document, operationNode, variables);
    restore();
    if (cost > MAX_QUERY_COST) {
      call.outcome = 'error';
      return send(res, 200, {
        errors: [
          {
            message: `Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
            extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: MAX_QUERY_COST },
          },
        ],
      });
    }
    const extensions = () => ({
      cost: { requestedQueryCost: cost, actualQueryCost: null as number | null, throttleStatus: throttleStatus() },
    });
    if (fault?.throttle || cost > available) {
      call.outcome = 'throttled';
      return send(res, 200, { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }], extensions: extensions() });
    }
    available -= cost;
    const result = await execute({ schema, document, variableValues: variables, contextValue: ctx, fieldResolver, typeResolver });
    if (result.errors?.length) call.outcome = 'error';
    const ext = extensions();
    ext.cost.actualQueryCost = cost;
    return send(res, 200, {
      ...(result.errors?.length ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
      data: result.data ?? null,
      extensions: ext,
    });
  }

  function handleToken(res: http.ServerResponse, body: Buffer) {
    standIn.tokenRequests += 1;
    let input: { client_id?: string; client_secret?: string; grant_type?: string } = {};
    try {
      input = JSON.parse(body.toString('utf8')) as typeof input;
    } catch {
      // A form body or junk: refused below like wrong credentials.
    }
    if (input.grant_type === 'urn:ietf:params:oauth:grant-type:token-exchange') {
      const answer = answerTokenExchange(state, input, { id: clientId, secret: clientSecret });
      // An exchanged token opens the Admin API like any other.
      const exchanged = (answer.body as { access_token?: string }).access_token;
      if (answer.status === 200 && exchanged) tokens.set(exchanged, Number.MAX_SAFE_INTEGER);
      return send(res, answer.status, answer.body);
    }
    if (input.grant_type === 'client_credentials' && !standIn.clientCredentials) {
      return send(res, 400, { error: 'unauthorized_client', error_description: 'This app may not use the client credentials grant' });
    }
    if (input.grant_type !== 'client_credentials' || input.client_id !== clientId || input.client_secret !== clientSecret) {
      return send(res, 400, { error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    tokenCount += 1;
    const token = `shpat_stand_in_${tokenCount}`;
    tokens.set(token, Date.now() + lifetime * 1000);
    return send(res, 200, { access_token: token, scope: 'read_products,write_products,read_orders,write_returns', expires_in: lifetime });
  }

  async function handleUpload(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const form = await new Response(body, { headers: { 'content-type': String(req.headers['content-type'] ?? '') } }).formData();
    const key = String(form.get('key') ?? '');
    const file = form.get('file');
    if (!key || !(file instanceof Blob)) return send(res, 400, { error: 'key and file are required' });
    standIn.uploads.set(key, { body: Buffer.from(await file.arrayBuffer()), contentType: file.type, filename: (file as File).name ?? '' });
    res.writeHead(201).end();
  }

  let hanging = false;
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (hanging) {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const route = `${req.method} ${url.pathname}`;
      const done = (p: Promise<void> | void) => Promise.resolve(p).catch((err: Error) => send(res, 500, { errors: err.message }));
      if (route === 'POST /admin/oauth/access_token') return done(handleToken(res, body));
      if (route === `POST /admin/api/${options.apiVersion ?? '2026-07'}/graphql.json`) return done(handleGraphql(req, res, body));
      if (route === 'POST /staged-uploads') return done(handleUpload(req, res, body));
      if (req.method === 'GET' && url.pathname.startsWith('/staged-uploads/')) {
        const upload = standIn.uploads.get(decodeURIComponent(url.pathname.slice('/staged-uploads/'.length)));
        return upload
          ? res.writeHead(200, { 'content-type': upload.contentType }).end(upload.body)
          : send(res, 404, { error: 'no such upload' });
      }
      if (req.method === 'GET' && url.pathname.startsWith('/bulk/')) {
        const file = path.join(fileDir, path.basename(url.pathname));
        if (!fs.existsSync(file)) return send(res, 404, { error: 'no such file' });
        res.writeHead(200, { 'content-type': 'application/jsonl' });
        fs.createReadStream(file).pipe(res);
        return;
      }
      send(res, 404, { errors: `No route ${route}` });
    });
  });

  const fieldResolver: GraphQLFieldResolver<unknown, StandInContext> = (source, args, context, info) => {
    const resolve = resolvers.get(info.parentType.name)?.get(info.fieldName);
    if (resolve) return resolve(source as StandInRecord, args as Record<string, unknown>, context, info);
    if (info.parentType === schema.getQueryType() || info.parentType === schema.getMutationType()) {
      throw new GraphQLError(`The stand-in does not implement ${info.parentType.name}.${info.fieldName}`);
    }
    const value = (source as Record<string, unknown> | null)?.[info.fieldName];
    return typeof value === 'function' ? (value as (a: unknown) => unknown)(args) : value;
  };

  const typeResolver: GraphQLTypeResolver<unknown, StandInContext> = (value) => (value as { __typename?: string } | null)?.__typename;

  async function run(document: DocumentNode, variables: Record<string, unknown> = {}) {
    return execute({ schema, document, variableValues: variables, contextValue: ctx, fieldResolver, typeResolver });
  }

  async function listen(port: number) {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    return (server.address() as AddressInfo).port;
  }

  const port = await listen(options.port ?? 0);
  standIn.url = `http://127.0.0.1:${port}`;
  ctx.baseUrl = standIn.url;

  return Object.assign(standIn, {
    config: { storeUrl: standIn.url, clientId, clientSecret, accessToken: null, apiVersion: options.apiVersion ?? '2026-07' },
    calls: (operation: string) => standIn.received.filter((c) => c.operation === operation),
    fault(fault: Fault, times = 1) {
      for (let i = 0; i < times; i += 1) faults.push({ fault, passed: 0 });
    },
    expireTokens() {
      for (const token of tokens.keys()) if (token.startsWith('shpat_')) tokens.set(token, 0);
    },
    async goDown() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async comeBack() {
      await listen(port);
    },
    hang(on: boolean) {
      hanging = on;
      if (!on) for (const res of held) res.socket?.destroy();
    },
    async close() {
      hanging = false;
      for (const res of held) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(fileDir, { recursive: true, force: true });
    },
  });
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** The schema the stand-in executes over (for modules that need type information). */
export function standInSchema(version = '2026-07'): GraphQLSchema {
  return loadAdminSchema(version);
}
