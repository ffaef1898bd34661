import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { z } from 'zod';
import { defineJob, enqueue, jobRegistry, runJob } from '../src/platform/jobs';
import { recordStoreCall, setMirrorLag } from '../src/platform/metrics';
import { startTestServer, type TestServer } from './harness';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line (`name{labels} value`) of a Prometheus text answer; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  let server: TestServer;
  const scrape = async () => {
    const res = await server.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return String(res.body);
  };

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false, config: { metricsToken: TOKEN } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers only with the token, and does not exist without one configured', async () => {
    expect((await server.request('GET', '/metrics')).status).toBe(401);
    expect((await server.request('GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const other = await startTestServer({ runWorker: false });
    try {
      expect((await other.request('GET', '/metrics')).status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const { headers } = await server.operatorSession(['showStudents']);
    const before = await scrape();
    const jobSeries = 'console_http_requests_total{method="GET",route="/api/jobs/:id",status="404"}';
    await server.request('GET', '/api/jobs/424242', { headers });
    await server.request('GET', '/api/jobs/434343', { headers });
    await server.request('GET', '/healthz');
    const after = await scrape();
    expect(sample(after, jobSeries) - sample(before, jobSeries)).toBe(2);
    expect(after).not.toContain('/api/jobs/424242');
    const health = 'console_http_requests_total{method="GET",route="/healthz",status="200"}';
    expect(sample(after, health) - sample(before, health)).toBe(1);
    const count = 'console_http_request_duration_seconds_count{method="GET",route="/api/jobs/:id"}';
    expect(sample(after, count) - sample(before, count)).toBe(2);
    // The buckets are cumulative, as Prometheus reads them: both answers are under 10 s, and every answer under +Inf.
    const bucket = (le: string) => 'console_http_request_duration_seconds_bucket{method="GET",route="/api/jobs/:id",le="' + le + '"}';
    expect(sample(after, bucket('10')) - sample(before, bucket('10'))).toBe(2);
    expect(sample(after, bucket('+Inf'))).toBe(sample(after, count));
    const les = ['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf'].map((le) =>
      sample(after, bucket(le)),
    );
    expect(les).toEqual([...les].sort((a, b) => a - b));
    expect(sample(after, 'console_http_request_duration_seconds_sum{method="GET",route="/api/jobs/:id"}')).toBeGreaterThan(0);
    expect(after).toContain('process_cpu_seconds_total');
  });

  it('shows jobs by type and status, job runs with durations, store calls, cost, throttles and mirror lag', async () => {
    const job = defineJob({ type: 'test.metrics', payload: z.object({}), flag: 'showStudents', handler: async () => undefined });
    const ran = await enqueue(server.ctx.db, job, {}, { shop: FIRST_SHOP_ID, operatorId: null });
    await enqueue(server.ctx.db, job, {}, { shop: FIRST_SHOP_ID, operatorId: null });
    const before = await scrape();
    expect(sample(before, 'console_jobs{type="test.metrics",status="pending"}')).toBe(2);
    await runJob(server.ctx, jobRegistry([job]), ran, () => undefined);
    recordStoreCall('customersQuery', 12, false);
    recordStoreCall('customersQuery', 0, true);
    setMirrorLag(42);
    const after = await scrape();
    expect(sample(after, 'console_jobs{type="test.metrics",status="pending"}')).toBe(1);
    expect(sample(after, 'console_jobs{type="test.metrics",status="done"}')).toBe(1);
    const runs = 'console_job_runs_total{type="test.metrics",status="done"}';
    expect(sample(after, runs) - sample(before, runs)).toBe(1);
    expect(sample(after, 'console_job_duration_seconds_count{type="test.metrics",status="done"}')).toBeGreaterThanOrEqual(1);
    const throttled = 'console_store_api_calls_total{operation="customersQuery",throttled="true"}';
    expect(sample(after, throttled) - sample(before, throttled)).toBe(1);
    const cost = 'console_store_api_cost_points_total{operation="customersQuery"}';
    expect(sample(after, cost) - sample(before, cost)).toBe(12);
    expect(sample(after, 'console_mirror_lag_seconds')).toBe(42);
  });
});
