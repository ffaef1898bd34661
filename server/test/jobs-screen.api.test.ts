import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsContract, type JobRow } from '@console/contracts/jobs.contract';
import { staffContract } from '@console/contracts/staff.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { queueMail } from '../src/platform/mail';
import { startTestServer, type Identity, type TestServer } from './harness';

/** The Jobs screen's calls: the list by function, detail, Retry, Cancel and an import's error file. */

const row = (n: number, overrides: Record<string, string> = {}) => ({
  'First Name': `Jobs${n}`,
  'Last Name': 'Screen',
  Email: `jobs.${n}@campus.test`,
  School: 'Lakeside',
  ...overrides,
});

describe('jobs screen', () => {
  let server: TestServer;
  let smtp: SMTPServer;
  /** Recipients the mail server refuses (550), as a real one refuses an unknown mailbox. */
  const refused = new Set<string>();
  const delivered: string[] = [];
  let students: Identity;
  let staff: Identity;
  let both: Identity;

  const list = async (as: Identity, query: Record<string, string> = {}) =>
    (await server.call(jobsContract.list, { body: {}, query, headers: as.headers })).data();
  const listed = async (as: Identity, id: number): Promise<JobRow | undefined> => (await list(as)).rows.find((r) => r.id === id);

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return callback();
      },
      onData(stream, session, callback) {
        stream.on('end', () => {
          delivered.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
        stream.resume();
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailMaxAttempts: 1 } });
    students = await server.operator(['showStudents']);
    staff = await server.operator(['showStaff']);
    both = await server.operator(['showStudents', 'showInviteUsers']);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('lists an upload with who started it, its progress and failed rows, and gives exactly the failed rows as an error file', async () => {
    const rows = [
      row(1),
      row(2, { Email: 'not-an-email', Phone: '555' }),
      row(3),
      row(4, { 'Last Name': '' }),
      row(5, { Email: 'jobs.1@campus.test' }),
    ];
    const { jobId } = (await server.call(studentsContract.upload, { body: rows, headers: students.headers })).data();
    const job = await server.waitForJob(jobId, students.headers);
    expect(job).toMatchObject({
      status: 'done',
      title: 'Registration import',
      progressDone: 5,
      progressTotal: 5,
      failedRows: 3,
      canRetry: false,
      canCancel: false,
      startedBy: students.operator.email,
    });
    expect(job.outcomes.filter((o) => o.status === 'failed').map((o) => o.row)).toEqual([2, 4, 5]);

    const inList = await listed(students, jobId);
    expect({ ...inList, outcomes: job.outcomes, failedRowEmails: job.failedRowEmails }).toEqual(job);
    // The detail names whose rows failed: each failed row's e-mail as the file gave it.
    expect(Object.keys(job.failedRowEmails)).toEqual(['2', '4', '5']);
    expect(job.failedRowEmails['2']).toBe('not-an-email');
    // The status filter of the screen: the finished import is among the done jobs and not among the failed.
    const byStatus = async (status: 'done' | 'failed') =>
      (await server.call(jobsContract.list, { body: { status }, headers: students.headers })).data().rows;
    const done = await byStatus('done');
    expect(done.map((j) => j.id)).toContain(jobId);
    expect(done.every((j) => j.status === 'done')).toBe(true);
    expect((await byStatus('failed')).map((j) => j.id)).not.toContain(jobId);

    const res = await fetch(`${server.url}${jobsContract.errorFile.path.replace(':id', String(jobId))}`, { headers: students.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Failed_Rows_Job_\d+_\d{8}_\d{6}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const values = (book.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(values).toEqual([
      ['First Name', 'Last Name', 'Email', 'School', 'Phone', 'Reason'],
      ['Jobs2', 'Screen', 'not-an-email', 'Lakeside', '555', 'Email not valid.'],
      ['Jobs4', undefined, 'jobs.4@campus.test', 'Lakeside', undefined, 'Last Name not valid.'],
      ['Jobs5', 'Screen', 'jobs.1@campus.test', 'Lakeside', undefined, 'Email already registered.'],
    ]);

    // An import without failed rows has no error file.
    const clean = (await server.call(studentsContract.upload, { body: [row(6)], headers: students.headers })).data().jobId;
    expect((await server.waitForJob(clean, students.headers)).failedRows).toBe(0);
    expect((await server.call(jobsContract.errorFile, { params: { id: clean }, headers: students.headers })).status).toBe(404);
  });

  it("answers 403 for a job of another function and keeps it out of that operator's list", async () => {
    const { jobId } = (await server.call(studentsContract.upload, { body: [row(7)], headers: students.headers })).data();
    await server.waitForJob(jobId, students.headers);
    for (const call of [jobsContract.detail, jobsContract.retry, jobsContract.cancel, jobsContract.errorFile]) {
      expect((await server.call(call, { params: { id: jobId }, headers: staff.headers })).status, call.path).toBe(403);
    }
    expect(await listed(staff, jobId)).toBeUndefined();
    const own = (await server.call(staffContract.upload, { body: [row(8)], headers: staff.headers })).data().jobId;
    await server.waitForJob(own, staff.headers);
    expect((await list(staff)).rows.map((r) => r.id)).toEqual([own]);
    expect((await server.call(jobsContract.detail, { params: { id: 999_999 }, headers: staff.headers })).status).toBe(404);
  });

  it('retries a failed mail send: the message goes out once the mail server takes it', async () => {
    refused.add('bounced@invitee.test');
    const { jobId } = await server.ctx.db.transaction().execute((trx) =>
      queueMail(
        trx,
        {
          to: 'bounced@invitee.test',
          subject: 'Invitation',
          text: 'Hello',
          html: '<p>Hello</p>',
          kind: 'invitation.site',
          flag: 'showInviteUsers',
          relatedId: null,
        },
        { shop: server.ctx.shop.id, operatorId: both.operator.id, maxAttempts: 1 },
      ),
    );
    server.ctx.jobs.notify(jobId);
    const failed = await server.waitForJob(jobId, both.headers);
    expect(failed).toMatchObject({
      status: 'failed',
      title: 'E-mail to bounced@invitee.test: Invitation',
      canRetry: true,
      canCancel: false,
      progressTotal: null,
    });
    expect(failed.lastError).toMatch(/Mailbox unavailable/);
    expect((await server.call(jobsContract.detail, { params: { id: jobId }, headers: students.headers })).status).toBe(403);

    refused.delete('bounced@invitee.test');
    const retried = await server.call(jobsContract.retry, { params: { id: jobId }, headers: both.headers });
    expect(retried.status).toBe(200);
    expect(retried.data()).toMatchObject({ id: jobId, canRetry: false });
    const done = await server.waitForJob(jobId, both.headers);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(delivered.filter((to) => to === 'bounced@invitee.test')).toHaveLength(1);
    const mail = await server.ctx.db
      .selectFrom('mail_outbox')
      .select('status')
      .where('to_address', '=', 'bounced@invitee.test')
      .executeTakeFirstOrThrow();
    expect(mail.status).toBe('sent');

    // A job that did not fail is not retried; both changes are audited.
    expect((await server.call(jobsContract.retry, { params: { id: jobId }, headers: both.headers })).status).toBe(409);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('target', '=', `job:${jobId}`)
      .execute();
    expect(audit).toEqual([{ action: 'job.retry', operator_id: both.operator.id }]);
  });

  it('cancels a pending job at once; Retry then runs it', async () => {
    await server.ctx.jobs.stop();
    const { jobId } = (await server.call(studentsContract.upload, { body: [row(9)], headers: students.headers })).data();
    expect(await listed(students, jobId)).toMatchObject({ status: 'pending', canCancel: true, canRetry: false });
    const cancelled = await server.call(jobsContract.cancel, { params: { id: jobId }, headers: students.headers });
    expect(cancelled.data()).toMatchObject({ status: 'cancelled', canCancel: false, canRetry: true });
    expect((await server.call(jobsContract.cancel, { params: { id: jobId }, headers: students.headers })).status).toBe(409);

    expect((await server.call(jobsContract.retry, { params: { id: jobId }, headers: students.headers })).data()).toMatchObject({
      status: 'pending',
    });
    await server.ctx.jobs.start();
    expect(await server.waitForJob(jobId, students.headers)).toMatchObject({ status: 'done', failedRows: 0, progressDone: 1 });
    const audit = await server.ctx.db.selectFrom('audit_log').select('action').where('target', '=', `job:${jobId}`).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['student.import', 'job.cancel', 'job.retry']);
  });

  it('pages newest first by cursor', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 27; n++)
      ids.push((await server.call(studentsContract.upload, { body: [row(100 + n)], headers: students.headers })).data().jobId);
    const first = await list(students);
    expect(first.rows).toHaveLength(25);
    expect(first.rows.slice(0, 3).map((r) => r.id)).toEqual([ids[26], ids[25], ids[24]]);
    const second = await list(students, { direction: 'next', last_id: first.nextCursor as string });
    expect(second.rows[0]?.id).toBe(ids[1]);
    expect(second.hasPreviousPage).toBe(true);
    const seen = new Set([...first.rows, ...second.rows].map((r) => r.id));
    expect(seen.size).toBe(first.rows.length + second.rows.length);
  });
});
