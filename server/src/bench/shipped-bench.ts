import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { callPath } from '@console/contracts/common/call';
import { studentsContract } from '@console/contracts/students.contract';
import { customerPage } from '../features/customers/customers.service';
import { createDb } from '../platform/db';
import { startHelloServer } from './bench-app';
import type { BenchTarget } from './bench-target';
import { waitForExit } from './child';
import { createBenchHttp } from './http-client';
import { combine, drive, ROUNDS, type ThroughputOptions, type ThroughputRun } from './throughput-bench';
import type { LoadRequest, LoadResult } from './load-generator';
import { load1 } from './stats';

/**
 * The outside load test of issue 18 as a bench part: the console as `npm start` runs it (its own
 * process, the default config, worker on, request logging at the default level, stdout redirected to
 * a file) against a bare Fastify route in this process that runs only the page's SQL (the
 * repository's query, no row mapping) and answers its rows as plain JSON.
 */
export interface ShippedResult {
  concurrency: number;
  rounds: number;
  seconds: number;
  /** Log bytes the shipped process wrote per request. */
  logBytesPerRequest: number;
  page1: ThroughputRun;
  rawSql: ThroughputRun;
  /** Server CPU ms per request of the shipped process (from /proc; null where there is none): steadier than requests/s on a busy machine. */
  shippedCpuMsPerRequest: number | null;
  /** requests/s of the shipped page 1 over those of the raw-SQL route; budget >= 0.7. */
  overRawSql: number;
  load1: number;
}

/** CPU ms (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `server/src/main.ts` with the loader this bench runs under, stdout and stderr into `logFile`. */
async function startShipped(target: BenchTarget, logFile: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const out = fs.openSync(logFile, 'w');
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: target.config.dataDir, DATABASE_URL: target.config.databaseUrl ?? '', SEED_DEMO: '0', LOG_LEVEL: '' };
  const child = spawn(process.execPath, [...process.execArgv, main], { env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shipped console exited with ${child.exitCode}; see ${logFile}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { child, url };
    if (Date.now() > deadline) throw new Error(`the shipped console did not start in 60 s; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function benchShipped(target: BenchTarget, headers: Record<string, string>, options: ThroughputOptions): Promise<ShippedResult> {
  const logFile = path.join(target.config.dataDir, 'shipped-bench.log');
  const { child, url } = await startShipped(target, logFile);
  const db = createDb(target.config);
  const body = JSON.stringify({ searchValue: '', searchType: 'Email' });
  const raw = await startHelloServer('{}', () => customerPage(db, { programme: 'student', status: 'approved', search: { searchValue: '', searchType: 'Email' } }, {}));
  const common = { concurrency: options.concurrency, warmupMs: options.warmupMs, durationMs: options.durationMs / ROUNDS };
  const pageRequest: LoadRequest = { ...common, url, method: studentsContract.list.method, path: callPath(studentsContract.list.path, { status: 'approved' }), headers, body };
  const rawRequest: LoadRequest = { ...common, url: raw.url, method: 'POST', path: '/bare-page', headers: {}, body };
  const runs: { page1: Array<LoadResult & { cpuMs: number }>; rawSql: Array<LoadResult & { cpuMs: number }> } = { page1: [], rawSql: [] };
  let logStart = 0;
  let cpuMs: number | null = 0;
  try {
    const check = createBenchHttp(url);
    const answer = await check.request(pageRequest.method, pageRequest.path, body, headers).finally(() => check.close());
    if (answer.status !== 200) throw new Error(`shipped page 1 answered ${answer.status}`);
    logStart = fs.statSync(logFile).size;
    for (let round = 0; round < ROUNDS; round++) {
      runs.rawSql.push(await drive(rawRequest));
      const before = processCpuMs(child.pid);
      runs.page1.push(await drive(pageRequest));
      const after = processCpuMs(child.pid);
      cpuMs = before === null || after === null || cpuMs === null ? null : cpuMs + after - before;
    }
  } finally {
    await raw.close();
    await db.destroy();
    child.kill('SIGTERM');
    await waitForExit(child);
  }
  const page1 = combine(runs.page1);
  const rawSql = combine(runs.rawSql);
  if (page1.failures + rawSql.failures) throw new Error(`as-shipped run had ${page1.failures + rawSql.failures} failed requests`);
  return {
    concurrency: options.concurrency,
    rounds: ROUNDS,
    seconds: options.durationMs / 1000,
    logBytesPerRequest: (fs.statSync(logFile).size - logStart) / Math.max(1, page1.total),
    page1,
    rawSql,
    shippedCpuMsPerRequest: cpuMs === null ? null : cpuMs / Math.max(1, page1.total),
    overRawSql: page1.perSecond / rawSql.perSecond,
    load1: load1(),
  };
}
