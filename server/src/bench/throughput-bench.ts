import { callPath } from '@console/contracts/common/call';
import { studentsContract } from '@console/contracts/students.contract';
import { listRegistrationQueue } from '../features/registrations/registrations.service';
import { startHelloServer, type RunningApp } from './bench-app';
import { createBenchHttp } from './http-client';
import { firstMessage, forkBenchChild, waitForExit } from './child';
import type { LoadRequest, LoadResult } from './load-generator';
import { load1 } from './stats';

export interface ThroughputOptions {
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

/** Each target runs in this many slices, interleaved, so a burst of load from elsewhere hits all of them alike. */
export const ROUNDS = 4;

export interface ThroughputResult {
  concurrency: number;
  rounds: number;
  seconds: number;
  hello: ThroughputRun;
  /** The bare instance answering page 1's JSON as fixed text: the cost of moving the answer alone. */
  staticPage: ThroughputRun;
  page1: ThroughputRun;
  /** A bare Fastify route running the page's SQL and answering the same JSON: the limit for the page. */
  barePage: ThroughputRun;
  /** requests/s of page 1 over requests/s of the hello route (for the record). */
  ratio: number;
  /** requests/s of page 1 over requests/s of the bare page route; budget >= 0.7 (docs/budgets.md). */
  overBare: number;
  load1: number;
}

/** A load run, with the CPU this process (the server; the generator is a child) spent on it. */
export async function drive(request: LoadRequest): Promise<LoadResult & { cpuMs: number }> {
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

export function combine(results: ReadonlyArray<LoadResult & { cpuMs: number }>): ThroughputRun {
  const sum = (f: (r: LoadResult & { cpuMs: number }) => number) => results.reduce((n, r) => n + f(r), 0);
  const requests = sum((r) => r.requests);
  const seconds = sum((r) => r.seconds);
  return {
    requests,
    total: sum((r) => r.total),
    failures: sum((r) => r.failures),
    seconds,
    perSecond: requests / seconds,
    clientCpuMs: sum((r) => r.clientCpuMs),
    cpuMsPerRequest: sum((r) => r.cpuMs) / sum((r) => r.total),
  };
}

/**
 * Requests/s of the list's page 1 and of a bare Fastify hello route, driven by the same generator,
 * in ROUNDS interleaved slices (hello, static, bare route, page 1, hello, …) so all see the same load from elsewhere.
 */
export async function benchThroughput(
  list: RunningApp,
  headers: Record<string, string>,
  options: ThroughputOptions,
): Promise<ThroughputResult> {
  const common = { concurrency: options.concurrency, warmupMs: options.warmupMs, durationMs: options.durationMs / ROUNDS };
  const pageRequest: LoadRequest = {
    ...common,
    url: list.url,
    method: studentsContract.list.method,
    path: callPath(studentsContract.list.path, { status: 'approved' }),
    headers,
    body: JSON.stringify({ searchValue: '', searchType: 'Email' }),
  };
  const pageAnswer = await list.http.request(pageRequest.method, pageRequest.path, pageRequest.body, headers);
  if (pageAnswer.status !== 200) throw new Error(`page 1 answered ${pageAnswer.status}`);
  const { ctx } = list.app;
  // The service call the route makes: the repository's SQL on the app's handle and the row mapping.
  const hello = await startHelloServer(pageAnswer.body, () =>
    listRegistrationQueue(ctx, 'student', 'approved', { searchValue: '', searchType: 'Email' }, {}),
  );
  const bareRequest: LoadRequest = { ...common, url: hello.url, method: 'POST', path: '/bare-page', headers: {}, body: pageRequest.body };
  const bareHttp = createBenchHttp(hello.url);
  const bareAnswer = await bareHttp.request('POST', '/bare-page', pageRequest.body).finally(() => bareHttp.close());
  if (bareAnswer.body !== pageAnswer.body) {
    await hello.close();
    throw new Error('the bare page route does not answer the same JSON as page 1');
  }
  const runs: Record<'hello' | 'staticPage' | 'page1' | 'barePage', Array<LoadResult & { cpuMs: number }>> = {
    hello: [],
    staticPage: [],
    page1: [],
    barePage: [],
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      runs.hello.push(await drive({ ...common, url: hello.url, method: 'GET', path: '/hello', headers: {} }));
      runs.staticPage.push(await drive({ ...common, url: hello.url, method: 'GET', path: '/static', headers: {} }));
      runs.barePage.push(await drive(bareRequest));
      runs.page1.push(await drive(pageRequest));
    }
  } finally {
    await hello.close();
  }
  const helloResult = combine(runs.hello);
  const staticPage = combine(runs.staticPage);
  const page1 = combine(runs.page1);
  const barePage = combine(runs.barePage);
  const failures = helloResult.failures + staticPage.failures + page1.failures + barePage.failures;
  if (failures) throw new Error(`throughput run had ${failures} failed requests`);
  return {
    concurrency: options.concurrency,
    rounds: ROUNDS,
    seconds: options.durationMs / 1000,
    hello: helloResult,
    staticPage,
    page1,
    barePage,
    ratio: page1.perSecond / helloResult.perSecond,
    overBare: page1.perSecond / barePage.perSecond,
    load1: load1(),
  };
}
