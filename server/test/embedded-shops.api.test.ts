import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '@console/contracts/auth.contract';
import { studentsContract } from '@console/contracts/students.contract';
import type { ShopContext } from '../src/app-context';
import { storedOfflineToken } from '../src/features/embedded/offline-token.service';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { addStaffMember, STAND_IN_SHOP, tokenExchangeModule } from './shopify-stand-in/token-exchange.module';
import { MIRROR_MODULES } from './store-mirror-modules';
import { CLIENT_ID, CLIENT_SECRET, startMirrorStandIn, startStoreServer } from './store-mirror-support';
import { sessionClaims, signSessionToken } from './session-token-support';
import type { TestServer } from './harness';

/**
 * One app installed on two stores (docs/several-shops.md, "in the frame"): the session token's `dest` is the shop,
 * the staff member is asked of THAT store, flags are that shop's, a header naming another shop is refused.
 */
describe('embedded in the admin of two shops', () => {
  const CA = 'employee-store-ca';
  const CA_DOMAIN = 'employee-store-ca.myshopify.com';
  let first: ShopifyStandIn;
  let second: ShopifyStandIn;
  let server: TestServer;
  let ca: ShopContext;

  beforeAll(async () => {
    first = await startMirrorStandIn({ modules: [...MIRROR_MODULES, tokenExchangeModule] });
    second = await startMirrorStandIn({ modules: [...MIRROR_MODULES, tokenExchangeModule] });
    server = await startStoreServer(first, { runWorker: false });
    ca = await server.addShop(CA, { storeUrl: second.url, domain: CA_DOMAIN });
    await server.addOperator(['showStudents'], { email: 'pat.staff@store.test', shops: [server.ctx.shop.name] });
    await server.addOperator(['showStudents'], { email: 'robin.staff@store.test', shops: [CA] });
    addStaffMember(first.state, '101', 'pat.staff@store.test');
    addStaffMember(first.state, '102', 'robin.staff@store.test');
    addStaffMember(second.state, '201', 'robin.staff@store.test');
    addStaffMember(second.state, '202', 'pat.staff@store.test');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await first?.close();
    await second?.close();
  });

  const bearer = (shop: string, sub: string) => ({
    authorization: `Bearer ${signSessionToken(CLIENT_SECRET, sessionClaims(CLIENT_ID, shop, sub))}`,
  });
  const list = (headers: Record<string, string>, shop?: string) =>
    server.call(studentsContract.list, { params: { status: 'approved' }, body: { searchValue: '', searchType: 'Email' }, headers, shop });
  const exchanges = (standIn: ShopifyStandIn, sub: string) =>
    standIn.state
      .all('TokenExchange')
      .filter((e) => e.sub === sub && e.requested === 'urn:shopify:params:oauth:token-type:online-access-token').length;

  it("acts in the token's shop, asking that shop's store who the staff member is", async () => {
    const inFirst = await server.call(authContract.me, { headers: bearer(STAND_IN_SHOP, '101') });
    expect(inFirst.data()).toMatchObject({ email: 'pat.staff@store.test', shopName: server.ctx.shop.name, flags: ['showStudents'] });
    const inCa = await server.call(authContract.me, { headers: bearer(CA_DOMAIN, '201') });
    expect(inCa.data()).toMatchObject({ email: 'robin.staff@store.test', shopName: CA, flags: ['showStudents'] });
    expect((await list(bearer(CA_DOMAIN, '201'))).status).toBe(200);
    expect([exchanges(first, '101'), exchanges(second, '201'), exchanges(first, '201'), exchanges(second, '101')]).toEqual([1, 1, 0, 0]);
  });

  it("checks the flags of the token's shop: the same operator is refused in the other shop's admin", async () => {
    expect((await list(bearer(STAND_IN_SHOP, '101'))).status).toBe(200);
    expect((await list(bearer(CA_DOMAIN, '202'))).status).toBe(403);
    expect((await list(bearer(STAND_IN_SHOP, '102'))).status).toBe(403);
  });

  it('refuses X-Shop-Name naming another shop than the frame is (403), and takes its own', async () => {
    const crossed = await list(bearer(CA_DOMAIN, '201'), server.ctx.shop.name);
    expect(crossed.status).toBe(403);
    expect((await list(bearer(CA_DOMAIN, '201'), CA)).status).toBe(200);
  });

  it('keeps an offline token per shop, each from its own store', async () => {
    const [own, theirs] = [
      await storedOfflineToken(server.ctx.db, server.ctx.shop.id, server.ctx.config),
      await storedOfflineToken(server.ctx.db, ca.shop.id, server.ctx.config),
    ];
    expect(own).toMatch(/^shpua_stand_in_/);
    expect(theirs).toMatch(/^shpua_stand_in_/);
    expect(first.state.all('TokenExchange').some((e) => e.requested === 'urn:shopify:params:oauth:token-type:offline-access-token')).toBe(
      true,
    );
    expect(second.state.all('TokenExchange').some((e) => e.requested === 'urn:shopify:params:oauth:token-type:offline-access-token')).toBe(
      true,
    );
  });
});
