import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DbKind } from '../db/dialect';
import { BENCH_PROGRAMME, openPostgresTarget, openSqliteTarget, seedTarget, type BenchData, type BenchTarget } from './bench-target';
import { signIn, startBenchApp, type RunningApp } from './bench-app';
import { benchExport } from './export-bench';
import { benchImport } from './import-bench';
import { benchList } from './list-bench';
import { budgetsOf, formatReport, type BenchResults, type DatabaseResult } from './report';
import { benchSearchSync, searchSyncBudgets } from './search-sync-bench';
import { benchShellJs, FIRST_LIST_JS_BUDGET_BYTES } from './shell-js';
import { load1 } from './stats';
import { FIRST_SHOP_ID } from '../platform/shop-id';
import { benchThroughput } from './throughput-bench';
import { benchShipped } from './shipped-bench';
import { benchMirror, formatMirror } from './mirror-bench';
import { benchWeb, isLighthouseStray } from './web-bench';
import { webBudgets } from './web-report';

/**
 * `npm run bench -- [--students N] [--shops N] [--db sqlite|postgres|both] [--skip list,throughput,shipped,import,export,shell,search-sync,web]
 *   [--iterations 500] [--warmup 20] [--import-rows 50000] [--concurrency 12] [--seconds 5] [--sync-variants 100000]`
 * `npm run bench -- --only search-sync [--sync-variants 100000]`: only the search-index sync (no database).
 * `npm run bench -- --only mirror [--mirror-customers 1000000] [--shops N] [--db …]`: only the store mirror's first load
 *   (with `--shops N`, into the last of N shops while the others hold as many customers each).
 * `npm run bench -- --only web [--lighthouse-runs 3]`: only the browser budgets (web-bench.ts): Lighthouse on every
 *   screen (the median of 3 runs; `--lighthouse-runs 1` for a quick look; `--screens /students,/jobs` for some), the
 *   scripts of /students, event durations. BENCH_LIGHTHOUSE_LOG=info shows Lighthouse's own progress.
 * PostgreSQL runs in a new database of DATABASE_URL's server when given, else in a throwaway cluster.
 * Measures the budgets of docs/budgets.md as ratios in one run, prints them and writes a JSON summary
 * to $BENCH_OUT or ./bench-results.json. Exits 0 when a budget fails (it reports); non-zero on a crash.
 */
const PARTS = ['list', 'throughput', 'shipped', 'import', 'export', 'shell', 'search-sync', 'web'] as const;
type Part = (typeof PARTS)[number];

const { values: args } = parseArgs({
  options: {
    students: { type: 'string', default: '1000000' },
    shops: { type: 'string', default: '1' },
    db: { type: 'string', default: 'both' },
    skip: { type: 'string', default: '' },
    iterations: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '20' },
    'import-rows': { type: 'string', default: '50000' },
    concurrency: { type: 'string', default: '12' },
    seconds: { type: 'string', default: '5' },
    'sync-variants': { type: 'string', default: '100000' },
    only: { type: 'string', default: '' },
    'mirror-customers': { type: 'string', default: '1000000' },
    'lighthouse-runs': { type: 'string', default: '3' },
    screens: { type: 'string', default: '' },
  },
});

function positive(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive whole number, not ${text}`);
  return n;
}

const students = positive('students', args.students);
if (args.only && args.only !== 'search-sync' && args.only !== 'mirror' && args.only !== 'web')
  throw new Error(`--only takes search-sync, mirror or web, not ${args.only}`);
const kinds: DbKind[] =
  args.only === 'search-sync' || args.only === 'web'
    ? ['sqlite']
    : args.db === 'both'
      ? ['sqlite', 'postgres']
      : args.db === 'sqlite' || args.db === 'postgres'
        ? [args.db]
        : [];
if (kinds.length === 0) throw new Error(`--db must be sqlite, postgres or both, not ${args.db}`);
const skip = new Set(
  args.only === 'search-sync' || args.only === 'web'
    ? PARTS.filter((p) => p !== args.only)
    : args.skip
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
);
for (const s of skip) if (!PARTS.includes(s as Part)) throw new Error(`--skip takes ${PARTS.join(',')}, not ${s}`);
const runs = (part: Part) => !skip.has(part);
const repeat = { warmup: positive('warmup', args.warmup), iterations: positive('iterations', args.iterations) };
const importRows = positive('import-rows', args['import-rows']);
const data: BenchData = { approved: students, pending: Math.max(1, Math.round(students / 10)), shops: positive('shops', args.shops) };

const log = (line: string) => console.log(line);

if (args.only === 'mirror') {
  const mirrorRows = positive('mirror-customers', args['mirror-customers']);
  const mirrorResults = [];
  for (const kind of kinds) {
    const result = await benchMirror(kind, mirrorRows, log, data.shops);
    if (!result) log(`\n!!! ${kind} SKIPPED: no PostgreSQL server binaries and no DATABASE_URL !!!\n`);
    else mirrorResults.push(result);
  }
  log(`\n${mirrorResults.map(formatMirror).join('\n')}`);
  fs.writeFileSync(path.resolve(process.env.BENCH_OUT || 'bench-mirror-results.json'), `${JSON.stringify(mirrorResults, null, 2)}\n`);
  process.exit(0);
}
const cleanups = new Set<() => Promise<void>>();
/** Removes the bench databases (and stops a throwaway cluster) before leaving on an interrupt or a crash. */
let leaving = false;
function leave(code: number, why: string, err?: unknown): void {
  if (err) console.error(err);
  // A dying database connection can raise several errors: the first one cleans up, the rest are only shown.
  if (leaving) return;
  leaving = true;
  log(`${why}: removing bench databases`);
  Promise.allSettled([...cleanups].map((c) => c())).finally(() => process.exit(code));
}
process.once('SIGINT', () => leave(130, 'interrupted'));
process.on('uncaughtException', (err) => leave(1, 'crashed', err));
process.on('unhandledRejection', (err) => {
  if (isLighthouseStray(err)) log(`web: a Lighthouse check of a run already over failed late, ignored: ${String(err)}`);
  else leave(1, 'crashed', err);
});

async function openTarget(kind: DbKind): Promise<BenchTarget | null> {
  if (kind === 'sqlite') return openSqliteTarget();
  return openPostgresTarget(process.env.DATABASE_URL);
}

async function withApp<T>(target: BenchTarget, runWorker: boolean, use: (app: RunningApp) => Promise<T>): Promise<T> {
  const app = await startBenchApp(target, runWorker);
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

async function benchDatabase(kind: DbKind): Promise<DatabaseResult> {
  const result: DatabaseResult = {
    kind,
    where: '',
    skipped: null,
    seedMs: null,
    list: null,
    throughput: null,
    shipped: null,
    importRun: null,
    exportRun: null,
  };
  const target = await openTarget(kind);
  if (!target) {
    result.skipped = 'no PostgreSQL server binaries (initdb, pg_ctl) and no DATABASE_URL';
    log(`\n!!! PostgreSQL SKIPPED: ${result.skipped} !!!\n`);
    return result;
  }
  cleanups.add(target.drop);
  result.where = target.where;
  try {
    log(
      `${kind}: seeding ${data.approved.toLocaleString('en-US')} approved + ${data.pending.toLocaleString('en-US')} pending students${data.shops > 1 ? ` in each of ${data.shops} shops` : ''} in ${target.where}`,
    );
    result.seedMs = await seedTarget(target, data, log);
    const { headers, email } = await withApp(target, false, async (app) => {
      const signedIn = await signIn(app.app.ctx.db, app.http, ['showStudents']);
      const sample = await app.app.ctx.db
        .selectFrom('customers')
        .select('email')
        // The first shop's: the export's warm-up searches the operator's shop, and another shop's rows may come first.
        .where('shop_id', '=', FIRST_SHOP_ID)
        .where('programme', '=', BENCH_PROGRAMME)
        .where('status', '=', 'approved')
        .limit(1)
        .executeTakeFirstOrThrow();
      if (runs('list')) {
        log(`${kind}: list latency`);
        result.list = await benchList(target, app, signedIn, data.approved, repeat);
      }
      if (runs('throughput')) {
        log(`${kind}: throughput`);
        result.throughput = await benchThroughput(app, signedIn, {
          concurrency: positive('concurrency', args.concurrency),
          warmupMs: 1000,
          durationMs: positive('seconds', args.seconds) * 1000,
        });
      }
      return { headers: signedIn, email: sample.email };
    });
    if (runs('shipped')) {
      log(`${kind}: throughput as shipped (request logging on)`);
      result.shipped = await benchShipped(target, headers, {
        concurrency: positive('concurrency', args.concurrency),
        warmupMs: 1000,
        durationMs: positive('seconds', args.seconds) * 1000,
      });
    }
    if (runs('export')) {
      log(`${kind}: export memory`);
      result.exportRun = await benchExport(target, headers, data, email);
    }
    if (runs('import')) {
      log(`${kind}: import`);
      result.importRun = await withApp(target, true, (app) => benchImport(app, headers, importRows));
    }
  } finally {
    await target.drop();
    cleanups.delete(target.drop);
  }
  return result;
}

const startedAt = new Date().toISOString();
const load1Start = load1();
const databases: DatabaseResult[] = [];
const databaseParts: Part[] = ['list', 'throughput', 'shipped', 'import', 'export'];
if (databaseParts.some(runs)) for (const kind of kinds) databases.push(await benchDatabase(kind));
const shellJs = runs('shell') ? benchShellJs() : null;
const searchSync = runs('search-sync') ? await benchSearchSync(positive('sync-variants', args['sync-variants']), log) : null;
const web = runs('web')
  ? await benchWeb(
      {
        lighthouseRuns: positive('lighthouse-runs', args['lighthouse-runs']),
        only: args.screens
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        onCleanup: (cleanup) => cleanups.add(cleanup),
      },
      log,
    )
  : null;
const results: BenchResults = {
  command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
  startedAt,
  finishedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1e9),
    node: process.version,
    load1Start,
    load1End: load1(),
  },
  data: { approvedStudents: data.approved, pendingStudents: data.pending, importRows },
  databases,
  shellJs,
  searchSync,
  web,
  budgets: [
    ...budgetsOf(databases, shellJs),
    ...(searchSync ? searchSyncBudgets(searchSync) : []),
    ...(web ? webBudgets(web, FIRST_LIST_JS_BUDGET_BYTES) : []),
  ],
};
log(`\n${formatReport(results)}`);
const out = path.resolve(process.env.BENCH_OUT || 'bench-results.json');
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
log(`\nJSON summary: ${out}`);
// pg pools and keep-alive sockets are closed; exit explicitly in case a driver keeps a timer.
process.exit(0);
