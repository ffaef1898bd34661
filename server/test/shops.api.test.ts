import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '@console/contracts/auth.contract';
import { shopsContract } from '@console/contracts/shops.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { changeOperatorFlags } from '../src/platform/operators';
import { startTestServer, type TestServer } from './harness';

/** GET /api/shops, POST /api/shops/current and the shop sign-in answers (docs/several-shops.md). */

function setCookies(headers: Headers): Map<string, { value: string; attributes: Map<string, string> }> {
  const out = new Map<string, { value: string; attributes: Map<string, string> }>();
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const attributes = new Map(
      attrs.map((a) => {
        const i = a.indexOf('=');
        return i === -1 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
      }),
    );
    out.set(pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attributes });
  }
  return out;
}

describe('shops of an operator', () => {
  const DEV = 'employee-store-dev';
  const CA = 'employee-store-ca';
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false, config: { shopName: DEV, sessionCacheSeconds: 0 } });
    await server.addShop(CA, { mtd: true, timeZone: 'America/Vancouver' });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** An operator with showStudents,showStaff in the first shop and showStudents,showAudit in CA. */
  async function twoShopOperator() {
    const added = await server.addOperator(['showStudents', 'showStaff']);
    await changeOperatorFlags(server.ctx.db, added.email, { grant: ['showAudit'], revoke: ['showStaff'] }, [
      server.ctx.shops.byName(CA)!.shop.id,
    ]);
    return added;
  }

  it('lists the shops where the operator holds a flag, by name, with their flags there, their time zones and the current one', async () => {
    const { email, password, operator } = await twoShopOperator();
    const { headers } = await server.signIn(email, password, operator);
    expect((await server.call(shopsContract.list, { headers })).data()).toEqual({
      shops: [
        { name: CA, store: 'embedded', flags: ['showStudents', 'showAudit'], current: false, timeZone: 'America/Vancouver' },
        // The environment's shop without a zone of its own: the configured SHOP_TIME_ZONE.
        { name: DEV, store: 'embedded', flags: ['showStudents', 'showStaff'], current: true, timeZone: server.ctx.config.shopTimeZone },
      ],
    });
    const inCa = (await server.call(shopsContract.list, { headers, shop: CA })).data();
    expect(inCa.shops.map((s) => [s.name, s.current])).toEqual([
      [CA, true],
      [DEV, false],
    ]);

    const devOnly = await server.operatorSession(['showStudents'], { shops: [DEV] });
    expect((await server.call(shopsContract.list, { headers: devOnly.headers })).data()).toEqual({
      shops: [{ name: DEV, store: 'embedded', flags: ['showStudents'], current: true, timeZone: server.ctx.config.shopTimeZone }],
    });
  });

  it('switches: sets shopName and _customApp as sign-in does, and answers the shop and its flags', async () => {
    const { email, password, operator } = await twoShopOperator();
    const { headers } = await server.signIn(email, password, operator);
    const res = await server.call(shopsContract.setCurrent, { headers, body: { shop: CA } });
    expect(res.status).toBe(200);
    expect(res.data()).toEqual({ shopName: CA, flags: ['showStudents', 'showAudit'] });
    const cookies = setCookies(res.headers);
    expect(cookies.get('shopName')?.value).toBe(CA);
    expect(cookies.get('_customApp')?.value).toBe('showStudents,showAudit');
    for (const name of ['shopName', '_customApp']) {
      expect(cookies.get(name)?.attributes.get('path'), name).toBe('/');
      expect(cookies.get(name)?.attributes.get('samesite'), name).toBe('Strict');
    }
    // The cookie then names the call's shop.
    const me = (await server.call(authContract.me, { headers: { ...headers, cookie: `shopName=${CA}` } })).data();
    expect(me).toMatchObject({ shopName: CA, flags: ['showStudents', 'showAudit'] });
  });

  it('refuses a shop that is none (404) and one where the operator holds no flag (403), setting no cookie', async () => {
    const devOnly = await server.operatorSession(['showStudents'], { shops: [DEV] });
    const unknown = await server.call(shopsContract.setCurrent, { headers: devOnly.headers, body: { shop: 'nowhere' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No shop named nowhere.' });
    expect(unknown.headers.getSetCookie()).toEqual([]);
    const notTheirs = await server.call(shopsContract.setCurrent, { headers: devOnly.headers, body: { shop: CA } });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.headers.getSetCookie()).toEqual([]);
  });

  it('signs in to the shop last switched to (the shopName cookie), else the default shop', async () => {
    const { email, password, operator } = await twoShopOperator();
    const back = await server.call(authContract.login, { body: { email, password }, headers: { cookie: `shopName=${CA}` } });
    expect(back.data()).toEqual({ token: expect.any(String), customerId: operator.id, shopName: CA, flags: ['showStudents', 'showAudit'] });
    const cookies = setCookies(back.headers);
    expect(cookies.get('shopName')?.value).toBe(CA);
    expect(cookies.get('_customApp')?.value).toBe('showStudents,showAudit');
    const headers = { token: back.data().token, customerId: String(operator.id), cookie: `shopName=${CA}` };
    // The session works in the shop it signed in to.
    expect(
      (
        await server.call(studentsContract.list, {
          params: { status: 'approved' },
          body: { searchValue: '', searchType: 'Email' },
          headers,
        })
      ).status,
    ).toBe(200);

    // A cookie naming a shop without their flag, or no shop, answers the default.
    const devOnly = await server.addOperator(['showStudents'], { shops: [DEV] });
    const fallback = await server.call(authContract.login, {
      body: { email: devOnly.email, password: devOnly.password },
      headers: { cookie: `shopName=${CA}` },
    });
    expect(fallback.data()).toMatchObject({ shopName: DEV, flags: ['showStudents'] });
    expect(setCookies(fallback.headers).get('shopName')?.value).toBe(DEV);
    const stale = await server.call(authContract.login, {
      body: { email: devOnly.email, password: devOnly.password },
      headers: { cookie: 'shopName=gone-shop' },
    });
    expect(stale.data()).toMatchObject({ shopName: DEV });
    // Flags only in the second shop: signed in there.
    const caOnly = await server.addOperator(['showStaff'], { shops: [CA] });
    const there = await server.call(authContract.login, { body: { email: caOnly.email, password: caOnly.password } });
    expect(there.data()).toMatchObject({ shopName: CA, flags: ['showStaff'] });
  });
});
