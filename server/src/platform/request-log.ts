import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

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
 * A request that logs nothing else never makes its own logger ({@link requestLogger}).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const level = error ? 'error' : PROBES.has(request.url) ? 'debug' : 'info';
    const statusCode = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const log = request.log;
    const app = log instanceof RequestLogger ? log.appLogger() : null;
    if (app) {
      // The app's logger with the id (Fastify's default `reqId` label) among the fields writes the line the
      // request's own logger would: a literal, not a spread of its bindings, which went through V8's slow path.
      const line = { reqId: request.id, method: request.method, url: request.url, statusCode, ms };
      app[level](error ? { ...line, err: error } : line, 'request');
    } else {
      const line = { method: request.method, url: request.url, statusCode, ms };
      log[level](error ? { ...line, err: error } : line, 'request');
    }
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger (`request.log`), made on its first use: Fastify makes a pino child for every request,
 * its bindings serialised and its methods set up, and most requests log nothing but their one line
 * (a visible share of a list page). Its lines are the child's, with `reqId`.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | null = null;
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  logger(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  /**
   * The app's logger while this request has made no child and has no options of its own (a route's level or
   * serializers): its line with the request id among the fields is then the child's line. Null otherwise.
   */
  appLogger(): FastifyBaseLogger | null {
    return this.#made === null && this.options.level === undefined && this.options.serializers === undefined ? this.parent : null;
  }
}

for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly Level[]) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
    const logger = this.logger();
    (logger[level] as (...a: unknown[]) => void).apply(logger, args);
  } as LogFn;
}

/** Fastify's `childLoggerFactory`: each request's logger, made when the request first logs. */
export function requestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}

/** Every answer carries its request id back, so a caller can quote it. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
