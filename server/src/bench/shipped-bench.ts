import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { callPath } from '@console/contracts/common/call';
import { studentsContract } from '@console/contracts/students.contract';
import type { CompiledQuery } from 'kysely';
import { customerPage } from '../features/customers/customers.service';
import { createDb } from '../platform/db';
import type { BareSqlQuery } from './bare-sql-server';
import type { BenchTarget } from './bench-target';
import { firstMessage, forkBenchChild, waitForExit } from './child';
import { startConsole, type ConsoleProcess } from './console-process';
import { createBenchHttp } from './http-client';
import { combine, drive, type ThroughputOptions, type ThroughputRun } from './throughput-bench';
import type { LoadRequest, LoadResult } from './load-generator';
import { load1 } from './stats';
import { FIRST_SHOP_ID } from '../platform/shop-id';

/**
 * The outside load test as a bench part: the console as `npm start` runs it (its own
 * process, the default config, worker on, request logging at the default level, stdout redirected to
 * a file) against a bare Fastify route in a process of its own that runs the SQL text of the page's
 * rows (read from the page's own query as it runs; not its total) through the driver alone and answers
 * the rows as plain JSON.
 * The two take turns in SLICES slices after a warm-up of each, so load from elsewhere falls on both. This machine's
 * speed swings by up to 2x within seconds, so one slice's ratio ranges 0.5-1.0: many short slices (each with a
 * short warm-up of its own generator; both servers are warm by then) give a steadier whole than a few long ones.
 * Each pair of processes also has a level of its own (where V8 compiled what, where the scheduler put them):
 * runs of one pair each differed by more than their slices' spread explains (0.705 and 0.792, each ±0.02),
 * so PAIRS fresh pairs are measured in turn and their slices pooled.
 */
export const SLICES = 20;
const PAIRS = 2;
const SLICE_WARMUP_MS = 500;

export interface ShippedResult {
  concurrency: number;
  /** Fresh pairs of processes measured in turn, their slices pooled. */
  pairs: number;
  /** Slices of each pair. */
  rounds: number;
  /** Seconds of each slice of each target. */
  seconds: number;
  /** The SQL text of page 1's rows that the bare route runs, with its parameters. */
  queries: BareSqlQuery['queries'];
  /** Log bytes the shipped process wrote per request. */
  logBytesPerRequest: number;
  page1: ThroughputRun;
  rawSql: ThroughputRun;
  /** Server CPU ms per request of each process (from /proc; null where there is none): steadier than requests/s on a busy machine. */
  shippedCpuMsPerRequest: number | null;
  rawSqlCpuMsPerRequest: number | null;
  /** PostgreSQL's CPU ms per request (all its processes on this machine) while each target ran; null on SQLite or without /proc. */
  shippedDbCpuMsPerRequest: number | null;
  rawSqlDbCpuMsPerRequest: number | null;
  /**
   * The load generator's CPU ms per request against each: the client shares the machine, and on this one it spends
   * more per request on a slower server (more wake-ups, fewer answers read at once), which widens the req/s gap.
   */
  shippedClientCpuMsPerRequest: number;
  rawSqlClientCpuMsPerRequest: number;
  /** Each pair's requests/s of page 1 over the bare route's, its slices together. */
  pairRatios: number[];
  /** Each slice's requests/s of page 1 over the bare route's in the slice after it. */
  sliceRatios: number[];
  /** requests/s of the shipped page 1 over those of the raw-SQL route, all slices together; budget >= 0.7. */
  overRawSql: number;
  load1: number;
}

/** A process's name and its CPU ms (user + system) so far, from a /proc/<pid>/stat line (Linux). */
function statLine(stat: string): { name: string; cpuMs: number } {
  // The name is in parentheses and may hold spaces; the fields after it are space-separated.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
  return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
}

/** CPU ms (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function processCpuMs(pid: number | undefined): number | null {
  try {
    return statLine(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).cpuMs;
  } catch {
    return null;
  }
}

/** CPU ms (user + system) every PostgreSQL process on this machine has used so far (Linux); null elsewhere. */
function postgresCpuMs(): number | null {
  try {
    let total = 0;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      const { name, cpuMs } = statLine(stat);
      if (name === 'postgres') total += cpuMs;
    }
    return total;
  } catch {
    return null;
  }
}

/**
 * BENCH_CPU_PROF=dir profiles both processes, the shipped console and the bare route (V8's .cpuprofile each, written
 * when it stops; the bare route's names bare-sql-server.ts): where each one's time goes under the same load.
 */
function cpuProfileArgs(): string[] {
  return process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
}

/** The console as shipped (its bundle) on the bench's database, stdout and stderr into `logFile`. */
async function startShipped(target: BenchTarget, logFile: string): Promise<ConsoleProcess> {
  // On PostgreSQL the console requires SECRETS_KEY, as a deployment sets it; the bench makes one for its run.
  const secretsKey: Record<string, string> = target.config.databaseUrl
    ? { SECRETS_KEY: process.env.SECRETS_KEY || randomBytes(32).toString('hex') }
    : {};
  return startConsole(
    {
      DATA_DIR: target.config.dataDir,
      DATABASE_URL: target.config.databaseUrl ?? '',
      SEED_DEMO: '0',
      LOG_LEVEL: '',
      ...secretsKey,
    },
    logFile,
    cpuProfileArgs(),
  );
}

/**
 * The SQL text and parameters of page 1's rows of the approved students, as the service sends them: the
 * reference is the page's bare SQL, its rows alone (docs/budgets.md); the total is the console's own work.
 */
async function pageQueries(target: BenchTarget): Promise<Pick<BareSqlQuery, 'queries'>> {
  const seen: Array<CompiledQuery<unknown>> = [];
  const db = createDb(target.config, (event) => {
    if (event.level === 'query') seen.push(event.query);
  });
  try {
    await customerPage(
      db,
      FIRST_SHOP_ID,
      { programme: 'student', status: 'approved', search: { searchValue: '', searchType: 'Email' } },
      {},
    );
  } finally {
    await db.destroy();
  }
  if (seen.length !== 1) throw new Error(`page 1's rows ran ${seen.length} queries; the bare route runs the one`);
  return { queries: seen.map((query) => ({ sql: query.sql, parameters: [...query.parameters] })) };
}

/** The bare route in its own process: the page's SQL through the driver alone. */
async function startBareSql(query: BareSqlQuery): Promise<{ child: ChildProcess; url: string }> {
  const child = forkBenchChild('./bare-sql-server.ts', [JSON.stringify(query)], cpuProfileArgs());
  const { url } = await firstMessage<{ url: string }>(child);
  return { child, url };
}

type Slice = LoadResult & { cpuMs: number | null; dbCpuMs: number | null };

/** A load run of one target, with the CPU its server process (and PostgreSQL, when it is the database) used meanwhile. */
async function driveProcess(request: LoadRequest, pid: number | undefined, onPostgres: boolean): Promise<Slice> {
  const before = processCpuMs(pid);
  const dbBefore = onPostgres ? postgresCpuMs() : null;
  const result = await drive(request);
  const after = processCpuMs(pid);
  const dbAfter = onPostgres ? postgresCpuMs() : null;
  return {
    ...result,
    cpuMs: before === null || after === null ? null : after - before,
    dbCpuMs: dbBefore === null || dbAfter === null ? null : dbAfter - dbBefore,
  };
}

function cpuPerRequest(slices: readonly Slice[], cpuOf: (s: Slice) => number | null): number | null {
  if (slices.some((s) => cpuOf(s) === null)) return null;
  return (
    slices.reduce((n, s) => n + (cpuOf(s) ?? 0), 0) /
    Math.max(
      1,
      slices.reduce((n, s) => n + s.total, 0),
    )
  );
}

/** The two processes' slices, pooled over the pairs. */
interface Runs {
  page1: Slice[];
  rawSql: Slice[];
}

/**
 * One pair: the console as shipped and the bare route, started fresh, checked, warmed, then SLICES slices each,
 * taking turns. Answers the log bytes the console wrote during the slices.
 */
async function runPair(
  target: BenchTarget,
  query: Pick<BareSqlQuery, 'queries'>,
  page: Omit<LoadRequest, 'url'>,
  raw: Omit<LoadRequest, 'url'>,
  runs: Runs,
): Promise<number> {
  const logFile = path.join(target.config.dataDir, 'shipped-bench.log');
  const onPostgres = Boolean(target.config.databaseUrl);
  const shipped = await startShipped(target, logFile);
  const bare = await startBareSql({ sqliteFile: target.sqliteFile, databaseUrl: target.config.databaseUrl ?? null, ...query }).catch(
    async (err: unknown) => {
      shipped.child.kill('SIGTERM');
      await waitForExit(shipped.child);
      throw err;
    },
  );
  const pageRequest: LoadRequest = { ...page, url: shipped.url };
  const rawRequest: LoadRequest = { ...raw, url: bare.url };
  try {
    const check = createBenchHttp(shipped.url);
    const answer = await check
      .request(pageRequest.method, pageRequest.path, pageRequest.body, pageRequest.headers)
      .finally(() => check.close());
    if (answer.status !== 200) throw new Error(`shipped page 1 answered ${answer.status}`);
    const checkBare = createBenchHttp(bare.url);
    const bareAnswer = await checkBare.request(rawRequest.method, rawRequest.path, rawRequest.body).finally(() => checkBare.close());
    const pageRows = (JSON.parse(answer.body) as { rows: unknown[] }).rows.length;
    const bareRows = bareAnswer.status === 200 ? (JSON.parse(bareAnswer.body) as unknown[]).length : -1;
    // The page's SQL reads one row more than it shows, to know whether a next page exists.
    if (bareRows !== pageRows + 1)
      throw new Error(`the bare route answered ${bareAnswer.status} with ${bareRows} rows for page 1's ${pageRows}`);
    // One unmeasured run of each first: both processes start with cold code.
    await drive({ ...rawRequest, durationMs: 2000 });
    await drive({ ...pageRequest, durationMs: 2000 });
    const logStart = fs.statSync(logFile).size;
    for (let slice = 0; slice < SLICES; slice++) {
      // Who goes first alternates, so neither always follows the other's leftovers.
      const order = slice % 2 === 0 ? (['page1', 'rawSql'] as const) : (['rawSql', 'page1'] as const);
      for (const which of order)
        runs[which].push(
          which === 'page1'
            ? await driveProcess(pageRequest, shipped.child.pid, onPostgres)
            : await driveProcess(rawRequest, bare.child.pid, onPostgres),
        );
    }
    return fs.statSync(logFile).size - logStart;
  } finally {
    shipped.child.kill('SIGTERM');
    // Asked over its channel, the bare route exits on its own, so a CPU profile it takes is written.
    if (bare.child.connected) bare.child.send('stop');
    else bare.child.kill('SIGTERM');
    await Promise.all([waitForExit(shipped.child), waitForExit(bare.child)]);
  }
}

export async function benchShipped(
  target: BenchTarget,
  headers: Record<string, string>,
  options: ThroughputOptions,
): Promise<ShippedResult> {
  const query = await pageQueries(target);
  const body = JSON.stringify({ searchValue: '', searchType: 'Email' });
  const sliceMs = Math.max(1000, options.durationMs / 5);
  const common = { concurrency: options.concurrency, warmupMs: Math.min(options.warmupMs, SLICE_WARMUP_MS), durationMs: sliceMs };
  const page = {
    ...common,
    method: studentsContract.list.method,
    path: callPath(studentsContract.list.path, { status: 'approved' }),
    headers,
    body,
  };
  const raw = { ...common, method: 'POST', path: '/bare-page', headers: {}, body };
  const runs: Runs = { page1: [], rawSql: [] };
  let logBytes = 0;
  for (let pair = 0; pair < PAIRS; pair++) logBytes += await runPair(target, query, page, raw, runs);
  const pooled = (slices: readonly Slice[]) => combine(slices.map((s) => ({ ...s, cpuMs: s.cpuMs ?? 0 })));
  const page1 = pooled(runs.page1);
  const rawSql = pooled(runs.rawSql);
  if (page1.failures + rawSql.failures) throw new Error(`as-shipped run had ${page1.failures + rawSql.failures} failed requests`);
  return {
    concurrency: options.concurrency,
    pairs: PAIRS,
    rounds: SLICES,
    seconds: sliceMs / 1000,
    ...query,
    logBytesPerRequest: logBytes / Math.max(1, page1.total),
    page1,
    rawSql,
    shippedCpuMsPerRequest: cpuPerRequest(runs.page1, (s) => s.cpuMs),
    rawSqlCpuMsPerRequest: cpuPerRequest(runs.rawSql, (s) => s.cpuMs),
    shippedDbCpuMsPerRequest: cpuPerRequest(runs.page1, (s) => s.dbCpuMs),
    rawSqlDbCpuMsPerRequest: cpuPerRequest(runs.rawSql, (s) => s.dbCpuMs),
    shippedClientCpuMsPerRequest: page1.clientCpuMs / Math.max(1, page1.total),
    rawSqlClientCpuMsPerRequest: rawSql.clientCpuMs / Math.max(1, rawSql.total),
    pairRatios: Array.from({ length: PAIRS }, (_, pair) => {
      const ofPair = (slices: readonly Slice[]) => pooled(slices.slice(pair * SLICES, (pair + 1) * SLICES));
      return ofPair(runs.page1).perSecond / ofPair(runs.rawSql).perSecond;
    }),
    sliceRatios: runs.page1.map((p, i) => p.perSecond / runs.rawSql[i]!.perSecond),
    overRawSql: page1.perSecond / rawSql.perSecond,
    load1: load1(),
  };
}
