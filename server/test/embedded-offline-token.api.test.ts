import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { storedOfflineToken } from '../src/features/embedded/offline-token.service';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { addStaffMember, STAND_IN_SHOP, tokenExchangeModule } from './shopify-stand-in/token-exchange.module';
import { MIRROR_MODULES } from './store-mirror-modules';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  seedStoreCustomers,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
} from './store-mirror-support';
import { sessionClaims, signSessionToken } from './session-token-support';
import type { IdentityHeaders, TestServer } from './harness';

const OFFLINE = 'urn:shopify:params:oauth:token-type:offline-access-token';

/**
 * docs/outside-interfaces.md 'Shopify': an app that may not use the client-credentials grant works on an offline token got by token
 * exchange, sealed at rest.
 */
describe('the offline token', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let admin: IdentityHeaders;

  beforeAll(async () => {
    standIn = await startMirrorStandIn({ modules: [...MIRROR_MODULES, tokenExchangeModule] });
    seedStoreCustomers(standIn, 3, { prefix: 'offline', tags: ['UserType:Student', 'Pending'] });
    server = await startStoreServer(standIn);
    admin = (await server.operatorSession(['showStoreSync'])).headers;
    await server.addOperator(['showStudents'], { email: 'kim.staff@store.test' });
    addStaffMember(standIn.state, '301', 'kim.staff@store.test');
    addStaffMember(standIn.state, '302', 'lee.staff@store.test');
    await settleStoreJobs(server);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const openApp = (sub: string) =>
    server.call(studentsContract.list, {
      params: { status: 'pending' },
      body: { searchValue: '', searchType: 'Email' },
      headers: { authorization: `Bearer ${signSessionToken(CLIENT_SECRET, sessionClaims(CLIENT_ID, STAND_IN_SHOP, sub))}` },
    });
  const offlineExchanges = () => standIn.state.all('TokenExchange').filter((e) => e.requested === OFFLINE).length;

  it('is got once, the first time a staff member opens the app, and stored sealed', async () => {
    expect(offlineExchanges()).toBe(0);
    expect((await openApp('301')).status).toBe(200);
    expect(offlineExchanges()).toBe(1);
    const stored = await server.ctx.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'shopify.offline-token')
      .executeTakeFirstOrThrow();
    const token = await storedOfflineToken(server.ctx.db, server.ctx.shop.id, server.ctx.config);
    expect(token).toMatch(/^shpua_stand_in_\d+$/);
    expect(stored.value).not.toBe(token);
    expect(stored.value).not.toContain(String(token));
    expect(stored.value).toMatch(/^v1:/);
    // Another staff member's first visit finds one kept: no second offline exchange.
    expect((await openApp('302')).status).toBe(403);
    expect(offlineExchanges()).toBe(1);
  });

  it('carries background work when the store refuses the client-credentials grant', async () => {
    standIn.clientCredentials = false;
    standIn.expireTokens();
    const started = await server.call(storeSyncContract.fullLoad, { headers: admin });
    expect(started.status).toBe(200);
    await settleStoreJobs(server, 60_000);
    const status = (await server.call(storeSyncContract.status, { headers: admin })).data();
    expect(status.lastFullLoad).toMatchObject({ status: 'done', customers: 3 });
    expect(status.mirroredCustomers).toBe(3);
  });
});
