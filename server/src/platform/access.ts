import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Flag } from '@console/contracts/common/flags';
import { apiDocsContract } from '@console/contracts/api-docs.contract';
import type { Db } from './db';
import type { ShopContext } from '../app-context';
import type { Operator } from './operators';
import { findSessionOperator, rememberedSessionOperator, type SessionPolicy } from './sessions';
import { forbidden } from './http-error';

/**
 * `refused`: the store would not name the staff member (401, with why: the app uninstalled, or its
 * credentials refused); `unavailable`: the store did not answer the exchange (503, try again).
 */
export type EmbeddedAnswer =
  | { kind: 'operator'; operator: Operator }
  | { kind: 'invalid' }
  | { kind: 'no-operator' }
  | { kind: 'refused'; message: string }
  | { kind: 'unavailable'; message: string };

/** The admin frame's identity (features/embedded implements it): the access hook asks it who a Bearer session token is. */
export interface EmbeddedIdentity {
  /** Who a session token from the admin frame speaks for. */
  identify(sessionToken: string): Promise<EmbeddedAnswer>;
  /** `<shop>.myshopify.com`: the shop this install serves. */
  shop(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
    /** The call's shop (DESIGN.md §11): set with the operator, for every /api call. */
    shopContext: ShopContext | null;
  }
  interface FastifyContextConfig {
    /**
     * Declared where the route is registered (DESIGN.md §4): any one of these operator flags opens it, [] any
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

/**
 * Sends 401 without an operator and 403 without one of the route's flags; else names the request's operator.
 * True when the request may go on.
 */
function admit(request: FastifyRequest, reply: FastifyReply, operator: Operator | null, flags: readonly Flag[]): boolean {
  if (!operator) {
    reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue.' });
    return false;
  }
  if (!hasAnyFlag(operator, flags)) {
    reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'You do not have access to this function.' });
    return false;
  }
  request.operator = operator;
  return true;
}

/** The admin frame (DESIGN.md §10): a Bearer session token replaces the token/customerId headers. */
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
    reply.code(403).send({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Your store account has no operator in this console. Ask the console administrator to add one with your e-mail.',
    });
    return false;
  }
  return admit(request, reply, answer.operator, flags);
}

/**
 * Identity and flag checks run before the body is parsed, so an anonymous caller learns nothing
 * from validation answers: 401 without a live session, 403 without the route's flag. A callback hook:
 * a session this instance remembers is checked without a promise (issue 26: a page's every tick counts).
 */
export function registerAccessHook(app: FastifyInstance, db: Db, policy: SessionPolicy, embedded: EmbeddedIdentity | null = null): void {
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
    if (!token || !Number.isInteger(customerId)) return goOn(admit(request, reply, null, flags));
    const remembered = rememberedSessionOperator(db, token, customerId);
    if (remembered !== undefined) return goOn(admit(request, reply, remembered, flags));
    findSessionOperator(db, token, customerId, policy).then((operator) => goOn(admit(request, reply, operator, flags)), done);
  });
}
