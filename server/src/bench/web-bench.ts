import { execFileSync, spawnSync } from 'node:child_process';
import { CHROMIUM, CHROMIUM_ARGS } from '../dev/chromium';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse, { desktopConfig } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium, type Browser, type BrowserContext, type Cookie, type Page } from 'playwright-core';
import { authContract } from '@console/contracts/auth.contract';
import { CARDS } from '@console/contracts/common/cards';
import { callPath } from '@console/contracts/common/call';
import { giveawaysContract } from '@console/contracts/giveaways.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { waitForExit } from './child';
import { startConsole } from './console-process';
import { load1 } from './stats';
import {
  EVENT_THRESHOLD_MS,
  LIGHTHOUSE_CATEGORIES,
  longestInteraction,
  type EventEntry,
  type InteractionResult,
  type LighthouseRun,
  type ScreenResult,
  type ScriptFile,
  type ScriptWeight,
  type WebResult,
} from './web-report';

/** The spec's search hint on the Students screen (docs/functions/shell-students-staff.md), the one text that names its search box. */
const SEARCH_HINT = 'Please enter email address / create date (12/26/2021)';
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
}

interface Session {
  email: string;
  password: string;
  /** The identity headers of docs/functions/shell-students-staff.md §7, for the bench's own API calls. */
  headers: Record<string, string>;
}

/** Every screen: Home, each card of docs/functions/shell-students-staff.md §1, the screens that are not cards; the public pages last. */
function screensOf(giveawayEntryPath: string | null): Screen[] {
  const signedIn = [
    { name: 'Home', path: '/' },
    ...CARDS.map((c) => ({ name: c.name, path: c.route })),
    { name: 'Mail', path: '/mail' },
    { name: 'Jobs', path: '/jobs' },
    { name: 'Audit', path: '/audit' },
  ].map((s) => ({ ...s, signedIn: true }));
  const open = [
    { name: 'Sign in', path: '/login' },
    { name: 'Registration code page', path: '/register' },
    ...(giveawayEntryPath ? [{ name: 'Giveaway entry page', path: giveawayEntryPath }] : []),
  ].map((s) => ({ ...s, signedIn: false }));
  return [...signedIn, ...open];
}

/** Signs in through the API in the browser context, so it holds the session's cookies as the web app set them. */
async function signIn(context: BrowserContext, url: string, session: Pick<Session, 'email' | 'password'>): Promise<Session> {
  const answer = await context.request.post(`${url}${authContract.login.path}`, { data: session });
  if (!answer.ok()) throw new Error(`sign-in answered ${answer.status()}: ${await answer.text()}`);
  const body = (await answer.json()) as { token: string; customerId: number };
  return { ...session, headers: { token: body.token, customerId: String(body.customerId) } };
}

async function apiJson<T>(context: BrowserContext, session: Session, url: string, method: 'GET' | 'POST', data?: unknown): Promise<T> {
  const answer = await context.request.fetch(url, { method, headers: session.headers, data });
  if (!answer.ok()) throw new Error(`${method} ${url} answered ${answer.status()}`);
  return (await answer.json()) as T;
}

function lighthouseLogLevel(): 'silent' | 'error' | 'warn' | 'info' | 'verbose' {
  const level = process.env.BENCH_LIGHTHOUSE_LOG;
  return level === 'silent' || level === 'warn' || level === 'info' || level === 'verbose' ? level : 'error';
}

/**
 * Lighthouse 12 leaves promises of its page-quiet checks behind when it stops waiting: on a busy page their
 * protocol errors ('Promise was collected') arrive later as unhandled rejections. They belong to a run that has
 * already ended, so the bench notes them instead of stopping.
 */
export function isLighthouseStray(err: unknown): boolean {
  // Lighthouse makes a plain Error for a protocol error it has no name for, with these two fields added.
  return err instanceof Error && 'protocolMethod' in err && 'protocolError' in err && /[\\/]lighthouse[\\/]/.test(err.stack ?? '');
}

const score = (v: number | null | undefined) => (typeof v === 'number' ? Math.round(v * 100) : NaN);

/** One Lighthouse run in a new tab of our Chromium, through its debugging port (so the context's cookies apply). */
async function lighthouseRun(
  url: string,
  port: number,
  keepAs: string,
): Promise<{ run: LighthouseRun; version: string; warnings: string[] } | { error: string }> {
  try {
    const result = await lighthouse(
      url,
      // BENCH_LIGHTHOUSE_LOG=info shows what Lighthouse waits for, when a run takes long.
      // The full-page screenshot is for the HTML report's pictures only: no score uses it.
      {
        port,
        output: 'json',
        logLevel: lighthouseLogLevel(),
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        disableFullPageScreenshot: true,
      },
      desktopConfig,
    );
    if (!result) return { error: 'Lighthouse gave no result' };
    const lhr = result.lhr;
    // BENCH_LIGHTHOUSE_DIR=dir keeps each run's full report (JSON), to see where a screen's time goes.
    const keepDir = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keepDir) {
      fs.mkdirSync(keepDir, { recursive: true });
      fs.writeFileSync(path.join(keepDir, `${keepAs}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      version: lhr.lighthouseVersion,
      warnings: lhr.runWarnings.map(String),
      run: {
        scores: {
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          'best-practices': score(lhr.categories['best-practices']?.score),
        },
        totalBlockingMs: metric('total-blocking-time'),
        largestPaintMs: metric('largest-contentful-paint'),
        layoutShift: metric('cumulative-layout-shift'),
      },
    };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

const TRACE_RETRIED = 'a run whose trace Lighthouse failed to record (NO_NAVSTART) ran again';

/**
 * The runs go round-robin over the screens (every screen's first run, then every screen's second …), so a
 * burst of load from elsewhere on the shared machine falls on several screens' single runs, not on one screen.
 */
async function lighthouseScreens(
  base: string,
  port: number,
  screens: readonly Screen[],
  runs: number,
  log: (line: string) => void,
): Promise<{ results: ScreenResult[]; version: string }> {
  const results = screens.map<ScreenResult>((s) => ({ ...s, runs: [], errors: [], warnings: [] }));
  let version = 'unknown';
  for (let round = 1; round <= runs; round++) {
    for (const result of results) {
      const started = Date.now();
      const keepAs = `${result.path.replace(/[^a-zA-Z0-9]+/g, '_') || '_'}-${round}`;
      let outcome = await lighthouseRun(`${base}${result.path}`, port, keepAs);
      // Lighthouse failed to record the trace (seen on the first run in a fresh browser): its failure, not the page's; once again.
      if ('error' in outcome && outcome.error.startsWith('NO_NAVSTART')) {
        log(`web: Lighthouse run ${round}/${runs} ${result.path}: ${outcome.error}; run again`);
        if (!result.warnings.includes(TRACE_RETRIED)) result.warnings.push(TRACE_RETRIED);
        outcome = await lighthouseRun(`${base}${result.path}`, port, keepAs);
      }
      if ('error' in outcome) result.errors.push(outcome.error);
      else {
        result.runs.push(outcome.run);
        for (const w of outcome.warnings) if (!result.warnings.includes(w)) result.warnings.push(w);
        version = outcome.version;
      }
      const last = result.runs.at(-1);
      log(
        `web: Lighthouse run ${round}/${runs} ${result.path}: ${'error' in outcome ? `ERROR ${outcome.error}` : `performance ${last?.scores.performance}, accessibility ${last?.scores.accessibility}, best practices ${last?.scores['best-practices']}`} in ${Math.round((Date.now() - started) / 1000)} s (load ${load1()})`,
      );
    }
  }
  return { results, version };
}

/** A tab with an empty HTTP cache: a first visit. */
async function coldPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return page;
}

/** Rows of the list on screen: rows with a selection checkbox that are not header rows (no AG Grid classes). */
function dataRows(page: Page) {
  return page
    .getByRole('row')
    .filter({ visible: true })
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasNot: page.getByRole('columnheader') });
}

async function studentsShown(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Pending', exact: true, selected: true }).waitFor();
  await page.getByRole('button', { name: 'Approve', exact: true }).filter({ visible: true }).first().waitFor();
}

/** Every script /students fetches on a first visit, each gzipped as the budget counts it (whatever the server sent). */
async function studentsScripts(context: BrowserContext, base: string): Promise<ScriptWeight> {
  const page = await coldPage(context);
  const bodies: Array<Promise<ScriptFile | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body).length }),
        () => null,
      ),
    );
  });
  try {
    await page.goto(`${base}/students`);
    await studentsShown(page);
    await page.waitForLoadState('networkidle');
  } finally {
    await page.close();
  }
  const files = (await Promise.all(bodies)).filter((f): f is ScriptFile => f !== null);
  return { route: '/students', files, gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0) };
}

/** Collects Event Timing entries from the document's start (buffered), in every document of the context. */
const EVENT_OBSERVER = `
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__benchEvents.push({ name: e.name, duration: e.duration, interactionId: e.interactionId || 0 });
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
`;

/** Chromium queues an event's entry after the next paint: two frames and a moment let it arrive. */
async function settle(page: Page): Promise<void> {
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150))))');
}

/** Runs `act`, waits for `done` (what the operator waits to see), and answers the longest event of the interaction. */
async function interaction(
  page: Page,
  name: string,
  act: () => Promise<void>,
  done: () => Promise<void>,
  log: (line: string) => void,
): Promise<InteractionResult> {
  try {
    await settle(page);
    const from = (await page.evaluate('window.__benchEvents.length')) as number;
    await act();
    await done();
    await settle(page);
    const entries = (await page.evaluate(`window.__benchEvents.slice(${from})`)) as EventEntry[];
    const result = { name, ...longestInteraction(entries), error: null };
    log(`web: ${name}: ${result.event ? `${Math.round(result.longestMs)} ms (${result.event})` : `<${EVENT_THRESHOLD_MS} ms`}`);
    return result;
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? 'failed';
    log(`web: ${name}: ERROR ${error}`);
    return { name, longestMs: NaN, event: null, error };
  }
}

interface StudentRow {
  email: string;
  displayName: string;
}

/**
 * The budgeted interactions (docs/budgets.md) on /students and the palette, by role and text only (the grid is being replaced):
 * each is the operator's input and what they wait to see after it.
 */
async function interactions(context: BrowserContext, base: string, session: Session, log: (line: string) => void) {
  const pending = await apiJson<{ rows: StudentRow[] }>(
    context,
    session,
    `${base}${callPath(studentsContract.list.path, { status: 'pending' })}`,
    'POST',
    { searchValue: '', searchType: 'Email' },
  );
  const [target, other] = pending.rows;
  if (!target || !other) throw new Error('the demo data has fewer than 2 pending students');
  await context.addInitScript({ content: EVENT_OBSERVER });
  const page = await coldPage(context);
  const out: InteractionResult[] = [];
  const run = async (name: string, act: () => Promise<void>, done: () => Promise<void>) =>
    out.push(await interaction(page, name, act, done, log));
  try {
    await page.goto(`${base}/students`);
    await studentsShown(page);

    const rowBox = () => dataRows(page).first().getByRole('checkbox');
    await run(
      'select a row (its checkbox)',
      () => rowBox().click(),
      () =>
        rowBox()
          .waitFor({ state: 'attached' })
          .then(() => undefined),
    );
    // Unselected again, outside the measure, so the screen is as it was.
    if (await rowBox().isChecked()) await rowBox().click();

    const edit = page.getByRole('button', { name: 'Edit', exact: true }).filter({ visible: true }).first();
    await run(
      'open the edit dialog (Edit on a row)',
      () => edit.click(),
      () => page.getByRole('dialog').filter({ visible: true }).first().waitFor(),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').filter({ visible: true }).first().waitFor({ state: 'hidden' });

    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await run(
      'switch a tab (Pending to Approved)',
      () => tab('Approved').click(),
      () => page.getByRole('tab', { name: 'Approved', exact: true, selected: true }).waitFor(),
    );
    await tab('Pending').click();
    await studentsShown(page);

    const search = page.getByPlaceholder(SEARCH_HINT).filter({ visible: true });
    await search.fill(target.email);
    await run(
      'Search (one e-mail, Search button)',
      () => page.getByRole('button', { name: 'Search', exact: true }).filter({ visible: true }).click(),
      () => dataRows(page).filter({ hasText: target.email }).first().waitFor(),
    );

    const approve = dataRows(page).filter({ hasText: target.email }).getByRole('button', { name: 'Approve', exact: true });
    await run(
      'Approve on a row (and its confirmation, if asked)',
      async () => {
        await approve.click();
        // The console asks first only before a Reject; should Approve ask too, its confirmation is part of it.
        const confirm = page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true });
        if (await confirm.isVisible({ timeout: 1000 }).catch(() => false)) await confirm.click();
      },
      () => page.getByText(target.email, { exact: true }).filter({ visible: true }).first().waitFor({ state: 'hidden' }),
    );

    const query = (other.displayName.split(/\s+/)[0] || other.email.split('@')[0] || 'a').toLowerCase().slice(0, 6);
    const find = page.getByRole('combobox', { name: 'Find' });
    await run(
      'palette: Ctrl+K (its code loads on first use)',
      () => page.keyboard.press('Control+K'),
      () => find.waitFor(),
    );
    const keystrokes: InteractionResult[] = [];
    for (const key of query)
      keystrokes.push(
        await interaction(
          page,
          `palette: typing "${key}"`,
          () => page.keyboard.press(key),
          // A pause as long as a typist's between keys.
          () => page.waitForTimeout(120),
          log,
        ),
      );
    const worst = keystrokes.reduce<InteractionResult | null>(
      (w, k) => (k.error ? k : w?.error ? w : !w || k.longestMs > w.longestMs ? k : w),
      null,
    );
    out.push({
      name: `palette: typing "${query}" (the longest of ${query.length} keystrokes)`,
      longestMs: worst?.longestMs ?? NaN,
      event: worst?.event ?? null,
      error: worst?.error ?? null,
    });
    const result = page.getByRole('option').filter({ hasText: other.email }).first();
    await result.waitFor();
    const before = page.url();
    await page.keyboard.press('ArrowDown');
    await run(
      'palette: Enter on a result',
      () => page.keyboard.press('Enter'),
      () => page.waitForURL((u) => u.toString() !== before),
    );
  } finally {
    await page.close();
  }
  return out;
}

export interface WebOptions {
  lighthouseRuns: number;
  /** Only these paths in Lighthouse (all screens when empty). */
  only: readonly string[];
  /** Registers what stops the console and the browser should the bench be interrupted. */
  onCleanup: (cleanup: () => Promise<void>) => void;
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return CHROMIUM;
  }
}

/**
 * Lighthouse's own browser: our Chromium started by chrome-launcher (chromePath, nothing downloaded), no
 * Playwright attached while Lighthouse drives it (two drivers auto-attaching to the same tabs left Lighthouse's
 * navigation waiting for minutes). The operator's cookies are put into its default context over the debugging
 * port, by a short Playwright connection that leaves before the first run.
 */
async function withLighthouseBrowser<T>(
  cookies: Cookie[],
  onCleanup: WebOptions['onCleanup'],
  use: (port: number, setCookies: (next: Cookie[]) => Promise<void>) => Promise<T>,
): Promise<T> {
  const launched = await launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    launched.kill();
  };
  onCleanup(kill);
  const setCookies = async (next: Cookie[]) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${launched.port}`);
    try {
      const context = browser.contexts()[0];
      if (!context) throw new Error("Lighthouse's Chromium has no default context");
      await context.clearCookies();
      if (next.length) await context.addCookies(next);
    } finally {
      // Disconnects only: the browser and its default context's cookies stay.
      await browser.close();
    }
  };
  try {
    await setCookies(cookies);
    return await use(launched.port, setCookies);
  } finally {
    await kill();
  }
}

/**
 * The browser budgets (docs/budgets.md) against the console as `npm start` ships it: the web build (built first
 * when stale, as `npm start` does), the server's bundle (server/dist/node/main.js) in its own process on a new embedded SQLite with the
 * demo data, signed in as its admin, in the e2e's Chromium.
 */
export async function benchWeb(options: WebOptions, log: (line: string) => void): Promise<WebResult> {
  const load1Start = load1();
  const empty = { url: '', lighthouseVersion: '', chromium: '', lighthouseRuns: options.lighthouseRuns, screens: [], scripts: null };
  if (!fs.existsSync(CHROMIUM))
    return { ...empty, skipped: `${CHROMIUM} not found (apt-get install -y chromium)`, interactions: [], load1Start, load1End: load1() };
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-web-if-stale.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the web app failed');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const admin = { email: 'bench-admin@shop.example', password: randomBytes(12).toString('base64url') };
  log(`web: starting the console on demo data in ${dataDir}`);
  const served = await startConsole(
    { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn' },
    path.join(dataDir, 'console.log'),
  );
  let browser: Browser | null = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // The console first: should the browser refuse to close, the server still stops.
    served.child.kill('SIGTERM');
    await waitForExit(served.child);
    await browser?.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  options.onCleanup(stop);
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS] });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC', locale: 'en-US' });
    const session = await signIn(context, served.url, admin);
    const giveaways = await apiJson<{ list: Array<{ entryPath: string }> }>(
      context,
      session,
      `${served.url}${giveawaysContract.list.path}`,
      'GET',
    );
    const screens = screensOf(giveaways.list[0]?.entryPath ?? null).filter(
      (s) => options.only.length === 0 || options.only.includes(s.path),
    );

    log(`web: scripts of /students on a first visit`);
    const scripts = await studentsScripts(context, served.url);
    log(`web: interactions`);
    const measured = await interactions(context, served.url, session, log);

    const cookies = await context.cookies();
    await browser.close();
    browser = null;

    log(`web: Lighthouse, ${screens.length} screens x ${options.lighthouseRuns} run(s)`);
    const { signedIn, open } = await withLighthouseBrowser(cookies, options.onCleanup, async (port, setCookies) => {
      const signedIn = await lighthouseScreens(
        served.url,
        port,
        screens.filter((s) => s.signedIn),
        options.lighthouseRuns,
        log,
      );
      // The public pages as a visitor sees them: no session.
      await setCookies([]);
      const open = await lighthouseScreens(
        served.url,
        port,
        screens.filter((s) => !s.signedIn),
        options.lighthouseRuns,
        log,
      );
      return { signedIn, open };
    });
    return {
      skipped: null,
      url: served.url,
      lighthouseVersion: signedIn.version,
      chromium: chromiumVersion(),
      lighthouseRuns: options.lighthouseRuns,
      screens: [...signedIn.results, ...open.results],
      scripts,
      interactions: measured,
      load1Start,
      load1End: load1(),
    };
  } finally {
    await stop();
  }
}
