import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller (or the proxy in front) may name a request: a bounded token, never free text in our logs. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The caller's X-Request-Id when it is a plain bounded token, else a new UUID. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value !== undefined && REQUEST_ID.test(value) ? value : randomUUID();
}

const PROBES = new Set(['/healthz', '/readyz']);

/**
 * One log line per request, written when the answer has gone (Fastify's own request logging writes
 * two, each serialising the request; `disableRequestLogging` turns those off). Every line a request
 * writes carries its id (`reqId`), and the answer carries it back in X-Request-Id. Health probes log
 * at debug: a load balancer's probes would otherwise drown the log.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (PROBES.has(request.url)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
}
