import { sql } from 'kysely';
import { studentsContract } from '@console/contracts/students.contract';
import { jobsContract } from '@console/contracts/jobs.contract';
import { callPath, type CallResponse } from '@console/contracts/common/call';
import { REGISTRATION_TEMPLATE_COLUMNS } from '@console/contracts/registrations.contract';
import { COUNTRIES, COURSES, SCHOOLS, STATES, demoPerson, pick, seededRandom } from '../db/demo-people';
import { parseRegistrationRow } from '../features/registrations/registrations.jobs';
import { createCustomers } from '../features/customers/customers.service';
import type { Db } from '../platform/db';
import type { RunningApp } from './bench-app';
import { BENCH_PROGRAMME } from './bench-target';
import { load1, timed } from './stats';
import { FIRST_SHOP_ID } from '../platform/shop-id';

export interface ImportResult {
  rows: number;
  /** Request sent to job `done`, through the real app with its worker running. */
  importMs: number;
  /** The part of importMs until the upload was answered (rows and job stored); the rest is the worker. */
  acceptMs: number;
  bodyBytes: number;
  /** Plain Kysely inserts of the same rows: 500 rows a statement, 1,000 a transaction (the job's batch). */
  rawMs: number;
  importRowsPerSecond: number;
  rawRowsPerSecond: number;
  /** Import rows/s over raw rows/s; budget >= 0.5. */
  ratio: number;
  load1: number;
}

type TemplateRow = Record<(typeof REGISTRATION_TEMPLATE_COLUMNS)[number], string>;

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Spreadsheet rows as the web app sends them: the template's headers, every cell as text. */
export function templateRows(count: number): TemplateRow[] {
  const rand = seededRandom(3003);
  return Array.from({ length: count }, (_, n) => {
    const person = demoPerson(rand, n, 'bench-import.example');
    const start = new Date(Date.UTC(2025, Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)));
    const end = new Date(start.getTime() + 365 * 86_400_000);
    return {
      'First Name': person.firstName,
      'Last Name': person.lastName,
      Email: person.email,
      School: pick(rand, SCHOOLS),
      Course: pick(rand, COURSES),
      State: pick(rand, STATES),
      'Start Date': usDate(start.toISOString()),
      'End Date': usDate(end.toISOString()),
      Country: pick(rand, COUNTRIES),
      Phone: `555${String(1000000 + Math.floor(rand() * 8999999)).slice(0, 7)}`,
    };
  });
}

async function maxCustomerId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select(sql<number>`coalesce(max(id), 0)`.as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Removes what a run added (ids above the mark, a primary-key range), so later parts see the seeded data only. */
async function removeAbove(db: Db, mark: number, expected: number): Promise<void> {
  const res = await db.deleteFrom('customers').where('id', '>', mark).executeTakeFirst();
  if (Number(res.numDeletedRows) !== expected) throw new Error(`expected to remove ${expected} rows, removed ${res.numDeletedRows}`);
}

async function waitForJob(db: Db, jobId: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await db.selectFrom('jobs').select(['status', 'last_error']).where('id', '=', jobId).executeTakeFirstOrThrow();
    if (job.status === 'done') return job.status;
    if (job.status === 'failed') throw new Error(`import job ${jobId} failed: ${job.last_error}`);
    if (Date.now() > deadline) throw new Error(`import job ${jobId} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Part 3: an upload of `count` template rows through the app and its worker against raw batched inserts of the same rows. */
export async function benchImport(worker: RunningApp, headers: Record<string, string>, count: number): Promise<ImportResult> {
  const db = worker.app.ctx.db;
  const rows = templateRows(count);
  const body = JSON.stringify(rows);

  const mark = await maxCustomerId(db);
  let acceptMs = 0;
  const upload = await timed(async () => {
    const accept = await timed(() =>
      worker.http.json<CallResponse<typeof studentsContract.upload>>(
        studentsContract.upload.method,
        studentsContract.upload.path,
        body,
        headers,
      ),
    );
    acceptMs = accept.ms;
    await waitForJob(db, accept.value.jobId, 10 * 60_000);
    return accept.value.jobId;
  });
  const job = await worker.http.json<CallResponse<typeof jobsContract.detail>>(
    jobsContract.detail.method,
    callPath(jobsContract.detail.path, { id: upload.value }),
    undefined,
    headers,
  );
  const created = job.outcomes.filter((o) => o.status === 'done').length;
  if (created !== count)
    throw new Error(`import created ${created} of ${count} rows: ${JSON.stringify(job.outcomes.find((o) => o.status !== 'done'))}`);
  await removeAbove(db, mark, count);

  // The same values the job inserts, prepared outside the timing: only the inserts are measured.
  const now = new Date().toISOString();
  const values = rows.map((row) => {
    const parsed = parseRegistrationRow(BENCH_PROGRAMME, row, 950_000, now);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.values;
  });
  const raw = await timed(async () => {
    for (let i = 0; i < values.length; i += 1000) {
      const chunk = values.slice(i, i + 1000);
      await db.transaction().execute((trx) => createCustomers(trx, FIRST_SHOP_ID, chunk));
    }
  });
  await removeAbove(db, mark, count);

  const importRowsPerSecond = count / (upload.ms / 1000);
  const rawRowsPerSecond = count / (raw.ms / 1000);
  return {
    rows: count,
    bodyBytes: Buffer.byteLength(body),
    importMs: upload.ms,
    acceptMs,
    rawMs: raw.ms,
    importRowsPerSecond,
    rawRowsPerSecond,
    ratio: importRowsPerSecond / rawRowsPerSecond,
    load1: load1(),
  };
}
