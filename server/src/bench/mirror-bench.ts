import type { DbKind } from '../db/dialect';
import { openPostgresTarget, openSqliteTarget, type BenchTarget } from './bench-target';
import { firstMessage, forkBenchChild, waitForExit } from './child';

/**
 * The customer mirror's first load (issue 17): `rows` customers streamed from a bulk JSONL on
 * loopback into the customers table, against a raw batched insert of the same rows (budget: at
 * least 0.5× its rows/s), and the load's peak memory at `rows` against at `smallRows` (budget: flat,
 * at most 1.3×). Each run is its own process on a fresh database.
 */
export interface MirrorBenchResult {
  kind: DbKind;
  rows: number;
  smallRows: number;
  rawRowsPerSecond: number;
  mirrorRowsPerSecond: number;
  /** Mirror over raw rows/s; budget >= 0.5. */
  ratio: number;
  smallPeakMb: number;
  peakMb: number;
  /** Peak at `rows` over peak at `smallRows`; budget <= 1.3. */
  memoryRatio: number;
  pass: boolean;
}

async function measured(target: BenchTarget, mode: 'mirror' | 'raw', rows: number): Promise<{ ms: number; maxRssMb: number }> {
  const child = forkBenchChild('./mirror-child.ts', [mode, String(rows), target.config.dataDir, target.config.databaseUrl ?? '']);
  try {
    return await firstMessage<{ ms: number; maxRssMb: number }>(child);
  } finally {
    await waitForExit(child);
  }
}

async function onFreshTarget<T>(kind: DbKind, use: (target: BenchTarget) => Promise<T>): Promise<T | null> {
  const target = kind === 'sqlite' ? openSqliteTarget() : await openPostgresTarget(process.env.DATABASE_URL);
  if (!target) return null;
  try {
    return await use(target);
  } finally {
    await target.drop();
  }
}

export async function benchMirror(kind: DbKind, rows: number, log: (line: string) => void): Promise<MirrorBenchResult | null> {
  const smallRows = Math.max(1000, Math.min(100_000, Math.floor(rows / 10)));
  log(`${kind}: mirror bench, raw insert of ${rows.toLocaleString('en-US')} rows`);
  const raw = await onFreshTarget(kind, (t) => measured(t, 'raw', rows));
  if (!raw) return null;
  log(`${kind}: mirror bench, first load of ${rows.toLocaleString('en-US')} customers from bulk JSONL`);
  const mirror = await onFreshTarget(kind, (t) => measured(t, 'mirror', rows));
  log(`${kind}: mirror bench, first load of ${smallRows.toLocaleString('en-US')} customers (memory baseline)`);
  const small = await onFreshTarget(kind, (t) => measured(t, 'mirror', smallRows));
  if (!mirror || !small) return null;
  const rawRowsPerSecond = rows / (raw.ms / 1000);
  const mirrorRowsPerSecond = rows / (mirror.ms / 1000);
  const ratio = mirrorRowsPerSecond / rawRowsPerSecond;
  const memoryRatio = mirror.maxRssMb / small.maxRssMb;
  return {
    kind,
    rows,
    smallRows,
    rawRowsPerSecond,
    mirrorRowsPerSecond,
    ratio,
    smallPeakMb: small.maxRssMb,
    peakMb: mirror.maxRssMb,
    memoryRatio,
    pass: ratio >= 0.5 && memoryRatio <= 1.3,
  };
}

export function formatMirror(r: MirrorBenchResult): string {
  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  return [
    `mirror first load (${r.kind}, ${f(r.rows)} customers): ${f(r.mirrorRowsPerSecond)} rows/s vs raw insert ${f(r.rawRowsPerSecond)} rows/s = ${r.ratio.toFixed(2)}x (budget >= 0.5) ${r.ratio >= 0.5 ? 'PASS' : 'FAIL'}`,
    `mirror memory (${r.kind}): peak ${r.peakMb.toFixed(0)} MB at ${f(r.rows)} vs ${r.smallPeakMb.toFixed(0)} MB at ${f(r.smallRows)} = ${r.memoryRatio.toFixed(2)}x (budget <= 1.3) ${r.memoryRatio <= 1.3 ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}
