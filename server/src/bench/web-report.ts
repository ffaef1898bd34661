import type { Budget } from './report';

/** docs/budgets.md: the browser's budgets. */
export const LIGHTHOUSE_MIN_SCORE = 95;
export const INTERACTION_MAX_MS = 200;
/** Chromium reports no event shorter than this (PerformanceObserver's smallest durationThreshold). */
export const EVENT_THRESHOLD_MS = 16;

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** One Lighthouse run of one screen: category scores 0–100 and the metrics that explain performance. */
export interface LighthouseRun {
  scores: Record<LighthouseCategory, number>;
  totalBlockingMs: number;
  largestPaintMs: number;
  layoutShift: number;
}

export interface ScreenResult {
  name: string;
  path: string;
  /** Whether it was measured with the operator's session (the public pages are not). */
  signedIn: boolean;
  runs: LighthouseRun[];
  /** Why a run failed (Lighthouse's runtime error or a crash), when one did. */
  errors: string[];
  /** Lighthouse's warnings about its runs (e.g. the page never went quiet), each once. */
  warnings: string[];
}

export interface ScriptFile {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface ScriptWeight {
  route: string;
  files: ScriptFile[];
  gzipBytes: number;
}

/** One event as Chromium's Event Timing reports it (entries of one interaction share an interactionId > 0). */
export interface EventEntry {
  name: string;
  duration: number;
  interactionId: number;
}

export interface InteractionResult {
  name: string;
  /** The longest duration among the interaction's events, ms; 0 when none reached EVENT_THRESHOLD_MS. */
  longestMs: number;
  /** The event type of that longest entry (keydown, click, pointerup …). */
  event: string | null;
  error: string | null;
}

export interface WebResult {
  /** Why it did not run, when it did not. */
  skipped: string | null;
  url: string;
  lighthouseVersion: string;
  chromium: string;
  lighthouseRuns: number;
  screens: ScreenResult[];
  scripts: ScriptWeight | null;
  interactions: InteractionResult[];
  load1Start: number;
  load1End: number;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The median of each figure over the runs, each on its own (as Lighthouse CI does). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
  return {
    scores: {
      performance: of((r) => r.scores.performance),
      accessibility: of((r) => r.scores.accessibility),
      'best-practices': of((r) => r.scores['best-practices']),
    },
    totalBlockingMs: of((r) => r.totalBlockingMs),
    largestPaintMs: of((r) => r.largestPaintMs),
    layoutShift: of((r) => r.layoutShift),
  };
}

/** The longest of the entries that belong to an interaction (hover and move events have interactionId 0). */
export function longestInteraction(entries: readonly EventEntry[]): { longestMs: number; event: string | null } {
  let longest: EventEntry | null = null;
  for (const e of entries) if (e.interactionId > 0 && (longest === null || e.duration > longest.duration)) longest = e;
  return longest ? { longestMs: longest.duration, event: longest.name } : { longestMs: 0, event: null };
}

const CATEGORY_NAMES: Record<LighthouseCategory, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
};

function budget(what: string, value: number, op: Budget['op'], limit: number): Budget {
  return { db: 'web', what, value, op, limit, pass: Number.isFinite(value) && (op === '<=' ? value <= limit : value >= limit) };
}

/** Each screen's three Lighthouse scores (their medians), the first list screen's scripts, each interaction. */
export function webBudgets(web: WebResult, scriptBudgetBytes: number): Budget[] {
  if (web.skipped) return [];
  const out: Budget[] = [];
  const runs = web.lighthouseRuns === 1 ? '1 run' : `median of ${web.lighthouseRuns}`;
  for (const s of web.screens) {
    // A screen with a failed run has no honest median: it fails rather than passing on fewer runs.
    const m = s.errors.length > 0 || s.runs.length === 0 ? null : medianRun(s.runs);
    for (const c of LIGHTHOUSE_CATEGORIES)
      out.push(budget(`Lighthouse ${CATEGORY_NAMES[c]} ${s.path} (${runs})`, m ? m.scores[c] : NaN, '>=', LIGHTHOUSE_MIN_SCORE));
  }
  if (web.scripts)
    out.push(
      budget(
        `all scripts ${web.scripts.route} loads on a first visit (${web.scripts.files.length}), KB gzip`,
        web.scripts.gzipBytes / 1000,
        '<=',
        scriptBudgetBytes / 1000,
      ),
    );
  for (const i of web.interactions)
    out.push(budget(`longest event duration, ms: ${i.name}`, i.error ? NaN : i.longestMs, '<=', INTERACTION_MAX_MS));
  return out;
}

const num = (v: number, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
const pad = (v: string, n: number) => (v.length >= n ? v : v + ' '.repeat(n - v.length));
const lpad = (v: string, n: number) => (v.length >= n ? v : ' '.repeat(n - v.length) + v);

/** The browser part of the report: a Lighthouse table, the scripts of the first list screen, the interactions. */
export function webLines(web: WebResult): string[] {
  if (web.skipped) return [`== Web (browser): SKIPPED — ${web.skipped}`];
  const lines = [
    `== Web (browser): the console as \`npm start\` ships it at ${web.url} (embedded SQLite, demo data), ${web.chromium}, Lighthouse ${web.lighthouseVersion} desktop preset, ${web.lighthouseRuns} run(s) per screen, medians; load average ${web.load1Start} at start, ${web.load1End} at end (Lighthouse's performance score drops under load: compare runs on an idle machine)`,
    `  ${pad('screen', 26)} ${pad('path', 26)} ${lpad('perf', 5)} ${lpad('a11y', 5)} ${lpad('bp', 5)} ${lpad('TBT ms', 7)} ${lpad('LCP ms', 7)} ${lpad('CLS', 6)}  performance by run`,
  ];
  for (const s of web.screens) {
    const m = s.runs.length ? medianRun(s.runs) : null;
    const perRun = s.runs.map((r) => num(r.scores.performance)).join(' ');
    lines.push(
      `  ${pad(s.name, 26)} ${pad(s.path, 26)} ${lpad(num(m?.scores.performance ?? NaN), 5)} ${lpad(num(m?.scores.accessibility ?? NaN), 5)} ${lpad(num(m?.scores['best-practices'] ?? NaN), 5)} ${lpad(num(m?.totalBlockingMs ?? NaN), 7)} ${lpad(num(m?.largestPaintMs ?? NaN), 7)} ${lpad(num(m?.layoutShift ?? NaN, 3), 6)}  ${perRun}${s.signedIn ? '' : ' (signed out)'}${s.errors.length ? `  ERROR: ${s.errors.join('; ')}` : ''}`,
    );
    for (const w of s.warnings) lines.push(`    warning: ${w.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
  const sw = web.scripts;
  if (sw) {
    lines.push(
      `  Scripts ${sw.route} loads on a first visit (cold cache, until the list shows and the network is idle): ${num(sw.gzipBytes / 1000, 1)} KB gzip`,
    );
    for (const f of [...sw.files].sort((a, b) => b.gzipBytes - a.gzipBytes))
      lines.push(
        `    ${pad(new URL(f.url).pathname, 60)} ${lpad(num(f.bytes / 1000, 1), 8)} KB ${lpad(num(f.gzipBytes / 1000, 1), 8)} KB gzip`,
      );
  }
  lines.push(`  Event durations (Event Timing, durationThreshold ${EVENT_THRESHOLD_MS} ms; the longest entry of each interaction):`);
  for (const i of web.interactions)
    lines.push(
      `    ${pad(i.name, 60)} ${i.error ? `ERROR: ${i.error}` : i.event ? `${lpad(num(i.longestMs), 5)} ms (${i.event})` : `<${EVENT_THRESHOLD_MS} ms (no entry)`}`,
    );
  return lines;
}
