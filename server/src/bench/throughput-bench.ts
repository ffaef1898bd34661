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
  hello: LoadResult;
  page1: LoadResult;
  /** requests/s of page 1 over requests/s of the hello route; budget >= 0.15. */
  ratio: number;
  load1: number;
}

async function drive(request: LoadRequest): Promise<LoadResult> {
  const child = forkBenchChild('./load-generator.ts');
  try {
    const answer = firstMessage<LoadResult>(child);
    child.send(request);
    return await answer;
  } finally {
    await waitForExit(child);
  }
}

function combine(results: readonly LoadResult[]): LoadResult {
  const requests = results.reduce((n, r) => n + r.requests, 0);
  const seconds = results.reduce((n, r) => n + r.seconds, 0);
  return { requests, failures: results.reduce((n, r) => n + r.failures, 0), seconds, perSecond: requests / seconds };
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
  const helloRuns: LoadResult[] = [];
  const pageRuns: LoadResult[] = [];
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
