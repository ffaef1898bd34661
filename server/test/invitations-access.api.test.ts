import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteUsersContract } from '@console/contracts/invite-users.contract';
import { invitationsContract } from '@console/contracts/invitations.contract';
import { partnerUsersContract } from '@console/contracts/partner-users.contract';
import { retireeUsersContract } from '@console/contracts/retiree-users.contract';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/** Flags per programme on the programme and shared calls, the retiree MTD option, the options call. */

describe('invitation flags', () => {
  let server: TestServer;
  let everyone: IdentityHeaders;
  let partnerOnly: IdentityHeaders;
  let retireeOnly: IdentityHeaders;
  let siteId: string;
  let partnerId: string;
  let retireeId: string;

  const invite = async (calls: typeof inviteUsersContract | typeof partnerUsersContract, name: string) =>
    (
      await server.call(calls.save, {
        body: { excelData: [{ id: '', first_name: name, last_name: 'Flagged', email: `${name}@flags.test` }] },
        headers: everyone,
      })
    ).data().id as string;

  beforeAll(async () => {
    server = await startTestServer();
    everyone = (await server.operator(['showInviteUsers', 'showToolConnectUsers', 'showPartnerUsers', 'showRetireeUsers'])).headers;
    partnerOnly = (await server.operatorSession(['showPartnerUsers'])).headers;
    retireeOnly = (await server.operatorSession(['showRetireeUsers'])).headers;
    siteId = await invite(inviteUsersContract, 'site');
    partnerId = await invite(partnerUsersContract, 'partner');
    retireeId = await invite(retireeUsersContract, 'retiree');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('closes the site calls to a partner-only operator', async () => {
    const calls = [
      server.call(inviteUsersContract.invitedList, { body: {}, headers: partnerOnly }),
      server.call(inviteUsersContract.registeredList, { body: {}, headers: partnerOnly }),
      server.call(inviteUsersContract.invitedExport, { body: {}, headers: partnerOnly }),
      server.call(inviteUsersContract.registeredExport, { body: {}, headers: partnerOnly }),
      server.call(inviteUsersContract.save, {
        body: { excelData: [{ id: '', first_name: 'A', last_name: 'B', email: 'a@flags.test' }] },
        headers: partnerOnly,
      }),
      server.call(inviteUsersContract.sendInvite, { params: { id: siteId }, headers: partnerOnly }),
      server.call(inviteUsersContract.importReinvite, { body: { excelData: [{ Email: 'site@flags.test' }] }, headers: partnerOnly }),
    ];
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect((await server.call(partnerUsersContract.invitedList, { body: {}, headers: partnerOnly })).status).toBe(200);
  });

  it('checks the flag of each invitation in a bulk reinvite', async () => {
    const site = await server.call(invitationsContract.bulkReinvite, {
      body: [
        { id: partnerId, email: 'partner@flags.test' },
        { id: siteId, email: 'site@flags.test' },
      ],
      headers: partnerOnly,
    });
    expect(site.status).toBe(403);
    const sends = await server.ctx.db.selectFrom('invitations').select(['id', 'send_count']).execute();
    expect(sends.every((s) => s.send_count === 1)).toBe(true);
    const own = await server.call(invitationsContract.bulkReinvite, {
      body: [{ id: partnerId, email: 'partner@flags.test' }],
      headers: partnerOnly,
    });
    expect(own.status).toBe(200);
    expect((await server.waitForJob(own.data().jobId, partnerOnly)).outcomes).toEqual([{ row: 1, status: 'done', message: 'Reinvited.' }]);
    // The bulk job's outcome is the partner function's: a retiree-only operator may not read it.
    expect((await server.request('GET', `/api/jobs/${own.data().jobId}`, { headers: retireeOnly })).status).toBe(403);
  });

  it('lets the shared import reinvite serve partners and retirees, each with its own flag', async () => {
    const rows = [{ Email: 'retiree@flags.test' }];
    expect(
      (await server.call(partnerUsersContract.importReinvite, { body: { excelData: rows, programme: 'retiree' }, headers: partnerOnly }))
        .status,
    ).toBe(403);
    expect((await server.call(partnerUsersContract.importReinvite, { body: { excelData: rows }, headers: retireeOnly })).status).toBe(403);
    const res = await server.call(retireeUsersContract.importReinvite, {
      body: { excelData: rows, programme: 'retiree' },
      headers: retireeOnly,
    });
    expect(res.status).toBe(200);
    expect((await server.waitForJob(res.data().jobId, retireeOnly)).outcomes).toEqual([{ row: 1, status: 'done', message: 'Reinvited.' }]);
    // Partner by default: the retiree's e-mail is not a partner invitation.
    const partner = await server.call(partnerUsersContract.importReinvite, { body: { excelData: rows }, headers: partnerOnly });
    expect((await server.waitForJob(partner.data().jobId, partnerOnly)).outcomes).toEqual([
      { row: 1, status: 'failed', message: 'No invitation for this email.' },
    ]);
  });

  it("keeps one programme's ids out of another programme's calls", async () => {
    expect((await server.call(partnerUsersContract.sendInvite, { params: { id: retireeId }, headers: everyone })).status).toBe(404);
    const edit = await server.call(partnerUsersContract.save, {
      body: { excelData: [{ id: siteId, first_name: 'X', last_name: 'Y' }] },
      headers: everyone,
    });
    expect(edit.status).toBe(404);
    const list = (await server.call(partnerUsersContract.invitedList, { body: {}, headers: everyone })).data();
    expect(list.rows.map((r) => r.id)).toEqual([partnerId]);
  });

  it('refuses the MTD option outside the MTD shops, and on every programme but retirees', async () => {
    const retiree = await server.call(retireeUsersContract.save, {
      body: { excelData: [{ id: '', first_name: 'M', last_name: 'T', email: 'mtd@flags.test', mtdCheckbox: true }] },
      headers: everyone,
    });
    expect(retiree.status).toBe(400);
    expect(retiree.error().fieldErrors).toEqual({ 'excelData.0.mtdCheckbox': 'MTD invitations are not available in this shop.' });
    const unticked = await server.call(retireeUsersContract.save, {
      body: { excelData: [{ id: '', first_name: 'M', last_name: 'T', email: 'mtd@flags.test', mtdCheckbox: false }] },
      headers: everyone,
    });
    expect(unticked.status).toBe(200);
  });

  it('tells the screens the shop, the site names and the MTD shops', async () => {
    const res = await server.call(invitationsContract.options, { headers: partnerOnly });
    expect(res.data()).toEqual({
      shopName: 'employee-store-dev',
      siteName: 'Employee Store',
      toolConnectSiteName: 'Tool Connect',
      mtdShops: ['employee-store-ca-dev', 'employee-store-ca-staging', 'employee-store-ca'],
    });
  });
});

describe('retiree MTD invitations in an MTD shop', () => {
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false, config: { shopName: 'employee-store-ca-staging' } });
    headers = (await server.operatorSession(['showRetireeUsers', 'showPartnerUsers'])).headers;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores the option and shows it in the list and the export', async () => {
    const res = await server.call(retireeUsersContract.save, {
      body: {
        excelData: [
          { id: '', first_name: 'Marie', last_name: 'Tremblay', email: 'marie@mtd.test', additional_tags: 'quebec', mtdCheckbox: true },
        ],
      },
      headers,
    });
    expect(res.status).toBe(200);
    const row = (await server.call(retireeUsersContract.invitedList, { body: { searchValue: 'marie' }, headers })).data().rows[0];
    expect(row).toMatchObject({ email: 'marie@mtd.test', mtd: true, tags: ['quebec'] });
    const exported = (await server.call(retireeUsersContract.invitedExport, { body: {}, headers })).data().data;
    expect(exported).toEqual([
      { displayName: 'Marie Tremblay', email: 'marie@mtd.test', tags: ['quebec', 'mtd:true'], createdAt: row?.createdAt },
    ]);
  });

  it('still refuses it for partners', async () => {
    const res = await server.call(partnerUsersContract.save, {
      body: { excelData: [{ id: '', first_name: 'P', last_name: 'Q', email: 'p@mtd.test', mtdCheckbox: true }] },
      headers,
    });
    expect(res.status).toBe(400);
  });
});
