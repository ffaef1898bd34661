import fs from 'node:fs';
import { callPath } from '@console/contracts/common/call';
import { studentsContract } from '@console/contracts/students.contract';
import type { RegistrationStatus } from '@console/contracts/registrations.contract';
import type { BenchTarget } from './bench-target';
import { firstMessage, forkBenchChild, waitForExit } from './child';
import type { ExportServerReady } from './export-server';
import { createBenchHttp } from './http-client';
import { load1, timed } from './stats';

export interface ExportRun {
  status: RegistrationStatus;
  rows: number;
  bytes: number;
  ms: number;
  rowsPerSecond: number;
  /** Server process RSS in MB: after start and warm-up, and the peak while streaming. */
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  /** Server RSS as the rows went by, about every tenth of them. */
  series: Array<{ rows: number; rssMb: number }>;
}

export interface ExportResult {
  small: ExportRun;
  large: ExportRun;
  /** Peak RSS growth of the large export over that of the small one (shown; near zero growths make it noise). */
  growthRatio: number;
  /** Peak RSS of the large export over that of the small one, whole process; docs/budgets.md: at most 1.3. */
  peakRatio: number;
  /** Whether /proc/<pid>/clear_refs could reset the kernel's high-water mark before each run. */
  hwmReset: boolean;
  load1: number;
}

function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

/** Resets VmHWM to the current RSS (Linux: writing 5 to clear_refs); false where that is not allowed. */
function resetHighWaterMark(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Counts `needle` across chunk borders without keeping the stream. */
function occurrenceCounter(needle: string): { feed(chunk: Buffer): void; count(): number } {
  let tail = '';
  let total = 0;
  return {
    feed(chunk) {
      const text = tail + chunk.toString('latin1');
      for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) total++;
      tail = text.slice(-(needle.length - 1));
    },
    count: () => total,
  };
}

const mb = (kb: number) => Math.round(kb / 102.4) / 10;

/** One export in a fresh server process: warm up, take the baseline, stream the export and sample RSS every 10 ms. */
async function exportOnce(
  target: BenchTarget,
  headers: Record<string, string>,
  status: RegistrationStatus,
  expected: number,
  warmupEmail: string,
): Promise<ExportRun & { hwmReset: boolean }> {
  const child = forkBenchChild('./export-server.ts', [JSON.stringify(target.config)]);
  const pid = child.pid;
  if (pid === undefined) throw new Error('export server did not start');
  try {
    const ready = await firstMessage<ExportServerReady>(child);
    const http = createBenchHttp(ready.url);
    const path = (s: RegistrationStatus) => callPath(studentsContract.exportRows.path, { status: s });
    // Warm-up: the same route and code paths on one row, so the baseline includes them.
    const warm = occurrenceCounter('{"displayName":');
    const warmStatus = await http.drain(
      studentsContract.exportRows.method,
      path('approved'),
      { searchValue: warmupEmail, searchType: 'Email' },
      headers,
      (c) => warm.feed(c),
    );
    if (warmStatus !== 200 || warm.count() !== 1) throw new Error(`export warm-up answered ${warmStatus} with ${warm.count()} rows`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const baselineKb = procStatusKb(pid, 'VmRSS');
    const hwmReset = resetHighWaterMark(pid);
    let sampledKb = baselineKb;
    const rows = occurrenceCounter('{"displayName":');
    // The RSS at each tenth of the rows: flat memory shows as a flat series, a leak as a rising one.
    const series: Array<{ rows: number; rssMb: number }> = [];
    const sampler = setInterval(() => {
      const kb = procStatusKb(pid, 'VmRSS');
      sampledKb = Math.max(sampledKb, kb);
      if (rows.count() >= ((series.length + 1) * expected) / 10) series.push({ rows: rows.count(), rssMb: mb(kb) });
    }, 10);
    let bytes = 0;
    const run = await timed(() =>
      http.drain(studentsContract.exportRows.method, path(status), { searchValue: '', searchType: 'Email' }, headers, (chunk) => {
        bytes += chunk.length;
        rows.feed(chunk);
      }),
    );
    clearInterval(sampler);
    const peakKb = Math.max(sampledKb, hwmReset ? procStatusKb(pid, 'VmHWM') : 0);
    http.close();
    if (run.value !== 200) throw new Error(`export of ${status} answered ${run.value}`);
    if (rows.count() !== expected) throw new Error(`export of ${status} streamed ${rows.count()} rows, expected ${expected}`);
    return {
      status,
      rows: rows.count(),
      bytes,
      ms: run.ms,
      rowsPerSecond: rows.count() / (run.ms / 1000),
      baselineMb: mb(baselineKb),
      peakMb: mb(peakKb),
      growthMb: mb(peakKb - baselineKb),
      series,
      hwmReset,
    };
  } finally {
    child.send('stop');
    await waitForExit(child);
  }
}

/** Part 4: memory of the server while streaming the small list's export and the large list's export. */
export async function benchExport(
  target: BenchTarget,
  headers: Record<string, string>,
  sizes: { approved: number; pending: number },
  warmupEmail: string,
): Promise<ExportResult> {
  const { hwmReset: smallReset, ...small } = await exportOnce(target, headers, 'pending', sizes.pending, warmupEmail);
  const { hwmReset: largeReset, ...large } = await exportOnce(target, headers, 'approved', sizes.approved, warmupEmail);
  return {
    small,
    large,
    growthRatio: large.growthMb / small.growthMb,
    peakRatio: large.peakMb / small.peakMb,
    hwmReset: smallReset && largeReset,
    load1: load1(),
  };
}
