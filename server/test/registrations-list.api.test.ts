import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_PROGRAMMES, type RegistrationProgramme } from '@console/contracts/common/programmes';
import {
  registrationExportRow,
  REGISTRATION_STATUSES,
  STATUS_TAGS,
  type CustomerRow,
  type RegistrationStatus,
} from '@console/contracts/registrations.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { staffContract } from '@console/contracts/staff.contract';
import { COUNT_CAP, PAGE_SIZE } from '@console/contracts/common/paging';
import { startTestServer, type Identity, type TestServer } from './harness';
import { countCustomers, insertCustomer, seedProgramme } from './seed';

/**
 * Lists, searches and exports of students and staff (docs/functions/shell-students-staff.md §2, §5, §7;
 * docs/conventions.md 'How the server behaves').
 */

const programmes = [
  { name: 'students', programme: 'student', userType: 'UserType:Student', contract: studentsContract },
  { name: 'staff', programme: 'staff', userType: 'UserType:Staff', contract: staffContract },
] as const;

/** Rows per status; staff disabled crosses the export's 1,000-row chunk. */
const SEEDED: Record<RegistrationProgramme, Record<RegistrationStatus, number>> = {
  student: { pending: 30, approved: 27, disabled: 26 },
  staff: { pending: 28, approved: 31, disabled: 1010 },
};

const ids = (rows: readonly CustomerRow[]) => rows.map((r) => r.id);

describe('registration lists', () => {
  let server: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    let seed = 1;
    for (const programme of REGISTRATION_PROGRAMMES) {
      for (const status of REGISTRATION_STATUSES)
        await seedProgramme(server.ctx.db, programme, status, SEEDED[programme][status], { seed: seed++ });
    }
    operator = await server.operator(['showStudents', 'showStaff']);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe.each(programmes)('$name', ({ programme, userType, contract }) => {
    const list = (status: string, body: object = {}, query: Record<string, string> = {}) =>
      server.call(contract.list, { params: { status }, body, query, headers: operator.headers });

    it.each(REGISTRATION_STATUSES)('pages through %s both ways', async (status) => {
      const total = await countCustomers(server.ctx.db, programme, status);
      expect(total).toBe(SEEDED[programme]?.[status]);

      const p1 = (await list(status)).data();
      expect(p1.rows).toHaveLength(PAGE_SIZE);
      expect(p1.hasNextPage).toBe(true);
      expect(p1.hasPreviousPage).toBe(false);
      // The queue's total under its search, the same on every page.
      expect(p1.total).toBe(total);
      for (const row of p1.rows) {
        expect(row.tags).toContain(STATUS_TAGS[status]);
        expect(row.tags).toContain(userType);
      }
      // Newest first.
      const created = p1.rows.map((r) => r.createdAt);
      expect(created).toEqual([...created].sort().reverse());

      const p2 = (await list(status, {}, { direction: 'next', last_id: p1.nextCursor ?? '' })).data();
      expect(p2.rows.length).toBe(Math.min(PAGE_SIZE, total - PAGE_SIZE));
      expect(p2.hasPreviousPage).toBe(true);
      expect(p2.hasNextPage).toBe(total > 2 * PAGE_SIZE);
      expect(p2.total).toBe(total);
      expect(ids(p2.rows).filter((id) => ids(p1.rows).includes(id))).toEqual([]);
      expect((p2.rows[0]?.createdAt ?? '') <= (p1.rows[PAGE_SIZE - 1]?.createdAt ?? '')).toBe(true);

      const back = (await list(status, {}, { direction: 'previous', last_id: p2.previousCursor ?? '' })).data();
      expect(back.rows).toEqual(p1.rows);
      expect(back.hasPreviousPage).toBe(false);
      expect(back.hasNextPage).toBe(true);
    });

    it('finds an e-mail whatever its case, by prefix too', async () => {
      const customer = await insertCustomer(server.ctx.db, { programme, status: 'pending', email: `zora.quill.${programme}@campus.test` });
      for (const searchValue of [customer.email.toUpperCase(), `ZORA.QUILL.${programme.toUpperCase()}`]) {
        const page = (await list('pending', { searchType: 'Email', searchValue })).data();
        expect(page.rows.map((r) => r.email)).toEqual([customer.email]);
        expect(page.total).toBe(1);
        expect(page.hasNextPage).toBe(false);
        expect(page.hasPreviousPage).toBe(false);
      }
      // Another tab does not show it.
      expect((await list('approved', { searchType: 'Email', searchValue: customer.email })).data().rows).toEqual([]);
      expect((await list('pending', { searchType: 'Email', searchValue: 'nobody.here@' })).data().rows).toEqual([]);
    });

    it('finds the rows created on one day by a date search', async () => {
      const on = ['2019-03-15T00:00:00.000Z', '2019-03-15T12:30:00.000Z', '2019-03-15T23:59:59.999Z'];
      const off = ['2019-03-14T23:59:59.999Z', '2019-03-16T00:00:00.000Z'];
      const inserted = [];
      for (const created_at of [...on, ...off])
        inserted.push(await insertCustomer(server.ctx.db, { programme, status: 'approved', created_at, updated_at: created_at }));
      const page = (await list('approved', { searchType: 'Date', searchValue: '15-03-2019' })).data();
      expect(page.rows.map((r) => r.createdAt).sort()).toEqual(on);
      expect(page.total).toBe(on.length);
      expect(page.rows.map((r) => r.email).sort()).toEqual(
        inserted
          .slice(0, 3)
          .map((c) => c.email)
          .sort(),
      );
      expect((await list('approved', { searchType: 'Date', searchValue: '17-03-2019' })).data().rows).toEqual([]);
    });

    it('answers 400 with field errors to bad input', async () => {
      const cases: Array<[string, object, Record<string, string>, string]> = [
        ['pending', { searchValue: 'a'.repeat(61), searchType: 'Email' }, {}, 'body.searchValue'],
        ['pending', { searchValue: '31-02-2024', searchType: 'Date' }, {}, 'body.searchValue'],
        ['pending', { searchValue: '2024-03-15', searchType: 'Date' }, {}, 'body.searchValue'],
        ['pending', { searchValue: 'a', searchType: 'Phone' }, {}, 'body.searchType'],
        ['archived', {}, {}, 'params.status'],
        ['pending', {}, { direction: 'next', last_id: 'not-a-cursor' }, 'query.last_id'],
        ['pending', {}, { direction: 'sideways' }, 'query.direction'],
      ];
      for (const [status, body, query, field] of cases) {
        const res = await list(status, body, query);
        expect(res.status, JSON.stringify([status, body, query])).toBe(400);
        expect(Object.keys(res.error().fieldErrors ?? {})).toContain(field);
      }
      expect((await list('pending', { searchValue: 'a'.repeat(60), searchType: 'Email' })).status).toBe(200);
    });

    it.each(REGISTRATION_STATUSES)('exports every %s row in the export shape', async (status) => {
      const res = await server.call(contract.exportRows, { params: { status }, body: {}, headers: operator.headers });
      expect(res.status).toBe(200);
      const { data } = res.data();
      const expected = await server.ctx.db
        .selectFrom('customers')
        .selectAll()
        .where('programme', '=', programme)
        .where('status', '=', status)
        .execute();
      expect(data).toHaveLength(expected.length);
      expect(new Set(data.map((r) => r.email))).toEqual(new Set(expected.map((c) => c.email)));
      const shapeKeys = Object.keys(registrationExportRow.shape).sort();
      for (const row of data) expect(Object.keys(row).sort()).toEqual(shapeKeys);
      const sample = expected[0];
      const exported = data.find((r) => r.email === sample?.email);
      expect(exported).toMatchObject({
        displayName: `${sample?.first_name} ${sample?.last_name}`,
        createdAt: sample?.created_at,
        start_date: { value: sample?.start_date },
        end_date: { value: sample?.end_date },
        school: { value: sample?.school },
        country: { value: sample?.country },
        phone: { value: sample?.phone },
        privacy_policy_consent: { value: sample?.privacy_consent ? '1' : '0' },
      });
      expect(exported?.tags).toContain(STATUS_TAGS[status]);
    });

    it('exports only the rows matching the search', async () => {
      const customer = await insertCustomer(server.ctx.db, {
        programme,
        status: 'disabled',
        email: `export.only.${programme}@campus.test`,
      });
      const res = await server.call(contract.exportRows, {
        params: { status: 'disabled' },
        body: { searchType: 'Email', searchValue: 'EXPORT.ONLY.' },
        headers: operator.headers,
      });
      expect(res.data().data.map((r) => r.email)).toEqual([customer.email]);
      const bad = await server.call(contract.exportRows, {
        params: { status: 'disabled' },
        body: { searchType: 'Date', searchValue: '99-99-2020' },
        headers: operator.headers,
      });
      expect(bad.status).toBe(400);
    });
  });

  it('GET /api/staffs/disabled answers the first page of disabled staff', async () => {
    const res = await server.call(staffContract.disabledFirstPage, { headers: operator.headers });
    const page = res.data();
    const posted = (await server.call(staffContract.list, { params: { status: 'disabled' }, body: {}, headers: operator.headers })).data();
    expect(page).toEqual(posted);
    expect(page.rows).toHaveLength(PAGE_SIZE);
    for (const row of page.rows) expect(row.tags).toEqual(expect.arrayContaining(['UserType:Staff', STATUS_TAGS.disabled]));
  });
});

describe('a queue past the count cap', () => {
  let server: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedProgramme(server.ctx.db, 'student', 'pending', COUNT_CAP + 5, { seed: 41 });
    await seedProgramme(server.ctx.db, 'staff', 'pending', COUNT_CAP, { seed: 42 });
    operator = await server.operator(['showStudents', 'showStaff']);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stops counting at 10,000 and says so; at the cap or under a search it counts exactly', async () => {
    const list = (contract: typeof studentsContract | typeof staffContract, body: object = {}) =>
      server.call(contract.list, { params: { status: 'pending' }, body, headers: operator.headers }).then((res) => res.data());
    const past = await list(studentsContract);
    expect([past.total, past.totalCapped, past.rows.length]).toEqual([COUNT_CAP, true, PAGE_SIZE]);
    const next = await server.call(studentsContract.list, {
      params: { status: 'pending' },
      body: {},
      query: { direction: 'next', last_id: past.nextCursor ?? '' },
      headers: operator.headers,
    });
    expect(next.data()).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    const at = await list(staffContract);
    expect([at.total, at.totalCapped]).toEqual([COUNT_CAP, false]);
    const email = past.rows[0]?.email ?? '';
    expect(await list(studentsContract, { searchType: 'Email', searchValue: email })).toMatchObject({ total: 1, totalCapped: false });
  });
});
