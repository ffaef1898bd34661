import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers depend on the options only, so they are worked out once at start and copied onto
 * every answer; the Fastify plugin rebuilt the middleware (and re-parsed the CSP) on each request,
 * a measurable share of a list page's time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The headers of an answer that is data (JSON or a file), not a page: OWASP's REST Security Cheat Sheet's set. The
 * document-only headers (the rest of the CSP, COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) do nothing for an answer that is never rendered as a page, and
 * every client parses each one; no-store keeps people's data out of browser and proxy caches.
 */
function dataHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'cache-control': 'no-store',
    'content-security-policy': "frame-ancestors 'none'",
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** Helmet's set on pages; `answersData(url)` picks the leaner set of {@link dataHeaders} for data paths. */
export function registerSecurityHeaders(app: FastifyInstance, answersData: (url: string) => boolean, options: HelmetOptions): void {
  const page = helmetHeaders(options);
  const data = dataHeaders(page);
  app.addHook('onRequest', (request, reply, next) => {
    reply.headers(answersData(request.url) ? data : page);
    next();
  });
}
