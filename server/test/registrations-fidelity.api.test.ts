import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationsContract } from '@console/contracts/registrations.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { staffContract } from '@console/contracts/staff.contract';
import { startTestServer, type Identity, type TestServer } from './harness';
import { insertCustomer, type CustomerRecord } from './seed';

/**
 * Contract fidelity: a client written from docs/functions/shell-students-staff.md alone sends the row as `ids` (§7), bare
 * statuses as tags and the pickers' MM/DD/YYYY dates (§9); each form is accepted, stored canonical
 * and answered in the spec's shape.
 */

const gid = (c: CustomerRecord) => `gid://shop/Customer/${c.id}`;

describe('contract fidelity of the registration calls', () => {
  let server: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    operator = await server.operator(['showStudents', 'showStaff']);
  });
  afterAll(async () => {
    await server?.close();
  });

  const statusOf = async (c: CustomerRecord) =>
    (await server.ctx.db.selectFrom('customers').select('status').where('id', '=', c.id).executeTakeFirstOrThrow()).status;

  async function rowOf(c: CustomerRecord, status: 'pending' | 'approved' | 'disabled') {
    const page = (
      await server.call(studentsContract.list, {
        params: { status },
        body: { searchType: 'Email', searchValue: c.email },
        headers: operator.headers,
      })
    ).data();
    const row = page.rows[0];
    if (!row) throw new Error(`${c.email} not listed`);
    return row;
  }

  it('PUT /api/customers takes the row as ids and bare statuses as tags', async () => {
    const c = await insertCustomer(server.ctx.db, { programme: 'student', status: 'pending', email: 'row.sender@campus.test' });
    const row = await rowOf(c, 'pending');
    const res = await server.call(registrationsContract.setStatus, {
      body: { ids: row, removeTag: 'Pending', addTag: 'Approved' },
      headers: operator.headers,
    });
    expect(res.status).toBe(200);
    expect(res.data()).toEqual({ customer: { id: gid(c) } });
    expect(await statusOf(c)).toBe('approved');
    const audit = await server.ctx.db.selectFrom('audit_log').select(['action', 'after']).where('target', '=', gid(c)).execute();
    expect(audit).toEqual([{ action: 'student.status', after: JSON.stringify({ status: 'approved' }) }]);
  });

  it.each([
    ['the row with status: tags', (c: CustomerRecord) => ({ id: gid(c), email: c.email, tags: [] }), 'status:Approved', 'status:Disabled'],
    ['an id string with bare tags', (c: CustomerRecord) => gid(c), 'Approved', 'Disabled'],
    ['the numeric id with mixed tags', (c: CustomerRecord) => c.id, 'status:Approved', 'Disabled'],
  ] as const)('accepts %s', async (_label, ids, removeTag, addTag) => {
    const c = await insertCustomer(server.ctx.db, { programme: 'staff', status: 'approved' });
    const res = await server.call(registrationsContract.setStatus, { body: { ids: ids(c), removeTag, addTag }, headers: operator.headers });
    expect(res.status).toBe(200);
    expect(res.data()).toEqual({ customer: { id: gid(c) } });
    expect(await statusOf(c)).toBe('disabled');
  });

  it('answers 400 with field errors to a row without id and to unknown statuses', async () => {
    const c = await insertCustomer(server.ctx.db, { programme: 'student', status: 'pending' });
    const noId = await server.call(registrationsContract.setStatus, {
      body: { ids: { email: c.email }, removeTag: 'Pending', addTag: 'Approved' },
      headers: operator.headers,
    });
    expect(noId.status).toBe(400);
    expect(noId.error().fieldErrors).toHaveProperty(['body.ids']);
    const badTag = await server.call(registrationsContract.setStatus, {
      body: { ids: gid(c), removeTag: 'Pending', addTag: 'Archived' },
      headers: operator.headers,
    });
    expect(badTag.status).toBe(400);
    expect(badTag.error().fieldErrors).toHaveProperty(['body.addTag']);
    expect(await statusOf(c)).toBe('pending');
  });

  const fields = {
    school: 'Summit Polytechnic',
    course: 'Welding',
    state: 'QC',
    crm_id: 'CRM-1',
    as400_id: 'AS-1',
    phone: '5145550101',
    country: 'Canada',
    privacy_policy_consent: true,
    email_policy_consent: false,
    link_distributor: 'No',
    distributor_name: '',
  };

  it.each([
    ['student', studentsContract.update, { limit: '100' }],
    ['staff', staffContract.update, {}],
  ] as const)('stores MM/DD/YYYY dates of a %s save as YYYY-MM-DD and answers them in the spec shape', async (programme, update, extra) => {
    const c = await insertCustomer(server.ctx.db, { programme, status: 'approved' });
    const body = { id: gid(c), ...fields, ...extra, startdate: '01/05/2026', enddate: '2026-12-20', dob: '7/9/2001' };
    const res = await server.call(update, { body, headers: operator.headers });
    expect(res.status).toBe(200);
    const stored = await server.ctx.db
      .selectFrom('customers')
      .select(['start_date', 'end_date', 'dob'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ start_date: '2026-01-05', end_date: '2026-12-20', dob: '2001-07-09' });
    const detail = (await server.call(registrationsContract.detail, { params: { id: c.id }, headers: operator.headers })).data();
    expect(detail).toMatchObject({ stp_startDate: '2026-01-05', stp_endDate: '2026-12-20', profile_dob: '2001-07-09' });
  });

  it('compares MM/DD/YYYY and YYYY-MM-DD dates as days, and refuses days that do not exist', async () => {
    const c = await insertCustomer(server.ctx.db, { programme: 'staff', status: 'approved' });
    const before = await server.call(staffContract.update, {
      body: { id: gid(c), ...fields, startdate: '05/01/2026', enddate: '2026-04-01', dob: '' },
      headers: operator.headers,
    });
    expect(before.status).toBe(400);
    expect(before.error().fieldErrors).toEqual({ 'body.enddate': 'End Date must not be before Start Date.' });
    const impossible = await server.call(staffContract.update, {
      body: { id: gid(c), ...fields, startdate: '02/30/2026', enddate: '', dob: '' },
      headers: operator.headers,
    });
    expect(impossible.status).toBe(400);
    expect(impossible.error().fieldErrors).toEqual({ 'body.startdate': 'Date must be MM/DD/YYYY or YYYY-MM-DD.' });
  });
});
