import { createBenchHttp } from './http-client';

/**
 * Child process of the throughput bench: `concurrency` keep-alive loops hit one route for a fixed
 * time. It runs apart from the server so the client's own work does not share the server's event
 * loop; the same generator drives every route it is compared with.
 */
export interface LoadRequest {
  url: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  /** Every completed request, warm-up included: what the server did while the generator ran. */
  total: number;
  failures: number;
  seconds: number;
  perSecond: number;
  /** CPU ms (user + system) the generator itself used, warm-up included: a client's share of a machine both run on. */
  clientCpuMs: number;
}

async function run(req: LoadRequest): Promise<LoadResult> {
  const http = createBenchHttp(req.url, req.concurrency);
  const start = Date.now();
  const measureFrom = start + req.warmupMs;
  const end = measureFrom + req.durationMs;
  let requests = 0;
  let failures = 0;
  let total = 0;
  async function loop(): Promise<void> {
    while (Date.now() < end) {
      const answer = await http.request(req.method, req.path, req.body, req.headers);
      total++;
      // Completions inside the measured window count; warm-up ones do not.
      const done = Date.now();
      if (done >= measureFrom && done <= end) {
        if (answer.status === 200) requests++;
        else failures++;
      }
    }
  }
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: req.concurrency }, loop));
  const used = process.cpuUsage(cpu);
  http.close();
  const seconds = req.durationMs / 1000;
  return { requests, total, failures, seconds, perSecond: requests / seconds, clientCpuMs: (used.user + used.system) / 1000 };
}

process.once('message', (message: LoadRequest) => {
  run(message).then(
    (result) => process.send?.(result, () => process.disconnect()),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
