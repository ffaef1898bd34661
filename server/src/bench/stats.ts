import os from 'node:os';

/** Latency of one measured case, in milliseconds. */
export interface Latency {
  n: number;
  p50: number;
  p95: number;
  mean: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export function summarize(samples: readonly number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), mean };
}

export interface RepeatOptions {
  warmup: number;
  iterations: number;
}

/**
 * Times several functions round-robin (a, b, c, a, b, c, ...), so load from elsewhere on a shared
 * machine falls on all of them alike and their percentiles stay comparable.
 */
export async function timeInterleaved<K extends string>(
  fns: Record<K, () => Promise<unknown>>,
  options: RepeatOptions,
): Promise<Record<K, Latency>> {
  const keys = Object.keys(fns) as K[];
  for (let i = 0; i < options.warmup; i++) for (const k of keys) await fns[k]();
  const samples = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < options.iterations; i++) {
    for (const k of keys) {
      const start = process.hrtime.bigint();
      await fns[k]();
      samples[k].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return Object.fromEntries(keys.map((k) => [k, summarize(samples[k])])) as Record<K, Latency>;
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = process.hrtime.bigint();
  const value = await fn();
  return { value, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

/** The 1-minute load average, to tell noisy figures from real ones on a shared machine. */
export function load1(): number {
  return Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
}

export function ratio(a: number, b: number): number {
  return b === 0 ? Infinity : a / b;
}
