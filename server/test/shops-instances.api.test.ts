import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '@console/contracts/common/flags';
import { studentsContract } from '@console/contracts/students.contract';
import { addShopRecord } from '../src/platform/shops';
import { ensureAdminOnEveryShop } from '../src/platform/operators';
import { enqueue } from '../src/platform/jobs';
import { fileRetentionJob } from '../src/platform/file-retention';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * A shop added while two instances run (here by the command line's repository on the shared database,
 * behind both instances' backs) is served by each without a restart: its first call on either finds it, and the
 * other instance's worker runs its jobs once it has read the shops again (SHOPS_REFRESH_SECONDS, 30 by default).
 */
describe('a shop added while instances run', () => {
  let one: TestServer;
  let two: TestServer;
  let admin: IdentityHeaders;

  beforeAll(async () => {
    one = await startTestServer({ runWorker: false, config: { shopsRefreshSeconds: 1 } });
    two = await startTestServer({ database: one.database, runWorker: true, config: { shopsRefreshSeconds: 1 } });
  }, 60_000);
  afterAll(async () => {
    await two?.stop();
    await one?.close();
  });

  it('is served by every instance, its calls at once and its jobs within the refresh', async () => {
    const added = await addShopRecord(one.ctx.db, { name: 'employee-store-ca-staging' });
    await ensureAdminOnEveryShop(one.ctx.db, 'admin@shop.example');
    admin = (await one.operatorSession(FLAGS)).headers;
    for (const server of [one, two]) {
      const res = await server.call(studentsContract.list, {
        params: { status: 'pending' },
        body: { searchValue: '', searchType: 'Email' },
        headers: admin,
        shop: 'employee-store-ca-staging',
      });
      expect(res.status).toBe(200);
      expect((res.data() as { rows: unknown[] }).rows).toEqual([]);
    }
    // A job of the new shop, queued where no worker runs, is run by the other instance's worker.
    const jobId = await enqueue(one.ctx.db, fileRetentionJob, {}, { shop: added.id, operatorId: null });
    await expect
      .poll(async () => (await one.ctx.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst())?.status, {
        timeout: 20_000,
      })
      .toBe('done');
    expect(two.ctx.shops.byName('employee-store-ca-staging')?.shop.id).toBe(added.id);
  }, 60_000);
});
