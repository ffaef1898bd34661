import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from './db';

/**
 * Prometheus metrics of this process (`GET /metrics`, text format). One registry per process: the
 * store client and the mirror report through the small functions below without holding the app.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const httpRequests = new Counter({
  name: 'console_http_requests_total',
  help: 'HTTP requests answered, by method, route (its pattern) and status code.',
  labelNames: ['method', 'route', 'status'],
  registers: [metricsRegistry],
});
const httpDuration = new Histogram({
  name: 'console_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route (its pattern).',
  labelNames: ['method', 'route'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
const jobRuns = new Counter({
  name: 'console_job_runs_total',
  help: 'Job attempts this process ran, by type and outcome (done, failed, retry, cancelled).',
  labelNames: ['type', 'status'],
  registers: [metricsRegistry],
});
const jobDuration = new Histogram({
  name: 'console_job_duration_seconds',
  help: 'Duration of job attempts this process ran, by type and outcome.',
  labelNames: ['type', 'status'],
  buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600],
  registers: [metricsRegistry],
});
const jobsByStatus = new Gauge({
  name: 'console_jobs',
  help: 'Jobs in the database (all instances), by type and status.',
  labelNames: ['type', 'status'],
  registers: [metricsRegistry],
});
const storeCalls = new Counter({
  name: 'console_store_api_calls_total',
  help: 'Calls to the store platform API, by operation and whether it was throttled.',
  labelNames: ['operation', 'throttled'],
  registers: [metricsRegistry],
});
const storeCost = new Counter({
  name: 'console_store_api_cost_points_total',
  help: 'Query cost points the store platform charged, by operation.',
  labelNames: ['operation'],
  registers: [metricsRegistry],
});
const mirrorLag = new Gauge({
  name: 'console_mirror_lag_seconds',
  help: "How far the store mirror is behind the store (the sync's own measure).",
  registers: [metricsRegistry],
});

type HttpSeries = { count: ReturnType<typeof httpRequests.labels>; duration: ReturnType<typeof httpDuration.labels> };
const httpSeriesByKey = new Map<string, HttpSeries>();

/**
 * The label children of one method, route pattern and status, kept: prom-client checks and hashes a
 * label object on every call, a visible share of a list page's time (issue 26). Bounded by the routes.
 */
function httpSeries(method: string, route: string, status: number): HttpSeries {
  const key = `${method} ${status} ${route}`;
  let series = httpSeriesByKey.get(key);
  if (!series) {
    series = { count: httpRequests.labels({ method, route, status: String(status) }), duration: httpDuration.labels({ method, route }) };
    httpSeriesByKey.set(key, series);
  }
  return series;
}

/** The store client calls this once per API call: its operation name, the cost charged and whether the store throttled it. */
export function recordStoreCall(operation: string, cost: number, throttled: boolean): void {
  storeCalls.inc({ operation, throttled: throttled ? 'true' : 'false' });
  if (cost > 0) storeCost.inc({ operation }, cost);
}

/** The mirror sets its lag (seconds behind the store) whenever it measures it. */
export function setMirrorLag(seconds: number): void {
  mirrorLag.set(seconds);
}

/** One job attempt ended: `status` is done, failed (for good), retry (will run again) or cancelled. */
export function recordJobRun(type: string, status: 'done' | 'failed' | 'retry' | 'cancelled', seconds: number): void {
  jobRuns.inc({ type, status });
  jobDuration.observe({ type, status }, seconds);
}

function sameSecret(given: string, expected: string): boolean {
  // Hashes have equal length, so the comparison takes the same time whatever was sent.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Request counts and latencies by route pattern (bounded labels: never the raw URL), and
 * `GET /metrics` behind `Authorization: Bearer METRICS_TOKEN`. With no token configured the route
 * does not exist (404): metrics name routes and volumes, so they are not public by default.
 */
export function registerMetrics(app: FastifyInstance, db: Db, token: string | null): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const { count, duration } = httpSeries(request.method, route, reply.statusCode);
    count.inc();
    duration.observe(reply.elapsedTime / 1000);
    done();
  });
  if (!token) return;
  // Public to the access hook: the scraper proves the metrics token instead of an operator session.
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameSecret(given, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ statusCode: 401, error: 'Unauthorized', message: 'Give the metrics token as a Bearer token.' });
    }
    const counts = await db
      .selectFrom('jobs')
      .select(['type', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['type', 'status'])
      .execute();
    jobsByStatus.reset();
    for (const c of counts) jobsByStatus.set({ type: c.type, status: c.status }, Number(c.n));
    return reply
      .header('cache-control', 'no-store')
      .type(metricsRegistry.contentType)
      .send(await metricsRegistry.metrics());
  });
}
