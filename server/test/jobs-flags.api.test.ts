import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesContract } from '@console/contracts/files.contract';
import { inviteUsersContract } from '@console/contracts/invite-users.contract';
import { invitationsContract } from '@console/contracts/invitations.contract';
import { jobsContract } from '@console/contracts/jobs.contract';
import { partnerUsersContract } from '@console/contracts/partner-users.contract';
import { storeFile } from '../src/platform/files';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * Every job and every file carries all the flags needed to see it. A bulk reinvite that
 * spans programmes, or names only unknown ids, was stored with no flag and so open to any operator:
 * its outcome, its error file (the invitees' e-mails), Cancel and Retry.
 */
describe('flags of jobs and files', () => {
  let server: TestServer;
  let everyone: IdentityHeaders;
  let siteOnly: IdentityHeaders;
  let partnerOnly: IdentityHeaders;
  let couponsOnly: IdentityHeaders;
  let siteId: string;
  let partnerId: string;

  const invite = async (calls: typeof inviteUsersContract | typeof partnerUsersContract, name: string) =>
    (
      await server.call(calls.save, {
        body: { excelData: [{ id: '', first_name: name, last_name: 'Flagged', email: `${name}@job-flags.test` }] },
        headers: everyone,
      })
    ).data().id as string;
  const listed = async (headers: IdentityHeaders) =>
    (await server.call(jobsContract.list, { body: {}, headers })).data().rows.map((r) => r.id);
  const errorFileId = async (jobId: number) =>
    (await server.ctx.db.selectFrom('jobs').select('error_file_id').where('id', '=', jobId).executeTakeFirstOrThrow()).error_file_id;

  /** Every call of the Jobs screen on one job, and the download of its error file by id. */
  async function statuses(jobId: number, fileId: number, headers: IdentityHeaders): Promise<number[]> {
    const calls = [
      server.call(jobsContract.detail, { params: { id: jobId }, headers }),
      server.call(jobsContract.errorFile, { params: { id: jobId }, headers }),
      server.call(jobsContract.cancel, { params: { id: jobId }, headers }),
      server.call(jobsContract.retry, { params: { id: jobId }, headers }),
      server.call(filesContract.download, { params: { id: fileId }, headers }),
    ];
    return (await Promise.all(calls)).map((r) => r.status);
  }

  beforeAll(async () => {
    server = await startTestServer();
    everyone = (
      await server.operatorSession(['showInviteUsers', 'showToolConnectUsers', 'showPartnerUsers', 'showRetireeUsers', 'showCoupons'])
    ).headers;
    siteOnly = (await server.operatorSession(['showInviteUsers'])).headers;
    partnerOnly = (await server.operatorSession(['showPartnerUsers'])).headers;
    couponsOnly = (await server.operatorSession(['showCoupons'])).headers;
    siteId = await invite(inviteUsersContract, 'site');
    partnerId = await invite(partnerUsersContract, 'partner');
  });
  afterAll(async () => server?.close());

  it("keeps a reinvite across programmes, and its error file, from anyone without every programme's flag", async () => {
    const body = [
      { id: siteId, email: 'site@job-flags.test' },
      { id: partnerId, email: 'partner@job-flags.test' },
      { id: 999_999, email: 'unknown@job-flags.test' },
    ];
    const { jobId } = (await server.call(invitationsContract.bulkReinvite, { body, headers: everyone })).data();
    const job = await server.waitForJob(jobId, everyone);
    expect(job.outcomes.map((o) => o.status)).toEqual(['done', 'done', 'failed']);
    expect((await server.call(jobsContract.errorFile, { params: { id: jobId }, headers: everyone })).status).toBe(200);
    const fileId = await errorFileId(jobId);
    if (fileId === null) throw new Error('no error file recorded');

    expect(await statuses(jobId, fileId, couponsOnly)).toEqual([403, 403, 403, 403, 403]);
    // One programme's flag is not enough for a job that touched two.
    expect(await statuses(jobId, fileId, siteOnly)).toEqual([403, 403, 403, 403, 403]);
    expect(await statuses(jobId, fileId, partnerOnly)).toEqual([403, 403, 403, 403, 403]);
    for (const headers of [couponsOnly, siteOnly, partnerOnly]) expect(await listed(headers)).not.toContain(jobId);

    // The operator holding both: the job and its file, Cancel refused only because it has ended.
    expect(await statuses(jobId, fileId, everyone)).toEqual([200, 200, 409, 409, 200]);
    expect(await listed(everyone)).toContain(jobId);
  });

  it('gives a reinvite of unknown ids only the flags of its sender, never none', async () => {
    const { jobId } = (
      await server.call(invitationsContract.bulkReinvite, { body: [{ id: 888_888, email: 'nobody@job-flags.test' }], headers: partnerOnly })
    ).data();
    expect((await server.waitForJob(jobId, partnerOnly)).outcomes).toEqual([{ row: 1, status: 'failed', message: expect.any(String) }]);
    expect((await server.call(jobsContract.errorFile, { params: { id: jobId }, headers: partnerOnly })).status).toBe(200);
    const fileId = await errorFileId(jobId);
    if (fileId === null) throw new Error('no error file recorded');
    expect(await statuses(jobId, fileId, couponsOnly)).toEqual([403, 403, 403, 403, 403]);
    expect(await statuses(jobId, fileId, siteOnly)).toEqual([403, 403, 403, 403, 403]);
    expect(await listed(partnerOnly)).toContain(jobId);
    const flags = await server.ctx.db.selectFrom('jobs').select('flags').where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(flags.flags).toBe('showPartnerUsers');
  });

  it('opens a file of several flags only to an operator holding all of them, and refuses to store one of none', async () => {
    const { dataDir } = server.ctx.config;
    const file = await storeFile(server.ctx.db, dataDir, {
      shop: server.ctx.shop.id,
      name: 'two.txt',
      contentType: 'text/plain',
      bytes: Buffer.from('two'),
      operatorId: null,
      flags: ['showCoupons', 'showPartnerUsers'],
    });
    const download = (headers: IdentityHeaders) => server.call(filesContract.download, { params: { id: file.id }, headers });
    expect((await download(couponsOnly)).status).toBe(403);
    expect((await download(partnerOnly)).status).toBe(403);
    expect((await download(everyone)).status).toBe(200);
    await expect(
      storeFile(server.ctx.db, dataDir, {
        shop: server.ctx.shop.id,
        name: 'none.txt',
        contentType: 'text/plain',
        bytes: Buffer.from('none'),
        operatorId: null,
        flags: [],
      }),
    ).rejects.toThrow(/at least one flag/);
  });
});
