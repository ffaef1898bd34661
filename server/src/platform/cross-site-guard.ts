import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a browser says this request comes from another site: `Sec-Fetch-Site` when the browser
 * sends it (only same-origin and a typed address, `none`, are ours), else `Origin` compared with our
 * own origin and PUBLIC_URL's. A request with neither is not a browser's cross-site request
 * (scripts, webhooks, older browsers' same-origin posts) and passes.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = header(request, 'origin');
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.host}` && origin !== publicOrigin;
}

/**
 * Login CSRF and its kind: no state-changing request is taken from another site's page,
 * whatever it relies on (the sign-in cookies, or none, as the sign-in itself). Runs before the
 * access check, so the answer says nothing about the session either.
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  // A callback hook, not an async one: it runs on every request, and a promise per hook shows on a list page.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request, publicOrigin))
      done(new HttpError(403, 'Requests from other sites are refused.'));
    else done();
  });
}
