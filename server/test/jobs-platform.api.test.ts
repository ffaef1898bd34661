import ExcelJS from 'exceljs';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { studentsContract } from '@console/contracts/students.contract';
import { filesContract } from '@console/contracts/files.contract';
import { JOBS } from '../src/worker';
import { nowIso } from '../src/platform/db';
import { buildErrorFile } from '../src/platform/error-file';
import { findFile, openFileBytes } from '../src/platform/files';
import {
  cancelJob,
  defineJob,
  dueJobIds,
  enqueue,
  jobRegistry,
  jobSummary,
  retryJob,
  runJob,
  type JobRegistry,
} from '../src/platform/jobs';
import { buildReport, mailReport } from '../src/platform/reports';
import { enqueueDueSchedules, upsertSchedule } from '../src/platform/schedules';
import { startTestServer, type Identity, type TestServer } from './harness';
import { seedProgramme } from './seed';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

/**
 * The job platform: typed definitions, progress, cancel, runAt, dedupe, schedules that
 * run each occurrence once across workers, mailed xlsx reports and import error files.
 */

const noLog = () => undefined;

/** Work the tests define; production registers its own list (server/src/worker.ts). */
const runs = new Map<number, number>();
const countJob = defineJob({
  type: 'test.count',
  payload: z.object({ label: z.string().min(1) }),
  flag: 'showStudents',
  async handler(ctx) {
    runs.set(ctx.job.id, (runs.get(ctx.job.id) ?? 0) + 1);
    await ctx.progress(3, 10);
  },
});

let release: (() => void) | null = null;
const slowJob = defineJob({
  type: 'test.slow',
  payload: z.object({ steps: z.number().int() }),
  flag: null,
  async handler(ctx) {
    for (let step = 0; step < ctx.payload.steps; step++) {
      await ctx.throwIfCancelled();
      await ctx.progress(step, ctx.payload.steps);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    }
  },
});

const reportJob = defineJob({
  type: 'test.students-report',
  payload: z.object({ status: z.enum(['pending', 'approved', 'disabled']) }),
  flag: 'showStudents',
  async handler(ctx) {
    async function* rows() {
      // Keyset-walked reads: the report never holds the whole list.
      let after = 0;
      for (;;) {
        const page = await ctx.db
          .selectFrom('customers')
          .select(['id', 'first_name', 'email'])
          .where('programme', '=', 'student')
          .where('status', '=', ctx.payload.status)
          .where('id', '>', after)
          .orderBy('id')
          .limit(7)
          .execute();
        if (page.length === 0) return;
        yield* page;
        after = page[page.length - 1]?.id ?? after;
      }
    }
    const file = await buildReport(ctx.app, {
      title: 'Students report',
      fileName: 'Students_Report',
      columns: [
        { header: 'Name', value: (r) => r.first_name },
        { header: 'Email', width: 30, value: (r) => r.email },
      ],
      rows: rows(),
      operatorId: ctx.job.operatorId,
      flags: ['showStudents'],
    });
    await mailReport(ctx, file, { subject: 'Students report', text: 'Your report is attached.' });
  },
});

async function drain(server: TestServer, registry: JobRegistry): Promise<void> {
  for (let round = 0; round < 50; round++) {
    const ids = await dueJobIds(server.ctx.db, 50);
    if (ids.length === 0) return;
    for (const id of ids) await runJob(server.ctx, registry, id, noLog);
  }
}

describe('typed jobs', () => {
  let server: TestServer;
  const registry = jobRegistry([...JOBS, countJob, slowJob]);

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
  });
  afterAll(async () => server?.close());

  it('refuses a payload its schema rejects, at enqueue and before the handler runs', async () => {
    await expect(enqueue(server.ctx.db, countJob, { label: '' }, { shop: FIRST_SHOP_ID, operatorId: null })).rejects.toThrow();
    // A row written by an older version with a payload the schema no longer accepts fails for good, unhandled.
    const now = nowIso();
    const bad = await server.ctx.db
      .insertInto('jobs')
      .values({
        shop_id: FIRST_SHOP_ID,
        type: countJob.type,
        status: 'pending',
        attempts: 0,
        max_attempts: 1,
        run_after: now,
        locked_until: null,
        last_error: null,
        operator_id: null,
        flags: 'showStudents',
        created_at: now,
        updated_at: now,
        title: null,
        progress_total: null,
        result_file_id: null,
        dedupe_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.ctx.db.insertInto('job_payloads').values({ job_id: bad.id, payload: '{"label":42}' }).execute();
    await runJob(server.ctx, registry, bad.id, noLog);
    const job = await jobSummary(server.ctx.db, FIRST_SHOP_ID, bad.id);
    expect(job?.status).toBe('failed');
    expect(job?.lastError).toMatch(/label/);
    expect(runs.has(bad.id)).toBe(false);
  });

  it('refuses a job that names no flag: nothing is visible to every operator by default', async () => {
    await expect(enqueue(server.ctx.db, slowJob, { steps: 1 }, { shop: FIRST_SHOP_ID, operatorId: null })).rejects.toThrow(
      /at least one flag/,
    );
    await expect(enqueue(server.ctx.db, countJob, { label: 'none' }, { shop: FIRST_SHOP_ID, operatorId: null, flags: [] })).rejects.toThrow(
      /at least one flag/,
    );
  });

  it('records progress and the definition flag, and runs a due job once', async () => {
    const id = await enqueue(server.ctx.db, countJob, { label: 'a' }, { shop: FIRST_SHOP_ID, operatorId: null });
    const [first, second] = await Promise.all([runJob(server.ctx, registry, id, noLog), runJob(server.ctx, registry, id, noLog)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const job = await jobSummary(server.ctx.db, FIRST_SHOP_ID, id);
    expect(job).toMatchObject({ status: 'done', progressDone: 3, progressTotal: 10, flags: ['showStudents'] });
    expect(runs.get(id)).toBe(1);
  });

  it('waits for runAt', async () => {
    const id = await enqueue(
      server.ctx.db,
      countJob,
      { label: 'later' },
      { shop: FIRST_SHOP_ID, operatorId: null, runAt: new Date(Date.now() + 400) },
    );
    expect(await dueJobIds(server.ctx.db, 100)).not.toContain(id);
    expect(await runJob(server.ctx, registry, id, noLog)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await runJob(server.ctx, registry, id, noLog)).toBe(true);
    expect(runs.get(id)).toBe(1);
  });

  it('adds nothing for a repeated dedupe key', async () => {
    const a = await enqueue(server.ctx.db, countJob, { label: 'once' }, { shop: FIRST_SHOP_ID, operatorId: null, dedupeKey: 'test:once' });
    const b = await enqueue(server.ctx.db, countJob, { label: 'once' }, { shop: FIRST_SHOP_ID, operatorId: null, dedupeKey: 'test:once' });
    expect(b).toBe(a);
  });

  it('cancels a pending job before it starts and a running one at its next check; retry runs it again', async () => {
    const pending = await enqueue(server.ctx.db, countJob, { label: 'never' }, { shop: FIRST_SHOP_ID, operatorId: null });
    expect(await cancelJob(server.ctx.db, FIRST_SHOP_ID, pending)).toBe(true);
    expect(await runJob(server.ctx, registry, pending, noLog)).toBe(false);
    expect((await jobSummary(server.ctx.db, FIRST_SHOP_ID, pending))?.status).toBe('cancelled');
    expect(runs.has(pending)).toBe(false);

    const slow = await enqueue(server.ctx.db, slowJob, { steps: 5 }, { shop: FIRST_SHOP_ID, operatorId: null, flags: ['showStudents'] });
    const running = runJob(server.ctx, registry, slow, noLog);
    while (!release) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await jobSummary(server.ctx.db, FIRST_SHOP_ID, slow))?.status).toBe('running');
    expect(await cancelJob(server.ctx.db, FIRST_SHOP_ID, slow)).toBe(true);
    release();
    await running;
    expect((await jobSummary(server.ctx.db, FIRST_SHOP_ID, slow))?.status).toBe('cancelled');
    expect(await cancelJob(server.ctx.db, FIRST_SHOP_ID, slow)).toBe(false);

    expect(await retryJob(server.ctx.db, FIRST_SHOP_ID, pending)).toBe(true);
    expect(await runJob(server.ctx, registry, pending, noLog)).toBe(true);
    expect((await jobSummary(server.ctx.db, FIRST_SHOP_ID, pending))?.status).toBe('done');
    expect(runs.get(pending)).toBe(1);
  });
});

describe('schedules with two workers', () => {
  let a: TestServer;
  let b: TestServer;
  const registry = jobRegistry([...JOBS, countJob]);

  beforeAll(async () => {
    a = await startTestServer({ runWorker: false });
    // PostgreSQL: a second instance on the same database. SQLite runs as one instance, so its
    // second worker is a second caller on the same handle.
    b = a.database.kind === 'postgres' ? await startTestServer({ runWorker: false, database: a.database }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b?.stop();
    await a?.close();
  });

  it('runs each of 50 occurrences exactly once and catches a missed one up once', async () => {
    // Job ids restart in this database: count only this test's runs.
    runs.clear();
    const start = new Date('2026-03-07T12:00:30Z');
    // Across the daylight-saving change of America/New_York (March 8th 2026) the minutes still tick.
    await upsertSchedule(
      a.ctx.db,
      {
        shop: FIRST_SHOP_ID,
        name: 'test.every-minute',
        cron: '* * * * *',
        timeZone: 'America/New_York',
        job: countJob,
        payload: { label: 'tick' },
        enabled: true,
      },
      start,
    );
    const enqueued: number[] = [];
    for (let minute = 1; minute <= 50; minute++) {
      const now = new Date(start.getTime() + minute * 60_000);
      const [x, y] = await Promise.all([enqueueDueSchedules(a.ctx.db, registry, now), enqueueDueSchedules(b.ctx.db, registry, now)]);
      enqueued.push(...x, ...y);
      // Both workers race for every job; each runs once (before the next minute: occurrences never overlap).
      await Promise.all([...x, ...y].flatMap((id) => [runJob(a.ctx, registry, id, noLog), runJob(b.ctx, registry, id, noLog)]));
    }
    expect(enqueued).toHaveLength(50);
    expect(new Set(enqueued).size).toBe(50);
    expect(enqueued.map((id) => runs.get(id))).toEqual(enqueued.map(() => 1));
    const keys = await a.ctx.db
      .selectFrom('jobs')
      .select('dedupe_key')
      .where('type', '=', countJob.type)
      .where('dedupe_key', 'like', 'schedule:%')
      .execute();
    expect(keys).toHaveLength(50);

    // Down for ten minutes: the missed occurrences are caught up once, not ten times.
    const later = new Date(start.getTime() + 60 * 60_000 + 5_000);
    const [x, y] = await Promise.all([enqueueDueSchedules(a.ctx.db, registry, later), enqueueDueSchedules(b.ctx.db, registry, later)]);
    expect([...x, ...y]).toHaveLength(1);
    const schedule = await a.ctx.db.selectFrom('schedules').selectAll().where('name', '=', 'test.every-minute').executeTakeFirstOrThrow();
    expect(schedule.next_run_at > later.toISOString()).toBe(true);
    expect(await enqueueDueSchedules(a.ctx.db, registry, later)).toEqual([]);
  });

  it('coalesces an occurrence due while the previous one of the same shop has not ended, saying so on Jobs', async () => {
    const start = new Date('2026-04-07T12:00:30Z');
    await upsertSchedule(
      a.ctx.db,
      {
        shop: FIRST_SHOP_ID,
        name: 'test.slow-minute',
        cron: '* * * * *',
        timeZone: 'UTC',
        job: countJob,
        payload: { label: 'slow' },
        enabled: true,
      },
      start,
    );
    const first = await enqueueDueSchedules(a.ctx.db, registry, new Date(start.getTime() + 60_000));
    expect(first).toHaveLength(1);
    // The first occurrence has not run yet: the next two are recorded as skipped, not queued beside it.
    expect(await enqueueDueSchedules(a.ctx.db, registry, new Date(start.getTime() + 120_000))).toEqual([]);
    expect(await enqueueDueSchedules(a.ctx.db, registry, new Date(start.getTime() + 180_000))).toEqual([]);
    const jobs = await a.ctx.db
      .selectFrom('jobs')
      .select(['id', 'status', 'last_error'])
      .where('dedupe_key', 'like', 'schedule:test.slow-minute:%')
      .orderBy('id')
      .execute();
    expect(jobs.map((j) => j.status)).toEqual(['pending', 'cancelled', 'cancelled']);
    expect(jobs[1]?.last_error).toBe(`Skipped: the previous run (job ${first[0]}) had not ended; it covers this occurrence.`);
    // Once it has run, the next occurrence is queued again.
    await runJob(a.ctx, registry, first[0]!, noLog);
    expect(await enqueueDueSchedules(a.ctx.db, registry, new Date(start.getTime() + 240_000))).toHaveLength(1);
  });

  it('keeps a pending occurrence when the schedule is ensured again unchanged', async () => {
    const t0 = new Date('2026-05-01T01:00:00Z');
    const input = {
      shop: FIRST_SHOP_ID,
      name: 'test.nightly',
      cron: '0 2 * * *',
      timeZone: 'America/New_York',
      job: countJob,
      payload: { label: 'night' },
      enabled: true,
    };
    await upsertSchedule(a.ctx.db, input, t0);
    const before = await a.ctx.db
      .selectFrom('schedules')
      .select('next_run_at')
      .where('name', '=', 'test.nightly')
      .executeTakeFirstOrThrow();
    // 02:00 in New York in May is 06:00 UTC.
    expect(before.next_run_at).toBe('2026-05-01T06:00:00.000Z');
    await upsertSchedule(a.ctx.db, input, new Date('2026-05-03T00:00:00Z'));
    const after = await a.ctx.db.selectFrom('schedules').select('next_run_at').where('name', '=', 'test.nightly').executeTakeFirstOrThrow();
    expect(after.next_run_at).toBe(before.next_run_at);
  });
});

describe('mailed reports and error files', () => {
  let peer: SmtpPeer;
  let server: TestServer;
  let operator: Identity;
  const registry = jobRegistry([...JOBS, reportJob]);

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startTestServer({ runWorker: false, config: { smtpUrl: peer.url } });
    operator = await server.operator(['showStudents']);
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
  });

  it('builds the xlsx on the server, mails it to the operator and keeps it for download', async () => {
    await seedProgramme(server.ctx.db, 'student', 'approved', 23, { seed: 5 });
    const id = await enqueue(server.ctx.db, reportJob, { status: 'approved' }, { shop: FIRST_SHOP_ID, operatorId: operator.operator.id });
    await drain(server, registry);
    const job = await jobSummary(server.ctx.db, FIRST_SHOP_ID, id);
    expect(job?.status).toBe('done');
    expect(job?.resultFileId).not.toBeNull();

    const mail = await peer.waitFor((m) => m.to === operator.operator.email);
    expect(mail.subject).toBe('Students report');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toMatch(/^Students_Report_\d{8}_\d{6}\.xlsx$/);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(attachment?.content as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getCell('A1').value).toBe('Students report');
    expect(String(sheet?.getCell('A2').value)).toMatch(/^Created on: /);
    expect([sheet?.getCell('A9').value, sheet?.getCell('B9').value]).toEqual(['Name', 'Email']);
    const expected = await server.ctx.db
      .selectFrom('customers')
      .select(['first_name', 'email'])
      .where('programme', '=', 'student')
      .where('status', '=', 'approved')
      .orderBy('id')
      .execute();
    const actual: Array<{ first_name: unknown; email: unknown }> = [];
    for (let r = 10; r <= (sheet?.rowCount ?? 0); r++)
      actual.push({ first_name: sheet?.getCell(r, 1).value, email: sheet?.getCell(r, 2).value });
    expect(actual).toEqual(expected);

    // The same bytes download from the file route, for an operator of that function only.
    const file = await findFile(server.ctx.db, server.ctx.config.dataDir, server.ctx.shop.id, job?.resultFileId ?? 0);
    const res = await fetch(`${server.url}/api/files/${file?.id}`, { headers: operator.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(file?.name);
    expect(Buffer.from(await res.arrayBuffer()).equals(attachment?.content ?? Buffer.alloc(0))).toBe(true);
    const stranger = await server.operatorSession(['showStaff']);
    expect((await server.call(filesContract.download, { params: { id: file?.id ?? 0 }, headers: stranger.headers })).status).toBe(403);
  });

  it('gives the failed rows of an import, with their original columns and a Reason', async () => {
    const rows = [
      { 'First Name': 'Good', 'Last Name': 'Row', Email: 'good.row@campus.test', School: 'North' },
      { 'First Name': 'Bad', 'Last Name': 'Mail', Email: 'not-an-email', School: 'South' },
      { 'First Name': '', 'Last Name': 'Nameless', Email: 'nameless@campus.test', School: 'East' },
      { 'First Name': 'Twice', 'Last Name': 'Row', Email: 'good.row@campus.test', School: 'West' },
    ];
    const res = await server.call(studentsContract.upload, { body: rows, headers: operator.headers });
    const { jobId } = res.data();
    await drain(server, registry);
    const file = await buildErrorFile(server.ctx, jobId);
    if (!file) throw new Error('no error file');
    const stored = await findFile(server.ctx.db, server.ctx.config.dataDir, server.ctx.shop.id, file.id);
    if (!stored) throw new Error('error file not recorded');
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(openFileBytes(server.ctx.db, stored));
    const sheet = book.worksheets[0];
    const values = (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toEqual([
      ['First Name', 'Last Name', 'Email', 'School', 'Reason'],
      ['Bad', 'Mail', 'not-an-email', 'South', 'Email not valid.'],
      [undefined, 'Nameless', 'nameless@campus.test', 'East', 'First Name not valid.'],
      ['Twice', 'Row', 'good.row@campus.test', 'West', 'Email already registered.'],
    ]);
  });
});
