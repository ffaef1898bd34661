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

/** Upper bounds (seconds) of the HTTP latency buckets. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface HttpAnswers {
  labels: { method: string; route: string; status: string };
  count: number;
}
interface HttpTimes {
  labels: { method: string; route: string };
  count: number;
  sum: number;
  /** Answers per bucket (not cumulative), the last one past every bound. */
  buckets: number[];
}

/** Bounded by the routes: labels are route patterns, never raw URLs. */
const httpAnswers = new Map<string, HttpAnswers>();
const httpTimes = new Map<string, HttpTimes>();

/**
 * One answered request. Counted in plain numbers that the registry reads when scraped (`plainMetric`):
 * prom-client's own counter and histogram check and hash their labels on every observation, even through
 * a kept label child, about 10 µs of each request.
 */
function recordHttp(method: string, route: string, status: number, seconds: number): void {
  const answersKey = `${method} ${status} ${route}`;
  let answers = httpAnswers.get(answersKey);
  if (!answers) httpAnswers.set(answersKey, (answers = { labels: { method, route, status: String(status) }, count: 0 }));
  answers.count += 1;
  const timesKey = `${method} ${route}`;
  let times = httpTimes.get(timesKey);
  if (!times)
    httpTimes.set(timesKey, (times = { labels: { method, route }, count: 0, sum: 0, buckets: HTTP_BUCKETS.map(() => 0).concat(0) }));
  times.count += 1;
  times.sum += seconds;
  let bucket = 0;
  while (bucket < HTTP_BUCKETS.length && seconds > HTTP_BUCKETS[bucket]!) bucket++;
  times.buckets[bucket]! += 1;
}

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * A metric of ours in prom-client's registry: the registry renders (and resets) any metric through `get` and `reset`;
 * prom-client's types name only its own classes, hence the cast.
 */
function plainMetric(name: string, help: string, type: 'counter' | 'histogram', samples: () => Sample[], reset: () => void): void {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: samples() }),
    reset,
  };
  metricsRegistry.registerMetric(metric as unknown as Parameters<typeof metricsRegistry.registerMetric>[0]);
}

plainMetric(
  'console_http_requests_total',
  'HTTP requests answered, by method, route (its pattern) and status code.',
  'counter',
  () => [...httpAnswers.values()].map((a) => ({ labels: a.labels, value: a.count })),
  () => httpAnswers.clear(),
);
plainMetric(
  'console_http_request_duration_seconds',
  'Time to answer an HTTP request, by method and route (its pattern).',
  'histogram',
  () =>
    [...httpTimes.values()].flatMap((t) => {
      let below = 0;
      const buckets = HTTP_BUCKETS.map((le, i) => {
        below += t.buckets[i]!;
        return { labels: { ...t.labels, le }, value: below, metricName: 'console_http_request_duration_seconds_bucket' };
      });
      return [
        ...buckets,
        { labels: { ...t.labels, le: '+Inf' }, value: t.count, metricName: 'console_http_request_duration_seconds_bucket' },
        { labels: t.labels, value: t.sum, metricName: 'console_http_request_duration_seconds_sum' },
        { labels: t.labels, value: t.count, metricName: 'console_http_request_duration_seconds_count' },
      ];
    }),
  () => httpTimes.clear(),
);

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
    recordHttp(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
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
