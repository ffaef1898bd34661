import { leanConnection, requestBytes } from './lean-http';

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
  const url = new URL(req.url);
  const request = requestBytes(url, req.method, req.path, req.headers, req.body);
  const connections = Array.from({ length: req.concurrency }, () => leanConnection(url, request));
  const start = Date.now();
  const measureFrom = start + req.warmupMs;
  const end = measureFrom + req.durationMs;
  let requests = 0;
  let failures = 0;
  let total = 0;
  const cpu = process.cpuUsage();
  await Promise.all(
    connections.map(async (connection) => {
      while (Date.now() < end) {
        const status = await connection.send();
        total++;
        // Completions inside the measured window count; warm-up ones do not.
        const done = Date.now();
        if (done >= measureFrom && done <= end) {
          if (status === 200) requests++;
          else failures++;
        }
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  for (const connection of connections) connection.close();
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
