import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Flag } from '@console/contracts/common/flags';
import { apiDocsContract } from '@console/contracts/api-docs.contract';
import type { Db } from './db';
import { SHOP_HEADER } from '@console/contracts/shops.contract';
import type { ShopContext, ShopRegistry } from '../app-context';
import { holdsFlagIn, operatorInShop, type Operator } from './operators';
import { findSessionOperator, rememberedSessionOperator, type SessionPolicy } from './sessions';
import { forbidden } from './http-error';

/**
 * `refused`: the store would not name the staff member (401, with why: the app uninstalled, or its
 * credentials refused); `unavailable`: the store did not answer the exchange (503, try again).
 */
export type EmbeddedAnswer =
  /** `shop`: the session token's `dest`, a shop this install serves. */
  | { kind: 'operator'; operator: Operator; shop: ShopContext }
  | { kind: 'invalid' }
  /** A genuine token for a store that is no shop of this install (docs/several-shops.md): 403. */
  | { kind: 'unknown-shop'; domain: string }
  | { kind: 'no-operator' }
  | { kind: 'refused'; message: string }
  | { kind: 'unavailable'; message: string };

/** The admin frame's identity (features/embedded implements it): the access hook asks it who a Bearer session token is. */
export interface EmbeddedIdentity {
  /** Who a session token from the admin frame speaks for, and in which shop (its `dest`). */
  identify(sessionToken: string): Promise<EmbeddedAnswer>;
}

/** The frame's answer for a store that is no shop of this install (the launch page says the same). */
export const STORE_NOT_CONNECTED = 'This store is not connected to this console. Ask the console administrator to add it as a shop.';

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
    /** The call's shop (docs/several-shops.md): set with the operator, for every /api call. */
    shopContext: ShopContext | null;
  }
  interface FastifyContextConfig {
    /**
     * Declared where the route is registered (docs/outside-interfaces.md): any one of these operator flags opens it, [] any
     * signed-in operator. Contract calls set it from the call's access (registerCall).
     */
    flags?: readonly Flag[];
    /** Declared by a route outside /api that checks its own caller: sign-in, webhooks, public pages, probes. */
    access?: 'public';
  }
}

export function routeKey(method: string, path: string): string {
  return `${method} ${path}`;
}

/** What a route declared: its flags, 'public', or undefined when it declared nothing (a plugin's own routes). */
export type DeclaredAccess = readonly Flag[] | 'public' | undefined;

const declaredByApp = new WeakMap<FastifyInstance, Map<string, DeclaredAccess>>();

/** Each registered route's declared access by `METHOD /path`, as the routes themselves declared it. */
export function declaredAccess(app: FastifyInstance): ReadonlyMap<string, DeclaredAccess> {
  return declaredByApp.get(app) ?? new Map();
}

/** The console's own API: every route here needs an operator (sign-in and sign-out live under /auth). */
function needsOperator(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Records what each route declares and refuses, at start, a route under /api that declares no operator
 * access: nothing under /api is open to anyone without a session by forgetting a line.
 */
function checkDeclaredAccess(app: FastifyInstance): void {
  const declared = new Map<string, DeclaredAccess>();
  declaredByApp.set(app, declared);
  app.addHook('onRoute', (route) => {
    const flags = route.config?.flags;
    const access: DeclaredAccess = flags ?? route.config?.access;
    for (const method of [route.method].flat()) {
      const key = routeKey(method, route.url);
      if (needsOperator(route.url) && !flags)
        throw new Error(`Route ${key} declares no operator access: register it from a contract call naming its flags`);
      declared.set(key, access);
    }
  });
}

export function hasAnyFlag(operator: Operator, flags: readonly Flag[]): boolean {
  return flags.length === 0 || flags.some((f) => operator.flags.includes(f));
}

/** For shared routes: the flag of the record being touched. */
export function requireFlag(operator: Operator, flag: Flag): void {
  if (!operator.flags.includes(flag)) throw forbidden();
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Pages a signed-in operator opens in the browser, which sends cookies but not the API headers: only
 * these GET reads also take the sign-in cookies (SameSite=Strict) as identity.
 */
const COOKIE_IDENTITY_ROUTES = new Set([apiDocsContract.page, apiDocsContract.openapi].map((c) => routeKey(c.method, c.path)));

function identity(request: FastifyRequest): { token: string | undefined; customerId: number } {
  const token = header(request, 'token');
  if (token === undefined && COOKIE_IDENTITY_ROUTES.has(routeKey(request.method, request.routeOptions.url ?? ''))) {
    return { token: request.cookies.customerToken, customerId: Number(request.cookies._c_id) };
  }
  return { token, customerId: Number(header(request, 'customerid')) };
}

function refuse(reply: FastifyReply, status: 403 | 404, message: string): false {
  reply.code(status).send({ statusCode: status, error: status === 404 ? 'Not Found' : 'Forbidden', message });
  return false;
}

const NO_ACCESS = 'You do not have access to this function.';
const NO_SHOP_ACCESS = 'You do not have access to this shop.';

/** The shop a call names: `X-Shop-Name`, else the `shopName` cookie; undefined when it names none. */
function namedShop(request: FastifyRequest): string | undefined {
  const named = header(request, SHOP_HEADER_LOWER) ?? request.cookies?.shopName;
  return named === '' ? undefined : named;
}
const SHOP_HEADER_LOWER = SHOP_HEADER.toLowerCase();

/**
 * The shop of a call that names none (docs/several-shops.md): the one the environment defines when the operator
 * holds a flag there, else their first shop by name (the registry lists by name), else the first.
 */
export function defaultShopOf(operator: Operator, shops: ShopRegistry): ShopContext {
  const first = shops.first();
  if (holdsFlagIn(operator, first.shop.id)) return first;
  for (const shop of shops.all()) if (holdsFlagIn(operator, shop.shop.id)) return shop;
  return first;
}

/**
 * In the shop: 403 when the operator holds flags but none there (one who holds none anywhere goes on, to
 * calls open to every operator), then 403 without one of the route's flags there; else names the call's
 * operator (with that shop's flags) and shop. True when the request may go on.
 */
function admitIn(request: FastifyRequest, reply: FastifyReply, operator: Operator, shop: ShopContext, flags: readonly Flag[]): boolean {
  if (operator.shopFlags.size > 0 && !holdsFlagIn(operator, shop.shop.id)) return refuse(reply, 403, NO_SHOP_ACCESS);
  const inShop = operatorInShop(operator, shop.shop.id);
  if (!hasAnyFlag(inShop, flags)) return refuse(reply, 403, NO_ACCESS);
  request.operator = inShop;
  request.shopContext = shop;
  return true;
}

/**
 * Sends 401 without an operator, 404 for a shop name that is none (after reading the shops again once:
 * another instance may have added it), 403 as admitIn says. Synchronous (no promise) unless the name is
 * unknown; `goOn` gets whether the request may go on.
 */
function admit(
  request: FastifyRequest,
  reply: FastifyReply,
  operator: Operator | null,
  flags: readonly Flag[],
  shops: ShopRegistry,
  goOn: (admitted: boolean) => void,
  fail: (err: Error) => void,
): void {
  if (!operator) {
    reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue.' });
    return goOn(false);
  }
  const name = namedShop(request);
  if (name === undefined) return goOn(admitIn(request, reply, operator, defaultShopOf(operator, shops), flags));
  const shop = shops.byName(name);
  if (shop) return goOn(admitIn(request, reply, operator, shop, flags));
  shops.refresh().then(() => {
    const found = shops.byName(name);
    goOn(found ? admitIn(request, reply, operator, found, flags) : refuse(reply, 404, `No shop named ${name.slice(0, 100)}.`));
  }, fail);
}

/**
 * The admin frame (docs/outside-interfaces.md 'Shopify', §11): a Bearer session token replaces the token/customerId headers, and its `dest`
 * is the shop.
 */
async function admitEmbedded(
  request: FastifyRequest,
  reply: FastifyReply,
  authorization: string,
  flags: readonly Flag[],
  embedded: EmbeddedIdentity | null,
): Promise<boolean> {
  const bearer = /^Bearer (\S+)$/.exec(authorization)?.[1];
  const answer = bearer && embedded ? await embedded.identify(bearer) : { kind: 'invalid' as const };
  if (answer.kind === 'invalid') {
    reply
      .code(401)
      .header('X-Shopify-Retry-Invalid-Session-Request', '1')
      .send({ statusCode: 401, error: 'Unauthorized', message: 'The session token is not valid.' });
    return false;
  }
  if (answer.kind === 'unknown-shop') return refuse(reply, 403, STORE_NOT_CONNECTED);
  // No retry header: a fresh session token would be refused the same way.
  if (answer.kind === 'refused') {
    reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: answer.message });
    return false;
  }
  if (answer.kind === 'unavailable') {
    reply.code(503).header('retry-after', '5').send({ statusCode: 503, error: 'Service Unavailable', message: answer.message });
    return false;
  }
  if (answer.kind === 'no-operator') {
    return refuse(
      reply,
      403,
      'Your store account has no operator in this console. Ask the console administrator to add one with your e-mail.',
    );
  }
  // In the frame the admin's shop is the shop: a header naming another one is refused, never followed.
  const named = header(request, SHOP_HEADER_LOWER);
  if (named !== undefined && named !== '' && named !== answer.shop.shop.name)
    return refuse(reply, 403, `This frame is the shop ${answer.shop.shop.name}: it cannot act on ${named.slice(0, 100)}.`);
  return admitIn(request, reply, answer.operator, answer.shop, flags);
}

/**
 * Identity, shop and flag checks run before the body is parsed, so an anonymous caller learns nothing
 * from validation answers: 401 without a live session, 404/403 for the shop, 403 without the route's flag
 * in that shop. A callback hook: a session this instance remembers, naming a shop this instance knows, is
 * checked without a promise (a page's every tick counts).
 */
export function registerAccessHook(
  app: FastifyInstance,
  db: Db,
  policy: SessionPolicy,
  shops: ShopRegistry,
  embedded: EmbeddedIdentity | null = null,
): void {
  checkDeclaredAccess(app);
  app.decorateRequest('operator', null);
  app.decorateRequest('shopContext', null);
  app.addHook('onRequest', (request, reply, done) => {
    const flags = request.routeOptions.config?.flags;
    if (!flags) return done();
    const goOn = (admitted: boolean) => {
      if (admitted) done();
    };
    const authorization = header(request, 'authorization');
    if (authorization !== undefined) return void admitEmbedded(request, reply, authorization, flags, embedded).then(goOn, done);
    const { token, customerId } = identity(request);
    if (!token || !Number.isInteger(customerId)) return admit(request, reply, null, flags, shops, goOn, done);
    const remembered = rememberedSessionOperator(db, token, customerId);
    if (remembered !== undefined) return admit(request, reply, remembered, flags, shops, goOn, done);
    findSessionOperator(db, token, customerId, policy).then((operator) => admit(request, reply, operator, flags, shops, goOn, done), done);
  });
}
