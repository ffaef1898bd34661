import type { DbKind } from '../db/dialect';
import type { ExportResult } from './export-bench';
import type { ImportResult } from './import-bench';
import type { ListResult } from './list-bench';
import { FIRST_LIST_JS_BUDGET_BYTES, SHELL_JS_BUDGET_BYTES, type ShellJsResult } from './shell-js';
import type { ThroughputResult } from './throughput-bench';
import type { ShippedResult } from './shipped-bench';
import { webLines, type WebResult } from './web-report';

export interface DatabaseResult {
  kind: DbKind;
  where: string;
  /** Why this database did not run, when it did not. */
  skipped: string | null;
  seedMs: number | null;
  list: ListResult | null;
  throughput: ThroughputResult | null;
  /** The console as `npm start` runs it against a bare route running only the page's SQL. */
  shipped: ShippedResult | null;
  importRun: ImportResult | null;
  exportRun: ExportResult | null;
}

export interface Budget {
  db: DbKind | 'web';
  what: string;
  value: number;
  op: '<=' | '>=';
  limit: number;
  pass: boolean;
}

export interface BenchResults {
  command: string;
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; load1Start: number; load1End: number };
  data: { approvedStudents: number; pendingStudents: number; importRows: number };
  databases: DatabaseResult[];
  shellJs: ShellJsResult | null;
  /** Search-index sync from a Shopify bulk JSONL (search-sync-bench.ts). */
  searchSync?: unknown;
  /** The browser budgets (web-bench.ts). */
  web?: WebResult | null;
  budgets: Budget[];
}

const NAMES: Record<DbKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

function budget(db: Budget['db'], what: string, value: number, op: Budget['op'], limit: number): Budget {
  return { db, what, value, op, limit, pass: Number.isFinite(value) && (op === '<=' ? value <= limit : value >= limit) };
}

/** docs/budgets.md, each as a measured value against its limit. */
export function budgetsOf(databases: readonly DatabaseResult[], shell: ShellJsResult | null): Budget[] {
  const out: Budget[] = [];
  for (const d of databases) {
    if (d.list) {
      out.push(budget(d.kind, 'deep page p95 / page 1 p95 (API)', d.list.deepOverPage1, '<=', 1.5));
      for (const c of d.list.cases)
        out.push(budget(d.kind, `${c.name}: (API p95 - hello p95) / bare SQL p95`, c.apiAboveFloorOverSql, '<=', 2));
      for (const c of d.list.cases.slice(0, 2))
        out.push(budget(d.kind, `${c.name}: plan is an index range scan, no full scan, no sort (1 = yes)`, c.verdict.ok ? 1 : 0, '>=', 1));
    }
    if (d.throughput) out.push(budget(d.kind, 'page 1 req/s / bare route (same SQL, same JSON) req/s', d.throughput.overBare, '>=', 0.7));
    if (d.shipped)
      out.push(
        budget(
          d.kind,
          'as shipped (logging on): page 1 req/s / bare route (page rows SQL only, driver alone) req/s',
          d.shipped.overRawSql,
          '>=',
          0.7,
        ),
      );
    if (d.importRun)
      out.push(
        budget(
          d.kind,
          `import rows/s / raw insert rows/s (${d.importRun.rows.toLocaleString('en-US')} rows)`,
          d.importRun.ratio,
          '>=',
          0.5,
        ),
      );
    if (d.exportRun)
      out.push(
        budget(
          d.kind,
          `export peak RSS ${d.exportRun.large.rows.toLocaleString('en-US')} rows / ${d.exportRun.small.rows.toLocaleString('en-US')} rows`,
          d.exportRun.peakRatio,
          '<=',
          1.3,
        ),
      );
  }
  if (shell && !shell.skipped)
    out.push(budget('web', 'initial JS of the shell, KB gzip', shell.gzipBytes / 1000, '<=', SHELL_JS_BUDGET_BYTES / 1000));
  if (shell?.firstList)
    out.push(
      budget(
        'web',
        `all JS of the first list screen (${shell.firstList.route}), KB gzip`,
        shell.firstList.gzipBytes / 1000,
        '<=',
        FIRST_LIST_JS_BUDGET_BYTES / 1000,
      ),
    );
  return out;
}

const num = (v: number, digits = 2) => (Number.isFinite(v) ? v.toFixed(digits) : String(v));
const int = (v: number) => Math.round(v).toLocaleString('en-US');
const pad = (v: string, n: number) => (v.length >= n ? v : v + ' '.repeat(n - v.length));
const lpad = (v: string, n: number) => (v.length >= n ? v : ' '.repeat(n - v.length) + v);

function listLines(list: ListResult): string[] {
  const lines = [
    `  List POST /api/students/approved, ms (${list.cases[0]?.api.n ?? 0} timed runs each after warm-up, all cases round-robin; SQL = the repository's SELECT via Kysely on the app's handle; raw = driver alone; API/SQL is of p95, then of p50)`,
    `  ${pad('case', 13)} ${pad('detail', 44)} ${lpad('rows', 4)} ${lpad('bytes', 6)} ${lpad('API p50', 8)} ${lpad('API p95', 8)} ${lpad('SQL p50', 8)} ${lpad('SQL p95', 8)} ${lpad('raw p50', 8)} ${lpad('raw p95', 8)} ${lpad('API/SQL', 8)} ${lpad('(p50)', 6)} ${lpad('>floor', 7)}  plan`,
  ];
  for (const c of list.cases) {
    const plan = c.verdict.ok
      ? 'index range'
      : [c.verdict.indexRange ? 'index range' : 'no index range', c.verdict.fullScan ? 'FULL SCAN' : '', c.verdict.sort ? 'SORT' : '']
          .filter(Boolean)
          .join(' + ');
    lines.push(
      `  ${pad(c.name, 13)} ${pad(c.detail.slice(0, 44), 44)} ${lpad(String(c.rows), 4)} ${lpad(int(c.bytes), 6)} ${lpad(num(c.api.p50), 8)} ${lpad(num(c.api.p95), 8)} ${lpad(num(c.kysely.p50), 8)} ${lpad(num(c.kysely.p95), 8)} ${lpad(num(c.raw.p50), 8)} ${lpad(num(c.raw.p95), 8)} ${lpad(num(c.apiOverSql), 8)} ${lpad(num(c.api.p50 / c.kysely.p50), 6)} ${lpad(num(c.apiAboveFloorOverSql), 7)}  ${plan}`,
    );
  }
  lines.push(
    `  ${pad('GET /hello', 13)} ${pad('bare Fastify, no database: HTTP alone', 44)} ${lpad('', 11)} ${lpad(num(list.helloFloor.p50), 8)} ${lpad(num(list.helloFloor.p95), 8)}`,
  );
  lines.push(
    `  ${pad('GET /api/me', 13)} ${pad('fixed cost of any signed-in call', 44)} ${lpad('', 11)} ${lpad(num(list.authFloor.p50), 8)} ${lpad(num(list.authFloor.p95), 8)}`,
  );
  const b = list.broadPrefix;
  lines.push(
    `  3-letter prefix "${b.prefix}" (${int(b.matches)} matches), SQL only, ${b.kysely.n} runs: Kysely p50 ${num(b.kysely.p50)} ms, raw p50 ${num(b.raw.p50)} ms (plan below)`,
  );
  lines.push(
    `  deep page reached by walking ${int(list.deepPages)} pages with next cursors in ${num(list.walkMs / 1000, 1)} s; deep/page-1 API p95 ${num(list.deepOverPage1)}`,
  );
  lines.push('  Query plans:');
  for (const c of list.cases) {
    lines.push(`    ${c.name}: ${c.sql}`);
    for (const p of c.plan) lines.push(`      ${p}`);
  }
  lines.push(`    3-letter prefix "${b.prefix}": same SELECT`);
  for (const p of b.plan) lines.push(`      ${p}`);
  return lines;
}

function databaseLines(d: DatabaseResult, data: BenchResults['data']): string[] {
  const title = `${NAMES[d.kind]} (${d.where})`;
  if (d.skipped) return [`== ${title}: SKIPPED — ${d.skipped}`];
  const lines = [
    `== ${title}: ${int(data.approvedStudents)} approved + ${int(data.pendingStudents)} pending students, seeded in ${num((d.seedMs ?? 0) / 1000, 1)} s`,
  ];
  if (d.list) lines.push(...listLines(d.list), `  (load average at end of list part: ${d.list.load1})`);
  const t = d.throughput;
  if (t) {
    lines.push(
      `  Throughput, ${t.concurrency} keep-alive loops in a separate process, ${t.seconds} s each in ${t.rounds} interleaved slices: hello ${int(t.hello.perSecond)} req/s; page 1 ${int(t.page1.perSecond)} req/s; ratio ${num(t.ratio, 3)} (load ${t.load1})`,
    );
    lines.push(
      `    bare Fastify route, same SQL and same JSON as page 1: ${int(t.barePage.perSecond)} req/s; page 1 / bare route ${num(t.overBare, 3)}`,
    );
    lines.push(
      `    bare Fastify answering page 1's JSON as fixed text: ${int(t.staticPage.perSecond)} req/s (transport of the answer alone)`,
    );
    lines.push(
      `    server CPU per request: hello ${num(t.hello.cpuMsPerRequest, 3)} ms, fixed page text ${num(t.staticPage.cpuMsPerRequest, 3)} ms, bare route ${num(t.barePage.cpuMsPerRequest, 3)} ms, page 1 ${num(t.page1.cpuMsPerRequest, 3)} ms (hello/page 1 ${num(t.hello.cpuMsPerRequest / t.page1.cpuMsPerRequest, 3)}; the database server's own CPU not included)`,
    );
  }
  const sh = d.shipped;
  if (sh) {
    const cpu = (v: number | null) => (v === null ? 'n/a' : num(v, 3));
    const sorted = [...sh.sliceRatios].sort((a, b) => a - b);
    lines.push(
      `  As shipped (the server bundle server/dist/node/main.js in its own process, default config, stdout to a file: ${int(sh.logBytesPerRequest)} log bytes/request) against a bare Fastify route in its own process running page 1's rows SQL alone (no total) through the driver, raw rows as JSON; ${sh.concurrency} loops; ${sh.pairs} fresh pairs of processes in turn, each ${sh.rounds} slices of ${sh.seconds} s each taking turns, pooled:`,
    );
    lines.push(
      `    page 1 ${int(sh.page1.perSecond)} req/s; bare route ${int(sh.rawSql.perSecond)} req/s; ratio ${num(sh.overRawSql, 3)} (by pair ${sh.pairRatios.map((r) => num(r, 3)).join(', ')}; load ${sh.load1})`,
    );
    lines.push(
      `    ratio by slice: ${sh.sliceRatios.map((r) => num(r, 2)).join(' ')} (median ${num(sorted[Math.floor(sorted.length / 2)] ?? NaN, 3)})`,
    );
    lines.push(
      `    server CPU per request: shipped page 1 ${cpu(sh.shippedCpuMsPerRequest)} ms, bare route ${cpu(sh.rawSqlCpuMsPerRequest)} ms (CPU ratio bare/shipped ${sh.shippedCpuMsPerRequest && sh.rawSqlCpuMsPerRequest ? num(sh.rawSqlCpuMsPerRequest / sh.shippedCpuMsPerRequest, 3) : 'n/a'})`,
    );
    if (sh.shippedDbCpuMsPerRequest !== null && sh.rawSqlDbCpuMsPerRequest !== null)
      lines.push(
        `    PostgreSQL CPU per request: shipped page 1 ${cpu(sh.shippedDbCpuMsPerRequest)} ms, bare route ${cpu(sh.rawSqlDbCpuMsPerRequest)} ms (the same machine's two cores serve both)`,
      );
    lines.push(
      `    load generator CPU per request: against page 1 ${cpu(sh.shippedClientCpuMsPerRequest)} ms, against the bare route ${cpu(sh.rawSqlClientCpuMsPerRequest)} ms`,
    );
    for (const q of sh.queries) lines.push(`    SQL: ${q.sql} with ${JSON.stringify(q.parameters)}`);
  }
  const i = d.importRun;
  if (i) {
    lines.push(
      `  Import ${int(i.rows)} rows (${num(i.bodyBytes / 1e6, 1)} MB JSON): upload to job done ${num(i.importMs / 1000, 2)} s (${int(i.importRowsPerSecond)} rows/s; answered after ${num(i.acceptMs / 1000, 2)} s, worker the rest); raw batched insert ${num(i.rawMs / 1000, 2)} s (${int(i.rawRowsPerSecond)} rows/s); ratio ${num(i.ratio, 3)} (load ${i.load1})`,
    );
  }
  const e = d.exportRun;
  if (e) {
    for (const run of [e.small, e.large]) {
      lines.push(
        `  Export ${run.status} ${int(run.rows)} rows (${num(run.bytes / 1e6, 1)} MB) in ${num(run.ms / 1000, 1)} s (${int(run.rowsPerSecond)} rows/s): server RSS ${run.baselineMb} MB -> peak ${run.peakMb} MB (+${run.growthMb} MB)`,
      );
      lines.push(`    RSS MB by rows streamed: ${run.series.map((p) => `${int(p.rows)}: ${p.rssMb}`).join(', ')}`);
    }
    lines.push(
      `  Export memory: growth ratio ${num(e.growthRatio)}, whole-process peak ratio ${num(e.peakRatio)}${e.hwmReset ? '' : ' (VmHWM reset not allowed: 10 ms RSS samples only)'} (load ${e.load1})`,
    );
  }
  return lines;
}

export function formatReport(r: BenchResults): string {
  const lines = [
    `Bench ${r.startedAt} -> ${r.finishedAt}: ${r.command}`,
    `Machine: ${r.machine.cpus} x ${r.machine.cpuModel}, ${r.machine.memoryGb} GB, Node ${r.machine.node}; load average ${r.machine.load1Start} at start, ${r.machine.load1End} at end (shared machine: high load means noisy figures)`,
    '',
  ];
  for (const d of r.databases) lines.push(...databaseLines(d, r.data), '');
  const s = r.shellJs;
  if (s) {
    if (s.skipped) lines.push(`== Shell JS: SKIPPED — ${s.skipped}`);
    else {
      lines.push(`== Shell JS loaded up front: ${num(s.gzipBytes / 1000, 1)} KB gzip`);
      for (const f of s.files)
        lines.push(`  ${pad(f.file, 50)} ${lpad(num(f.bytes / 1000, 1), 8)} KB ${lpad(num(f.gzipBytes / 1000, 1), 8)} KB gzip`);
      const list = s.firstList;
      if (list) {
        lines.push(`== JS of the first list screen (${list.route}), shell included: ${num(list.gzipBytes / 1000, 1)} KB gzip`);
        for (const f of list.files)
          lines.push(`  ${pad(f.file, 50)} ${lpad(num(f.bytes / 1000, 1), 8)} KB ${lpad(num(f.gzipBytes / 1000, 1), 8)} KB gzip`);
      } else lines.push('== JS of the first list screen: no web/dist/.vite/manifest.json (an older build)');
    }
    lines.push('');
  }
  if (r.web) lines.push(...webLines(r.web), '');
  lines.push('Budgets (docs/budgets.md):');
  for (const b of r.budgets)
    lines.push(`  ${b.pass ? 'PASS' : 'FAIL'}  ${pad(b.db, 8)} ${pad(b.what, 70)} ${lpad(num(b.value, 3), 8)} ${b.op} ${b.limit}`);
  return lines.join('\n');
}
