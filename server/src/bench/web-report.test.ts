import { describe, expect, it } from 'vitest';
import { longestInteraction, median, medianRun, webBudgets, webLines, type LighthouseRun, type WebResult } from './web-report';

const run = (performance: number, tbt: number, accessibility = 100): LighthouseRun => ({
  scores: { performance, accessibility, 'best-practices': 96 },
  totalBlockingMs: tbt,
  largestPaintMs: 800,
  layoutShift: 0.01,
});

function result(over: Partial<WebResult> = {}): WebResult {
  return {
    skipped: null,
    url: 'http://127.0.0.1:1',
    lighthouseVersion: '12.2.3',
    chromium: 'Chromium 1',
    lighthouseRuns: 3,
    screens: [
      { name: 'Student', path: '/students', signedIn: true, runs: [run(74, 400), run(90, 100), run(70, 615)], errors: [], warnings: [] },
    ],
    scripts: {
      route: '/students',
      files: [{ url: 'http://127.0.0.1:1/assets/a.js', bytes: 900_000, gzipBytes: 364_000 }],
      gzipBytes: 364_000,
    },
    interactions: [
      { name: 'palette: Enter on a result', longestMs: 368, event: 'keydown', error: null },
      { name: 'switch a tab', longestMs: 0, event: null, error: null },
      { name: 'Search', longestMs: NaN, event: null, error: 'Timeout 30000ms exceeded.' },
    ],
    load1Start: 0.5,
    load1End: 0.7,
    ...over,
  };
}

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one, in any order', () => {
    expect(median([74, 90, 70])).toBe(74);
    expect(median([3, 1, 4, 2])).toBe(2.5);
    expect(median([95])).toBe(95);
  });

  it('is NaN for no value and ignores NaN', () => {
    expect(median([])).toBeNaN();
    expect(median([NaN, 80])).toBe(80);
  });
});

describe('medianRun', () => {
  it('takes each figure on its own, not the run with the median score', () => {
    const m = medianRun([run(74, 100), run(90, 615), run(70, 400)]);
    expect(m.scores.performance).toBe(74);
    expect(m.totalBlockingMs).toBe(400);
  });
});

describe('longestInteraction', () => {
  it("answers the longest entry of an interaction and ignores events that are no interaction's (id 0)", () => {
    expect(
      longestInteraction([
        { name: 'pointerover', duration: 500, interactionId: 0 },
        { name: 'keydown', duration: 144, interactionId: 7 },
        { name: 'keyup', duration: 24, interactionId: 7 },
      ]),
    ).toEqual({ longestMs: 144, event: 'keydown' });
  });

  it('answers 0 and no event when no entry reached the threshold', () => {
    expect(longestInteraction([])).toEqual({ longestMs: 0, event: null });
  });
});

describe('webBudgets', () => {
  it("checks each screen's median scores, the scripts and each interaction against the browser budgets' limits", () => {
    const budgets = webBudgets(result(), 200_000);
    expect(budgets.map((b) => [b.what, b.value, b.op, b.limit, b.pass])).toEqual([
      ['Lighthouse performance /students (median of 3)', 74, '>=', 95, false],
      ['Lighthouse accessibility /students (median of 3)', 100, '>=', 95, true],
      ['Lighthouse best practices /students (median of 3)', 96, '>=', 95, true],
      ['all scripts /students loads on a first visit (1), KB gzip', 364, '<=', 200, false],
      ['longest event duration, ms: palette: Enter on a result', 368, '<=', 200, false],
      ['longest event duration, ms: switch a tab', 0, '<=', 200, true],
      ['longest event duration, ms: Search', NaN, '<=', 200, false],
    ]);
    expect(budgets.every((b) => b.db === 'web')).toBe(true);
  });

  it('fails a screen with a failed run rather than passing it on the runs left, and names a single run', () => {
    const screens = [
      { name: 'Jobs', path: '/jobs', signedIn: true, runs: [run(99, 10)], errors: ['PAGE_HUNG: the page hung'], warnings: [] },
    ];
    const budgets = webBudgets(result({ screens, lighthouseRuns: 1, scripts: null, interactions: [] }), 200_000);
    expect(budgets.map((b) => [b.what, b.pass])).toEqual([
      ['Lighthouse performance /jobs (1 run)', false],
      ['Lighthouse accessibility /jobs (1 run)', false],
      ['Lighthouse best practices /jobs (1 run)', false],
    ]);
  });

  it('has none when the part was skipped', () => {
    expect(webBudgets(result({ skipped: 'no chromium' }), 200_000)).toEqual([]);
  });
});

describe('webLines', () => {
  it("prints a screen's medians with its runs, an interaction below the threshold and one that failed", () => {
    const lines = webLines(result());
    expect(lines.find((l) => l.includes('/students ') && l.includes('by run') === false)).toMatch(
      /Student\s+\/students\s+74\s+100\s+96\s+400\s+800\s+0\.010\s+74 90 70$/,
    );
    expect(lines.find((l) => l.includes('switch a tab'))).toMatch(/<16 ms \(no entry\)$/);
    expect(lines.find((l) => l.includes('Search'))).toMatch(/ERROR: Timeout 30000ms exceeded\.$/);
    expect(lines.find((l) => l.includes('Enter on a result'))).toMatch(/368 ms \(keydown\)$/);
  });
});
