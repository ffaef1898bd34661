import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

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
 * One log line per request, when the answer has gone (Fastify's default writes two, each serialising
 * the request or the reply): `msg: "request"` with method, url, status and ms, plus `reqId` like every
 * line of the request. Health probes log at debug, so a load balancer's probes do not drown the log.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else if (PROBES.has(request.url)) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}

/** Every answer carries its request id back, so a caller can quote it. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
