import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registrationsContract, STATUS_TAGS, type RegistrationStatus } from '@console/contracts/registrations.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { TOTAL_TTL_MS } from '../src/features/customers/customer-counts';
import { startTestServer, type Identity, type TestServer } from './harness';
import { insertCustomer, seedProgramme, type CustomerRecord } from './seed';

/**
 * The queues' totals off the list page's path: counted once per filter and kept
 * until a customer changes, so every page does not count again, and right after every change made here.
 */

const SEEDED: Record<RegistrationStatus, number> = { pending: 30, approved: 27, disabled: 3 };

const uploadRows = Array.from({ length: 4 }, (_, n) => ({
  'First Name': `Total${n}`,
  'Last Name': 'Counter',
  Email: `total.counter.${n}@campus.test`,
  School: 'Harbor Community College',
  Course: 'Masonry',
  'Start Date': '2026-02-01',
  'End Date': '2026-11-30',
}));

describe('registration queue totals', () => {
  let server: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    server = await startTestServer();
    let seed = 1;
    for (const [status, count] of Object.entries(SEEDED))
      await seedProgramme(server.ctx.db, 'student', status as RegistrationStatus, count, { seed: seed++ });
    operator = await server.operator(['showStudents']);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await server?.close();
  });

  const totalOf = async (status: RegistrationStatus, search: object = {}) => {
    const page = (await server.call(studentsContract.list, { params: { status }, body: search, headers: operator.headers })).data();
    return page.total;
  };
  const totals = async () => ({
    pending: await totalOf('pending'),
    approved: await totalOf('approved'),
    disabled: await totalOf('disabled'),
  });
  const move = (customer: CustomerRecord, from: RegistrationStatus, to: RegistrationStatus) =>
    server.call(registrationsContract.setStatus, {
      body: { ids: `gid://shop/Customer/${customer.id}`, removeTag: STATUS_TAGS[from], addTag: STATUS_TAGS[to] },
      headers: operator.headers,
    });

  it('counts a total once for many pages: a row this process did not write shows only after the time to live', async () => {
    // Time stands still for the app (same process), so "within the time to live" does not depend on the machine's speed.
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await totalOf('disabled');
    // Written behind the app's back, as another instance's write would be.
    await insertCustomer(server.ctx.db, { programme: 'student', status: 'disabled' });
    expect(await totalOf('disabled')).toBe(before);
    vi.setSystemTime(Date.now() + TOTAL_TTL_MS);
    expect(await totalOf('disabled')).toBe(before + 1);
    // Each search has its own total.
    expect(await totalOf('disabled', { searchType: 'Email', searchValue: 'nobody.at.all@' })).toBe(0);
  });

  it('keeps every queue total right at once after approve, reject and upload', async () => {
    // Time stands still: only the changes themselves may move a total, not its time to live running out.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = await totals();
    const one = await insertCustomer(server.ctx.db, { programme: 'student', status: 'pending', email: 'total.mover@campus.test' });
    // The app did not write that row: the remembered totals stand until a change of its own.
    expect(await totals()).toEqual(start);

    expect((await move(one, 'pending', 'approved')).status).toBe(200);
    // The move drops what was remembered, so the row inserted behind the app's back counts now too.
    expect(await totals()).toEqual({ pending: start.pending, approved: start.approved + 1, disabled: start.disabled });

    expect((await move(one, 'approved', 'disabled')).status).toBe(200);
    expect(await totals()).toEqual({ pending: start.pending, approved: start.approved, disabled: start.disabled + 1 });

    // A refused move changes no total.
    expect((await move(one, 'approved', 'disabled')).status).toBe(409);
    expect(await totals()).toEqual({ pending: start.pending, approved: start.approved, disabled: start.disabled + 1 });

    // Uploaded rows are created approved (docs/decisions.md, 2026-11-22: rows uploaded on Students or Staff are created as Approved); their search is counted (and remembered) before they
    // exist.
    const uploaded = { searchType: 'Email', searchValue: 'total.counter.' };
    expect(await totalOf('approved', uploaded)).toBe(0);
    vi.useRealTimers();
    const { jobId } = (await server.call(studentsContract.upload, { body: uploadRows, headers: operator.headers })).data();
    expect((await server.waitForJob(jobId, operator.headers)).status).toBe('done');
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await totalOf('approved', uploaded)).toBe(uploadRows.length);
    expect(await totals()).toEqual({ pending: start.pending, approved: start.approved + uploadRows.length, disabled: start.disabled + 1 });
  });
});
