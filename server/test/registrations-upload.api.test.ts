import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentsContract } from '@console/contracts/students.contract';
import { staffContract } from '@console/contracts/staff.contract';
import { jobsContract } from '@console/contracts/jobs.contract';
import { tagValue } from '@console/contracts/common/tags';
import { startTestServer, type Identity, type TestServer } from './harness';
import { countCustomers, insertCustomer } from './seed';

/** Bulk creation from spreadsheet rows: answered at once, applied by the job worker (docs/conventions.md 'How the server behaves'). */

const template = (n: number, overrides: Record<string, string | number | null> = {}) => ({
  'First Name': `Upload${n}`,
  'Last Name': 'Tester',
  Email: `upload.${n}@campus.test`,
  School: 'Northfield University',
  Course: 'Carpentry',
  State: 'ON',
  'Start Date': '01/15/2026',
  'End Date': '2026-12-31',
  Country: 'Canada',
  Phone: 4165550100 + n,
  ...overrides,
});

describe('registration uploads', () => {
  let server: TestServer;
  let students: Identity;
  let staff: Identity;

  beforeAll(async () => {
    // The worker starts only once the answer to the upload has been checked.
    server = await startTestServer({ runWorker: false });
    students = await server.operator(['showStudents']);
    staff = await server.operator(['showStaff']);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers {jobId} at once, then creates the good rows and reports the bad ones', async () => {
    const existing = await insertCustomer(server.ctx.db, { programme: 'student', status: 'pending', email: 'already.here@campus.test' });
    await server.call(studentsContract.setDefaultDiscountLimit, { body: { default_discount_limit: '8000' }, headers: students.headers });
    const before = await countCustomers(server.ctx.db, 'student');
    const rows = [
      template(1),
      template(2, { 'Start Date': '', 'End Date': '' }),
      template(3, { Email: 'not-an-email' }),
      template(4, { 'Last Name': '' }),
      template(5, { 'Start Date': '13/45/2026' }),
      template(6, { 'Start Date': '2026-06-01', 'End Date': '2026-05-01' }),
      template(7, { Email: 'UPLOAD.1@campus.test' }),
      template(8, { Email: existing.email.toUpperCase() }),
      template(9, { Phone: null }),
    ];
    const res = await server.call(studentsContract.upload, { body: rows, headers: students.headers });
    expect(res.status).toBe(200);
    const { jobId } = res.data();
    expect(Number.isInteger(jobId)).toBe(true);

    // Nothing applied yet: the request only stored the rows and the job.
    expect(await countCustomers(server.ctx.db, 'student')).toBe(before);
    const queued = (await server.call(jobsContract.detail, { params: { id: jobId }, headers: students.headers })).data();
    expect(queued).toMatchObject({ id: jobId, status: 'pending', outcomes: [] });

    await server.ctx.jobs.start();
    const job = await server.waitForJob(jobId, students.headers);
    expect(job.status).toBe('done');
    expect(job.outcomes).toEqual([
      { row: 1, status: 'done', message: 'Created.' },
      { row: 2, status: 'done', message: 'Created.' },
      { row: 3, status: 'failed', message: 'Email not valid.' },
      { row: 4, status: 'failed', message: 'Last Name not valid.' },
      { row: 5, status: 'failed', message: 'Start Date not valid.' },
      { row: 6, status: 'failed', message: 'End Date is before Start Date.' },
      { row: 7, status: 'failed', message: 'Email already registered.' },
      { row: 8, status: 'failed', message: 'Email already registered.' },
      { row: 9, status: 'done', message: 'Created.' },
    ]);
    expect(await countCustomers(server.ctx.db, 'student')).toBe(before + 3);

    const approved = (
      await server.call(studentsContract.list, {
        params: { status: 'approved' },
        body: { searchType: 'Email', searchValue: 'upload.' },
        headers: students.headers,
      })
    ).data();
    expect(approved.rows.map((r) => r.email).sort()).toEqual(['upload.1@campus.test', 'upload.2@campus.test', 'upload.9@campus.test']);
    const first = approved.rows.find((r) => r.email === 'upload.1@campus.test');
    expect(first).toMatchObject({
      displayName: 'Upload1 Tester',
      stp_school: 'Northfield University',
      stp_course: 'Carpentry',
      stp_state: 'ON',
      stp_startDate: '2026-01-15',
      stp_endDate: '2026-12-31',
      profile_country: 'Canada',
      profile_phone: '4165550101',
    });
    expect(first?.tags).toEqual(expect.arrayContaining(['UserType:Student', 'status:Approved']));
    // New students get the default discount limit in force.
    expect(tagValue(first?.tags ?? [], 'discount_limit')).toBe('8000');
    // The customer registered before keeps its own status.
    const kept = await server.ctx.db.selectFrom('customers').select('status').where('id', '=', existing.id).executeTakeFirstOrThrow();
    expect(kept.status).toBe('pending');
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('target', '=', `job:${jobId}`).execute();
    expect(audit.map((a) => [a.action, a.operator_id])).toEqual([['student.import', students.operator.id]]);
  });

  it('creates staff from the staff upload, apart from students with the same e-mail', async () => {
    await insertCustomer(server.ctx.db, { programme: 'student', status: 'approved', email: 'both.roles@campus.test' });
    const res = await server.call(staffContract.upload, {
      body: [template(20, { Email: 'both.roles@campus.test', Course: '' }), template(21)],
      headers: staff.headers,
    });
    const job = await server.waitForJob(res.data().jobId, staff.headers);
    expect(job.outcomes.map((o) => o.status)).toEqual(['done', 'done']);
    const rows = (await server.call(staffContract.list, { params: { status: 'approved' }, body: {}, headers: staff.headers })).data().rows;
    expect(rows.map((r) => r.email).sort()).toEqual(['both.roles@campus.test', 'upload.21@campus.test']);
    for (const row of rows) {
      expect(row.tags).toContain('UserType:Staff');
      expect(tagValue(row.tags, 'discount_limit')).toBeUndefined();
    }
  });

  it('keeps a job readable only by operators of its function', async () => {
    const res = await server.call(studentsContract.upload, { body: [template(30)], headers: students.headers });
    const { jobId } = res.data();
    await server.waitForJob(jobId, students.headers);
    expect((await server.call(jobsContract.detail, { params: { id: jobId }, headers: staff.headers })).status).toBe(403);
    expect((await server.call(jobsContract.detail, { params: { id: 987654 }, headers: students.headers })).status).toBe(404);
  });

  it('answers 400 to an upload without rows or with rows that are not objects', async () => {
    const empty = await server.call(studentsContract.upload, { body: [], headers: students.headers });
    expect(empty.status).toBe(400);
    expect(Object.values(empty.error().fieldErrors ?? {})).toContain('The file has no rows.');
    expect((await server.call(studentsContract.upload, { body: { rows: [] }, headers: students.headers })).status).toBe(400);
    expect((await server.call(studentsContract.upload, { body: ['a row'], headers: students.headers })).status).toBe(400);
    const jobs = await server.ctx.db.selectFrom('jobs').select('id').execute();
    expect(jobs).toHaveLength(3);
  });

  it("stores a country in one form and reads a stored code in it too ('US' beside 'United States')", async () => {
    const res = await server.call(studentsContract.upload, { body: [template(40, { Country: 'US' })], headers: students.headers });
    await server.ctx.jobs.start();
    expect((await server.waitForJob(res.data().jobId, students.headers)).status).toBe('done');
    const stored = await server.ctx.db
      .selectFrom('customers')
      .select(['id', 'country'])
      .where('email', '=', 'upload.40@campus.test')
      .executeTakeFirstOrThrow();
    expect(stored.country).toBe('United States');
    // A row stored before (or by another path) as a code reads in the same form.
    await server.ctx.db.updateTable('customers').set({ country: 'USA' }).where('id', '=', stored.id).execute();
    const listed = (
      await server.call(studentsContract.list, {
        params: { status: 'approved' },
        body: { searchType: 'Email', searchValue: 'upload.40@' },
        headers: students.headers,
      })
    ).data();
    expect(listed.rows.map((r) => r.profile_country)).toEqual(['United States']);
  });
});
