import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeContract } from '@console/contracts/home.contract';
import { startTestServer, type TestServer } from './harness';
import { seedProgramme } from './seed';

/** GET /api/home/attention: what needs action, counted up to a page, only of the operator's functions. */
describe('home attention', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedProgramme(server.ctx.db, 'student', 'pending', 30);
    await seedProgramme(server.ctx.db, 'staff', 'pending', 2);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts pending students (25+) and staff for an operator with both flags', async () => {
    const { headers } = await server.operator(['showStudents', 'showStaff']);
    const { items } = (await server.call(homeContract.attention, { headers })).data();
    expect(items).toEqual([
      { label: 'Pending students', count: 25, more: true, href: '/students?tab=0' },
      { label: 'Pending staff', count: 2, more: false, href: '/staff?tab=0' },
    ]);
  });

  it('shows nothing of functions the operator may not open, and needs a session', async () => {
    const { headers } = await server.operator(['showCoupons']);
    expect((await server.call(homeContract.attention, { headers })).data().items).toEqual([]);
    expect((await server.call(homeContract.attention)).status).toBe(401);
  });
});
