import { callPath } from '@console/contracts/common/call';
import { studentsContract } from '@console/contracts/students.contract';
import { startHelloServer, type RunningApp } from './bench-app';
import { firstMessage, forkBenchChild, waitForExit } from './child';
import type { LoadRequest, LoadResult } from './load-generator';
import { load1 } from './stats';

export interface ThroughputOptions {
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

export interface ThroughputResult {
  concurrency: number;
  seconds: number;
  hello: ThroughputRun;
  page1: ThroughputRun;
  /** requests/s of page 1 over requests/s of the hello route; budget >= 0.15. */
  ratio: number;
  load1: number;
}

/** A load run, with the CPU this process (the server; the generator is a child) spent on it. */
async function drive(request: LoadRequest): Promise<LoadResult & { cpuMs: number }> {
  const child = forkBenchChild('./load-generator.ts');
  try {
    const answer = firstMessage<LoadResult>(child);
    const cpu = process.cpuUsage();
    child.send(request);
    const result = await answer;
    const used = process.cpuUsage(cpu);
    return { ...result, cpuMs: (used.user + used.system) / 1000 };
  } finally {
    await waitForExit(child);
  }
}

export interface ThroughputRun extends LoadResult {
  /** Server CPU (user + system of this process) per request: less sensitive to other load than requests/s. */
  cpuMsPerRequest: number;
}

function combine(results: ReadonlyArray<LoadResult & { cpuMs: number }>): ThroughputRun {
  const sum = (f: (r: LoadResult & { cpuMs: number }) => number) => results.reduce((n, r) => n + f(r), 0);
  const requests = sum((r) => r.requests);
  const seconds = sum((r) => r.seconds);
  return { requests, total: sum((r) => r.total), failures: sum((r) => r.failures), seconds, perSecond: requests / seconds, cpuMsPerRequest: sum((r) => r.cpuMs) / sum((r) => r.total) };
}

/**
 * Requests/s of the list's page 1 and of a bare Fastify hello route, driven by the same generator,
 * in alternating halves (hello, page 1, hello, page 1) so both see the same load from elsewhere.
 */
export async function benchThroughput(list: RunningApp, headers: Record<string, string>, options: ThroughputOptions): Promise<ThroughputResult> {
  const common = { concurrency: options.concurrency, warmupMs: options.warmupMs, durationMs: options.durationMs / 2 };
  const pageRequest: LoadRequest = {
    ...common,
    url: list.url,
    method: studentsContract.list.method,
    path: callPath(studentsContract.list.path, { status: 'approved' }),
    headers,
    body: JSON.stringify({ searchValue: '', searchType: 'Email' }),
  };
  const hello = await startHelloServer();
  const helloRuns: Array<LoadResult & { cpuMs: number }> = [];
  const pageRuns: Array<LoadResult & { cpuMs: number }> = [];
  try {
    for (let round = 0; round < 2; round++) {
      helloRuns.push(await drive({ ...common, url: hello.url, method: 'GET', path: '/hello', headers: {} }));
      pageRuns.push(await drive(pageRequest));
    }
  } finally {
    await hello.close();
  }
  const helloResult = combine(helloRuns);
  const page1 = combine(pageRuns);
  if (helloResult.failures || page1.failures) throw new Error(`throughput run had failures: hello ${helloResult.failures}, page 1 ${page1.failures}`);
  return { concurrency: options.concurrency, seconds: options.durationMs / 1000, hello: helloResult, page1, ratio: page1.perSecond / helloResult.perSecond, load1: load1() };
}
