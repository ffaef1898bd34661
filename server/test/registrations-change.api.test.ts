import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registrationsContract,
  STATUS_TAGS,
  STATUS_TRANSITIONS,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '@console/contracts/registrations.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { staffContract } from '@console/contracts/staff.contract';
import { tagValue } from '@console/contracts/common/tags';
import { startTestServer, type Identity, type TestServer } from './harness';
import { insertCustomer, type CustomerRecord } from './seed';

/**
 * Status moves, the edit dialog's detail and save, the default discount limit and the sync (docs/functions/shell-students-staff.md §4, §7).
 */

const gid = (c: CustomerRecord) => `gid://shop/Customer/${c.id}`;

describe('registration changes', () => {
  let server: TestServer;
  let both: Identity;
  let studentsOnly: Identity;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false, config: { storeAdminUrl: 'https://admin.shop.test' } });
    both = await server.operator(['showStudents', 'showStaff']);
    studentsOnly = await server.operator(['showStudents']);
  });
  afterAll(async () => {
    await server?.close();
  });

  const move = (customer: CustomerRecord | string, from: RegistrationStatus, to: RegistrationStatus, as: Identity = both) =>
    server.call(registrationsContract.setStatus, {
      body: { ids: typeof customer === 'string' ? customer : gid(customer), removeTag: STATUS_TAGS[from], addTag: STATUS_TAGS[to] },
      headers: as.headers,
    });

  async function auditRows(target: string) {
    return server.ctx.db.selectFrom('audit_log').selectAll().where('target', '=', target).orderBy('id').execute();
  }

  describe('PUT /api/customers', () => {
    it('moves a pending student to approved: it leaves the Pending tab and appears in Approved', async () => {
      const customer = await insertCustomer(server.ctx.db, { programme: 'student', status: 'pending', email: 'mover.one@campus.test' });
      const search = { searchType: 'Email', searchValue: customer.email };
      const inTab = async (status: RegistrationStatus) =>
        (await server.call(studentsContract.list, { params: { status }, body: search, headers: both.headers }))
          .data()
          .rows.map((r) => r.id);
      expect(await inTab('pending')).toEqual([gid(customer)]);

      const res = await move(customer, 'pending', 'approved');
      expect(res.status).toBe(200);
      expect(res.data()).toEqual({ customer: { id: gid(customer) } });
      expect(await inTab('pending')).toEqual([]);
      expect(await inTab('approved')).toEqual([gid(customer)]);

      const audit = await auditRows(gid(customer));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ operator_id: both.operator.id, action: 'student.status' });
      expect(JSON.parse(audit[0]?.before ?? 'null')).toEqual({ status: 'pending' });
      expect(JSON.parse(audit[0]?.after ?? 'null')).toEqual({ status: 'approved' });
    });

    it.each(STATUS_TRANSITIONS)('allows $from -> $to for staff too', async ({ from, to }) => {
      const customer = await insertCustomer(server.ctx.db, { programme: 'staff', status: from });
      expect((await move(customer, from, to)).status).toBe(200);
      const stored = await server.ctx.db.selectFrom('customers').select('status').where('id', '=', customer.id).executeTakeFirstOrThrow();
      expect(stored.status).toBe(to);
    });

    it('refuses with 400 every move the documented transitions do not list', async () => {
      const allowed = new Set(STATUS_TRANSITIONS.map((t) => `${t.from}>${t.to}`));
      for (const from of REGISTRATION_STATUSES) {
        for (const to of REGISTRATION_STATUSES) {
          if (allowed.has(`${from}>${to}`)) continue;
          const customer = await insertCustomer(server.ctx.db, { programme: 'student', status: from });
          const res = await move(customer, from, to);
          expect(res.status, `${from} -> ${to}`).toBe(400);
          expect(res.error().fieldErrors).toHaveProperty('addTag');
          const stored = await server.ctx.db
            .selectFrom('customers')
            .select('status')
            .where('id', '=', customer.id)
            .executeTakeFirstOrThrow();
          expect(stored.status).toBe(from);
        }
      }
    });

    it('answers 409 when the status to remove is stale, and changes nothing', async () => {
      const customer = await insertCustomer(server.ctx.db, { programme: 'student', status: 'approved' });
      const res = await move(customer, 'pending', 'approved');
      expect(res.status).toBe(409);
      const stored = await server.ctx.db.selectFrom('customers').select('status').where('id', '=', customer.id).executeTakeFirstOrThrow();
      expect(stored.status).toBe('approved');
      expect(await auditRows(gid(customer))).toEqual([]);
    });

    it('does not let a student operator move a staff customer', async () => {
      const customer = await insertCustomer(server.ctx.db, { programme: 'staff', status: 'pending' });
      expect((await move(customer, 'pending', 'approved', studentsOnly)).status).toBe(403);
      const stored = await server.ctx.db.selectFrom('customers').select('status').where('id', '=', customer.id).executeTakeFirstOrThrow();
      expect(stored.status).toBe('pending');
    });

    it('accepts a bare id, answers 404 for an unknown customer and 400 for a bad tag', async () => {
      const customer = await insertCustomer(server.ctx.db, { programme: 'student', status: 'pending' });
      expect((await move(String(customer.id), 'pending', 'disabled')).status).toBe(200);
      expect((await move('gid://shop/Customer/987654321', 'pending', 'approved')).status).toBe(404);
      const bad = await server.call(registrationsContract.setStatus, {
        body: { ids: gid(customer), removeTag: 'status:Disabled', addTag: 'status:Archived' },
        headers: both.headers,
      });
      expect(bad.status).toBe(400);
      expect(bad.error().fieldErrors).toHaveProperty(['body.addTag']);
    });
  });

  describe('GET /api/customer/:id', () => {
    it('answers the customer fields of docs/functions/shell-students-staff.md §3', async () => {
      const c = await insertCustomer(server.ctx.db, {
        programme: 'student',
        status: 'approved',
        first_name: 'Ines',
        last_name: 'Costa',
        email: 'ines.costa@campus.test',
        crm_id: 'CRM42',
        as400_id: 'A4-7',
        amount_spent_cents: 12_345,
        discount_limit_cents: 950_000,
        privacy_consent: 1,
        email_consent: 0,
      });
      const res = await server.call(registrationsContract.detail, { params: { id: c.id }, headers: studentsOnly.headers });
      expect(res.status).toBe(200);
      const row = res.data();
      expect(row).toEqual({
        id: gid(c),
        displayName: 'Ines Costa',
        email: 'ines.costa@campus.test',
        tags: expect.any(Array),
        createdAt: c.created_at,
        url: `https://admin.shop.test/customers/${c.id}`,
        profile_country: c.country,
        stp_school: c.school,
        stp_course: c.course,
        stp_state: c.state,
        stp_startDate: c.start_date,
        stp_endDate: c.end_date,
        profile_crm_id: 'CRM42',
        profile_as400_id: 'A4-7',
        profile_phone: c.phone,
        profile_dob: c.dob,
        profile_privacy_policy_consent: '1',
        profile_email_policy_consent: '0',
        profile_link_distributor: c.link_distributor,
        profile_distributor_name: c.distributor_name,
      });
      expect(row.tags).toEqual(expect.arrayContaining(['UserType:Student', 'status:Approved', 'crm_id:CRM42', 'as400_id:A4-7']));
      expect(tagValue(row.tags, 'amount_spent')).toBe('123.45');
      expect(tagValue(row.tags, 'discount_limit')).toBe('9500');
    });

    it('answers 403 for another programme, 404 for an unknown id and 400 for a bad one', async () => {
      const staff = await insertCustomer(server.ctx.db, { programme: 'staff', status: 'pending' });
      expect((await server.call(registrationsContract.detail, { params: { id: staff.id }, headers: studentsOnly.headers })).status).toBe(
        403,
      );
      expect((await server.call(registrationsContract.detail, { params: { id: staff.id }, headers: both.headers })).status).toBe(200);
      expect((await server.call(registrationsContract.detail, { params: { id: 987654321 }, headers: both.headers })).status).toBe(404);
      const bad = await server.call(registrationsContract.detail, { params: { id: 'abc' }, headers: both.headers });
      expect(bad.status).toBe(400);
      expect(bad.error().fieldErrors).toHaveProperty(['params.id']);
    });
  });

  describe('edit saves', () => {
    const edited = {
      startdate: '2026-01-05',
      enddate: '2026-12-20',
      school: 'Summit Polytechnic',
      course: 'Welding',
      state: 'QC',
      crm_id: 'CRM-900',
      as400_id: 'AS-900',
      phone: '5145550101',
      dob: '2001-07-09',
      country: 'Canada',
      privacy_policy_consent: true,
      email_policy_consent: true,
      link_distributor: 'Yes',
      distributor_name: 'Coastal Fasteners',
    };

    it('PUT /api/studentcustomers persists every field and writes an audit entry', async () => {
      const c = await insertCustomer(server.ctx.db, { programme: 'student', status: 'approved', privacy_consent: 0, email_consent: 0 });
      const res = await server.call(studentsContract.update, {
        body: { id: gid(c), ...edited, limit: '12000' },
        headers: studentsOnly.headers,
      });
      expect(res.status).toBe(200);
      expect(res.data()).toEqual({ id: gid(c) });

      const row = (await server.call(registrationsContract.detail, { params: { id: c.id }, headers: studentsOnly.headers })).data();
      expect(row).toMatchObject({
        stp_startDate: '2026-01-05',
        stp_endDate: '2026-12-20',
        stp_school: 'Summit Polytechnic',
        stp_course: 'Welding',
        stp_state: 'QC',
        profile_crm_id: 'CRM-900',
        profile_as400_id: 'AS-900',
        profile_phone: '5145550101',
        profile_dob: '2001-07-09',
        profile_country: 'Canada',
        profile_privacy_policy_consent: '1',
        profile_email_policy_consent: '1',
        profile_link_distributor: 'Yes',
        profile_distributor_name: 'Coastal Fasteners',
      });
      expect(tagValue(row.tags, 'discount_limit')).toBe('12000');

      const audit = (await auditRows(gid(c))).filter((a) => a.action === 'student.update');
      expect(audit).toHaveLength(1);
      expect(audit[0]?.operator_id).toBe(studentsOnly.operator.id);
      expect(JSON.parse(audit[0]?.before ?? '{}')).toMatchObject({ school: c.school, privacy_consent: 0 });
      expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
        school: 'Summit Polytechnic',
        privacy_consent: 1,
        discount_limit_cents: 1_200_000,
      });
    });

    it('clears the discount limit with an empty limit', async () => {
      const c = await insertCustomer(server.ctx.db, { programme: 'student', status: 'pending', discount_limit_cents: 500_000 });
      expect(
        (await server.call(studentsContract.update, { body: { id: gid(c), ...edited, limit: '' }, headers: both.headers })).status,
      ).toBe(200);
      const row = (await server.call(registrationsContract.detail, { params: { id: c.id }, headers: both.headers })).data();
      expect(tagValue(row.tags, 'discount_limit')).toBeUndefined();
    });

    it('answers 400 to bad student edits and changes nothing', async () => {
      const c = await insertCustomer(server.ctx.db, { programme: 'student', status: 'approved' });
      const cases: Array<[object, string]> = [
        [{ limit: '12a' }, 'body.limit'],
        [{ dob: '02/30/2001' }, 'body.dob'],
        [{ dob: '2001-13-09' }, 'body.dob'],
        [{ school: 'x'.repeat(121) }, 'body.school'],
      ];
      for (const [change, field] of cases) {
        const res = await server.call(studentsContract.update, {
          body: { id: gid(c), ...edited, limit: '100', ...change },
          headers: both.headers,
        });
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(res.error().fieldErrors).toHaveProperty([field]);
      }
      const stored = await server.ctx.db
        .selectFrom('customers')
        .select(['school', 'updated_at'])
        .where('id', '=', c.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ school: c.school, updated_at: c.updated_at });
    });

    it.each([
      ['student', studentsContract.update, { limit: '100' }],
      ['staff', staffContract.update, {}],
    ] as const)('refuses a %s End Date before its Start Date', async (programme, update, extra) => {
      const c = await insertCustomer(server.ctx.db, { programme, status: 'approved' });
      const res = await server.call(update, {
        body: { id: gid(c), ...edited, ...extra, startdate: '2026-05-01', enddate: '2026-04-01' },
        headers: both.headers,
      });
      expect(res.status).toBe(400);
      expect(res.error().fieldErrors).toEqual({ 'body.enddate': 'End Date must not be before Start Date.' });
      const stored = await server.ctx.db
        .selectFrom('customers')
        .select(['start_date', 'end_date'])
        .where('id', '=', c.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ start_date: c.start_date, end_date: c.end_date });
    });

    it('does not save a staff customer through the student call', async () => {
      const staff = await insertCustomer(server.ctx.db, { programme: 'staff', status: 'approved' });
      expect(
        (await server.call(studentsContract.update, { body: { id: gid(staff), ...edited, limit: '1' }, headers: both.headers })).status,
      ).toBe(404);
    });

    it('PUT /api/staffcustomers saves without a limit', async () => {
      const c = await insertCustomer(server.ctx.db, { programme: 'staff', status: 'disabled' });
      const res = await server.call(staffContract.update, { body: { id: gid(c), ...edited }, headers: both.headers });
      expect(res.status).toBe(200);
      const row = (await server.call(registrationsContract.detail, { params: { id: c.id }, headers: both.headers })).data();
      expect(row).toMatchObject({
        stp_school: 'Summit Polytechnic',
        stp_course: 'Welding',
        profile_distributor_name: 'Coastal Fasteners',
        profile_email_policy_consent: '1',
      });
      expect(tagValue(row.tags, 'discount_limit')).toBeUndefined();
      expect((await auditRows(gid(c))).map((a) => a.action)).toEqual(['staff.update']);
      expect((await server.call(staffContract.update, { body: { id: gid(c), ...edited }, headers: studentsOnly.headers })).status).toBe(
        403,
      );
    });
  });

  describe('default discount limit', () => {
    it('answers 9500 until one is saved, then the saved digits', async () => {
      expect((await server.call(studentsContract.getDefaultDiscountLimit, { headers: studentsOnly.headers })).data()).toEqual({
        value: '9500',
      });
      const saved = await server.call(studentsContract.setDefaultDiscountLimit, {
        body: { default_discount_limit: '12500' },
        headers: studentsOnly.headers,
      });
      expect(saved.data()).toEqual({ value: '12500' });
      expect((await server.call(studentsContract.getDefaultDiscountLimit, { headers: studentsOnly.headers })).data()).toEqual({
        value: '12500',
      });
      const audit = await server.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'students.default-discount-limit')
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]?.after ?? 'null')).toBe('12500');
    });

    it('accepts digits only', async () => {
      for (const value of ['12a', '', '-5', '1.5', ' 100']) {
        const res = await server.call(studentsContract.setDefaultDiscountLimit, {
          body: { default_discount_limit: value },
          headers: studentsOnly.headers,
        });
        expect(res.status, value).toBe(400);
        expect(res.error().fieldErrors).toHaveProperty(['body.default_discount_limit']);
      }
      expect((await server.call(studentsContract.getDefaultDiscountLimit, { headers: studentsOnly.headers })).data()).toEqual({
        value: '12500',
      });
    });
  });

  describe('POST /api/agora', () => {
    const syncs = (customerId: number) =>
      server.ctx.db.selectFrom('membership_syncs').selectAll().where('customer_id', '=', customerId).execute();

    it('syncs an approved customer and records it', async () => {
      const c = await insertCustomer(server.ctx.db, { programme: 'student', status: 'approved' });
      const res = await server.call(registrationsContract.sync, { body: { id: gid(c) }, headers: studentsOnly.headers });
      expect(res.status).toBe(200);
      const body = res.data();
      expect(body.id).toBe(gid(c));
      expect(Date.parse(body.syncedAt)).not.toBeNaN();
      const rows = await syncs(c.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ adapter: 'embedded', operator_id: studentsOnly.operator.id, created_at: body.syncedAt });
      expect((await auditRows(gid(c))).map((a) => a.action)).toEqual(['student.membership-sync']);
    });

    it.each(['pending', 'disabled'] as const)('answers 409 for a %s customer and records nothing', async (status) => {
      const c = await insertCustomer(server.ctx.db, { programme: 'staff', status });
      const res = await server.call(registrationsContract.sync, { body: { id: gid(c) }, headers: both.headers });
      expect(res.status).toBe(409);
      expect(await syncs(c.id)).toEqual([]);
    });
  });
});
