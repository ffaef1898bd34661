import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { customerSetWrite } from '../src/features/store-sync/customer-writes.service';
import { storeReconcileJob } from '../src/features/store-sync/store-reconcile.jobs';
import { queueStoreWrite } from '../src/features/store-sync/store-writes';
import { enqueue } from '../src/platform/jobs';
import { customerByEmail } from './shopify-stand-in/customers.module';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { addStaffMember, STAND_IN_SHOP, tokenExchangeModule } from './shopify-stand-in/token-exchange.module';
import { sendWebhook } from './shopify-stand-in/webhook-sender';
import { MIRROR_MODULES } from './store-mirror-modules';
import { CLIENT_ID, CLIENT_SECRET, settleStoreJobs, startMirrorStandIn, startStoreServer } from './store-mirror-support';
import { sessionClaims, signSessionToken } from './session-token-support';
import type { IdentityHeaders, TestServer } from './harness';

/**
 * app/uninstalled (docs/outside-interfaces.md 'Shopify'): background calls to the store stop, queued writes wait, a new launch resumes
 * them.
 */
describe('the app uninstalled from the store and installed again', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let admin: IdentityHeaders;

  beforeAll(async () => {
    standIn = await startMirrorStandIn({ modules: [...MIRROR_MODULES, tokenExchangeModule] });
    server = await startStoreServer(standIn);
    admin = (await server.operatorSession(['showStoreSync'])).headers;
    await server.addOperator(['showStudents', 'showStoreSync'], { email: 'robin.staff@store.test' });
    addStaffMember(standIn.state, '201', 'robin.staff@store.test');
    await settleStoreJobs(server);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const bearer = () => ({ authorization: `Bearer ${signSessionToken(CLIENT_SECRET, sessionClaims(CLIENT_ID, STAND_IN_SHOP, '201'))}` });
  const openApp = () =>
    server.call(studentsContract.list, {
      params: { status: 'approved' },
      body: { searchValue: '', searchType: 'Email' },
      headers: bearer(),
    });
  const exchanges = () =>
    standIn.state
      .all('TokenExchange')
      .filter((e) => e.sub === '201' && e.requested === 'urn:shopify:params:oauth:token-type:online-access-token').length;
  const status = async () => (await server.call(storeSyncContract.status, { headers: admin })).data();
  const writeOf = (id: number) => server.ctx.db.selectFrom('store_writes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stops background calls and keeps a queued write waiting until a launch exchanges a token again', async () => {
    expect((await openApp()).status).toBe(200);
    expect(exchanges()).toBe(1);

    const sent = await sendWebhook(server.url, CLIENT_SECRET, 'app/uninstalled', {
      id: 1,
      domain: STAND_IN_SHOP,
      myshopify_domain: STAND_IN_SHOP,
    });
    expect(sent.status).toBe(200);
    await settleStoreJobs(server);
    const stopped = await status();
    expect(stopped.uninstalledAt).toEqual(expect.any(String));

    // Nothing reaches the store now: a queued write, a reconciliation, a full load.
    const callsBefore = standIn.received.length;
    const tokensBefore = standIn.tokenRequests;
    const email = 'waiting.enrolment@campus.test';
    const { writeId, jobId } = await server.ctx.db
      .transaction()
      .execute((trx) =>
        queueStoreWrite(
          trx,
          server.ctx.shop.id,
          customerSetWrite,
          { email, firstName: 'Wait', lastName: 'Ing', tags: ['giveaway:Spring'], metafields: {} },
          { target: email, operatorId: null, flag: 'showGiveaways' },
        ),
      );
    server.ctx.jobs.notify(jobId);
    const reconcileId = await enqueue(server.ctx.db, storeReconcileJob, {}, { shop: server.ctx.shop.id, operatorId: null });
    server.ctx.jobs.notify(reconcileId);
    await settleStoreJobs(server);
    const fullLoad = await server.call(storeSyncContract.fullLoad, { headers: admin });
    expect(fullLoad.status).toBe(409);
    expect(fullLoad.error().message).toMatch(/uninstalled/);
    expect(standIn.received.length).toBe(callsBefore);
    expect(standIn.tokenRequests).toBe(tokensBefore);
    expect((await writeOf(writeId)).status).toBe('pending');
    expect(customerByEmail(standIn.state, email)).toBeNull();
    expect((await status()).pendingWrites).toBe(1);

    // The staff member opens the app again: the store grants a new exchange, and the work resumes.
    expect((await openApp()).status).toBe(200);
    expect(exchanges()).toBe(2);
    await settleStoreJobs(server);
    expect((await status()).uninstalledAt).toBeNull();
    expect((await writeOf(writeId)).status).toBe('done');
    expect(customerByEmail(standIn.state, email)?.tags).toContain('giveaway:Spring');
    expect((await status()).pendingWrites).toBe(0);
    // Installed again: the exchange is cached as before.
    expect((await openApp()).status).toBe(200);
    expect(exchanges()).toBe(2);

    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('action', 'like', 'store-sync.app-%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['store-sync.app-uninstalled', 'store-sync.app-installed']);
  });
});
