import type { DbKind } from '../db/dialect';
import { FIRST_SHOP_ID } from '../platform/shop-id';
import { openPostgresTarget, openSqliteTarget, type BenchTarget } from './bench-target';
import { firstMessage, forkBenchChild, waitForExit } from './child';
import type { MirrorShopsReady } from './mirror-shops-child';

/**
 * The customer mirror's first load: `rows` customers streamed from a bulk JSONL on
 * loopback into the customers table, against a raw batched insert of the same rows (budget: at
 * least 0.5× its rows/s), and the load's peak memory at `rows` against at `smallRows` (budget: flat,
 * at most 1.3×). Each run is its own process on a fresh database.
 * With `shops` > 1, each fresh database first gets `shops - 1` shops holding `rows` mirrored
 * customers each (the bench's bulk loader in a process of its own, indexes rebuilt, analyzed on PostgreSQL);
 * every run (raw, full and small load) then goes into the last shop, so raw and mirror meet a database of the
 * same size.
 */
export interface MirrorBenchResult {
  kind: DbKind;
  /** Shops in the database; the measured loads go into the last one. */
  shops: number;
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

/** Fills the other shops in a child process (mirror-shops-child.ts says why); answers the last shop's id. */
async function otherShopsLoaded(target: BenchTarget, shops: number, rows: number, log: (line: string) => void): Promise<number> {
  if (shops === 1) return FIRST_SHOP_ID;
  const started = Date.now();
  const { kind, where, config, sqliteFile } = target;
  const child = forkBenchChild('./mirror-shops-child.ts', [
    JSON.stringify({ kind, where, config, sqliteFile }),
    String(shops),
    String(rows),
  ]);
  try {
    const { shop } = await firstMessage<MirrorShopsReady>(child);
    log(
      `  ${shops - 1} other shop(s) loaded with ${rows.toLocaleString('en-US')} customers each (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    return shop;
  } finally {
    await waitForExit(child);
  }
}

async function measured(
  target: BenchTarget,
  mode: 'mirror' | 'raw',
  rows: number,
  others: { shops: number; rows: number },
  log: (line: string) => void,
): Promise<{ ms: number; maxRssMb: number }> {
  const shop = await otherShopsLoaded(target, others.shops, others.rows, log);
  const child = forkBenchChild('./mirror-child.ts', [
    mode,
    String(rows),
    target.config.dataDir,
    target.config.databaseUrl ?? '',
    String(shop),
  ]);
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

export async function benchMirror(kind: DbKind, rows: number, log: (line: string) => void, shops = 1): Promise<MirrorBenchResult | null> {
  const smallRows = Math.max(1000, Math.min(100_000, Math.floor(rows / 10)));
  // The other shops hold `rows` customers in every run (the memory baseline too), so only the load's size differs.
  const others = { shops, rows };
  const into = shops > 1 ? ` into shop ${shops} of ${shops} (the others holding ${rows.toLocaleString('en-US')} customers each)` : '';
  log(`${kind}: mirror bench, raw insert of ${rows.toLocaleString('en-US')} rows${into}`);
  const raw = await onFreshTarget(kind, (t) => measured(t, 'raw', rows, others, log));
  if (!raw) return null;
  log(`${kind}: mirror bench, first load of ${rows.toLocaleString('en-US')} customers from bulk JSONL${into}`);
  const mirror = await onFreshTarget(kind, (t) => measured(t, 'mirror', rows, others, log));
  log(`${kind}: mirror bench, first load of ${smallRows.toLocaleString('en-US')} customers (memory baseline)${into}`);
  const small = await onFreshTarget(kind, (t) => measured(t, 'mirror', smallRows, others, log));
  if (!mirror || !small) return null;
  const rawRowsPerSecond = rows / (raw.ms / 1000);
  const mirrorRowsPerSecond = rows / (mirror.ms / 1000);
  const ratio = mirrorRowsPerSecond / rawRowsPerSecond;
  const memoryRatio = mirror.maxRssMb / small.maxRssMb;
  return {
    kind,
    shops,
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
    `mirror first load (${r.kind}, ${f(r.rows)} customers${r.shops > 1 ? ` into shop ${r.shops} of ${r.shops}` : ''}): ${f(r.mirrorRowsPerSecond)} rows/s vs raw insert ${f(r.rawRowsPerSecond)} rows/s = ${r.ratio.toFixed(2)}x (budget >= 0.5) ${r.ratio >= 0.5 ? 'PASS' : 'FAIL'}`,
    `mirror memory (${r.kind}): peak ${r.peakMb.toFixed(0)} MB at ${f(r.rows)} vs ${r.smallPeakMb.toFixed(0)} MB at ${f(r.smallRows)} = ${r.memoryRatio.toFixed(2)}x (budget <= 1.3) ${r.memoryRatio <= 1.3 ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}
