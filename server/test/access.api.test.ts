import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '@console/contracts/auth.contract';
import { FLAGS, type Flag } from '@console/contracts/common/flags';
import { registeredRoutes } from '../src/dev/snapshots';
import { declaredAccess, registerAccessHook } from '../src/platform/access';
import { registerCall } from '../src/platform/routes';
import { staffContract } from '@console/contracts/staff.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { addShopRecord } from '../src/platform/shops';
import { startTestServer, type Identity, type IdentityHeaders } from './harness';
import { insertCustomer } from './seed';

/**
 * Walks every route that declares an operator access (docs/outside-interfaces.md), as the app itself registered it,
 * over real HTTP: 401 without a live session, 403 without the route's flags, and through with them.
 * Also checks that every route fastify really has declares its access, and that an /api route
 * declaring none cannot start.
 */

// The routes to walk are the app's own, so the app is built before the tests are collected.
const server = await startTestServer({ runWorker: false });
const declared = declaredAccess(server.app);
const entries = [...declared].flatMap(([key, flags]) => {
  const [method = '', path = ''] = key.split(' ');
  // HEAD routes are fastify's automatic twins of GET routes.
  return method === 'HEAD' || flags === undefined || flags === 'public' ? [] : [{ key, method, path, flags }];
});

describe('route access declared with each route', () => {
  let everything: Identity;
  let nothing: Identity;
  const complements = new Map<string, IdentityHeaders>();
  let samples: Record<string, string>;

  /** Plausible values for `:param` segments: a real customer id, a status every list knows. */
  function samplePath(path: string): string {
    return path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => samples[name] ?? '1');
  }

  /** Headers of an operator holding every flag except these. */
  async function withoutFlags(flags: readonly Flag[]): Promise<IdentityHeaders> {
    const key = [...flags].sort().join(',');
    let headers = complements.get(key);
    if (!headers) {
      headers = (await server.operatorSession(FLAGS.filter((f) => !flags.includes(f)))).headers;
      complements.set(key, headers);
    }
    return headers;
  }

  function send(method: string, path: string, headers?: Record<string, string>) {
    return server.request(method, samplePath(path), { headers, body: method === 'GET' ? undefined : {} });
  }

  beforeAll(async () => {
    const customer = await insertCustomer(server.ctx.db, { programme: 'student', status: 'approved' });
    samples = { id: String(customer.id), status: 'pending' };
    everything = await server.operator(FLAGS);
    nothing = await server.operator([]);
  });

  it('has entries to walk', () => {
    expect(entries.length).toBeGreaterThan(10);
  });

  describe.each(entries)('$key', ({ method, path, flags }) => {
    it('answers 401 without a live session', async () => {
      const anonymous = await send(method, path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      const forged = await send(method, path, { token: 'not-a-session', customerId: everything.headers.customerId });
      expect(forged.status).toBe(401);
    });

    it.skipIf(flags.length === 0)('answers 403 to an operator without its flags', async () => {
      const none = await send(method, path, nothing.headers);
      expect(none.status).toBe(403);
      expect(none.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      // Every other function's flag does not open this one.
      const others = await send(method, path, await withoutFlags(flags));
      expect(others.status).toBe(403);
    });

    it('lets an operator with its flags through', async () => {
      const res = await send(method, path, everything.headers);
      expect(res.status, JSON.stringify(res.body)).not.toBe(401);
      expect(res.status).not.toBe(403);
      expect(res.status).toBeLessThan(500);
    });
  });

  it('answers 404 JSON to an unknown /api route, signed in or not', async () => {
    for (const headers of [undefined, everything.headers]) {
      for (const method of ['GET', 'POST']) {
        const res = await server.request(method, '/api/whatever', { headers, body: method === 'POST' ? {} : undefined });
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      }
    }
  });

  it('walks every registered /api route, and every other route declares itself public', () => {
    const routes = registeredRoutes(server.app).filter((r) => !r.startsWith('HEAD '));
    const apiRoutes = routes.filter((r) => r.split(' ')[1]?.startsWith('/api'));
    const walked = new Set(entries.map((e) => e.key));
    expect(apiRoutes.length).toBeGreaterThan(0);
    expect(apiRoutes.filter((r) => !walked.has(r))).toEqual([]);
    const others = routes.filter((r) => !apiRoutes.includes(r));
    expect(others).toContain('POST /auth/login');
    expect(others.filter((r) => declared.get(r) !== 'public')).toEqual([]);
  });

  it('has no stale entries: each one is a registered route', () => {
    const stale = entries.filter((e) => !server.app.hasRoute({ method: e.method as 'GET', url: e.path }));
    expect(stale.map((e) => e.key)).toEqual([]);
    const listed = new Set(registeredRoutes(server.app));
    expect(entries.filter((e) => !listed.has(e.key)).map((e) => e.key)).toEqual([]);
  });
});

describe('the session check', () => {
  it('refuses a session this instance remembers when it is sent for another operator', async () => {
    const [one, other] = [await server.operator(['showStudents']), await server.operator(['showStudents'])];
    // The first call checks the session in the database, the second reads what this instance remembers of it.
    for (let i = 0; i < 2; i++) expect((await server.call(authContract.me, { headers: one.headers })).status).toBe(200);
    const crossed = await server.call(authContract.me, { headers: { ...one.headers, customerId: other.headers.customerId } });
    expect(crossed.status).toBe(401);
  });

  it('answers 500, not a hang, when the session cannot be read', async () => {
    const app = Fastify();
    const failing = {
      selectFrom: () => {
        throw new Error('database unreachable');
      },
    } as unknown as typeof server.ctx.db;
    registerAccessHook(app, failing, server.ctx.config, server.ctx.shops);
    app.get('/api/read', { config: { flags: [] } }, async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/api/read', headers: { token: 'never-seen', customerid: '1' } });
    expect(res.statusCode).toBe(500);
    await app.close();
  });
});

describe("the call's shop (docs/several-shops.md)", () => {
  const CA = 'employee-store-ca';
  const NO_SEARCH = { searchValue: '', searchType: 'Email' as const };
  const students = (headers: Record<string, string>, shop?: string) =>
    server.call(studentsContract.list, { params: { status: 'approved' }, body: NO_SEARCH, headers, shop });
  const staff = (headers: Record<string, string>, shop?: string) =>
    server.call(staffContract.list, { params: { status: 'approved' }, body: NO_SEARCH, headers, shop });
  const shopOfMe = async (headers: Record<string, string>, shop?: string) =>
    (await server.call(authContract.me, { headers, shop })).data().shopName;
  let first: string;

  beforeAll(async () => {
    first = server.ctx.shop.name;
    if (!server.ctx.shops.byName(CA)) await server.addShop(CA, { mtd: true });
  });

  it('checks the flag in the shop of the call: 200 in one shop, 403 in the other', async () => {
    const dev = await server.operatorSession(['showStudents'], { shops: [first] });
    expect((await students(dev.headers)).status).toBe(200);
    expect((await students(dev.headers, first)).status).toBe(200);
    const elsewhere = await students(dev.headers, CA);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You do not have access to this shop.' });

    // Different flags in each shop: each shop's own decide.
    const fresh = await server.operatorSession(['showStudents'], { shops: [first] });
    await server.ctx.db
      .insertInto('operator_shop_flags')
      .values({ shop_id: server.ctx.shops.byName(CA)!.shop.id, operator_id: fresh.operator.id, flags: 'showStaff' })
      .execute();
    expect((await students(fresh.headers, first)).status).toBe(200);
    expect((await staff(fresh.headers, first)).status).toBe(403);
    expect((await staff(fresh.headers, CA)).status).toBe(200);
    const noStudentsThere = await students(fresh.headers, CA);
    expect(noStudentsThere.status).toBe(403);
    expect(noStudentsThere.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You do not have access to this function.' });
  });

  it('answers 404 naming a shop that is none, whoever asks', async () => {
    const all = await server.operatorSession(FLAGS);
    const res = await students(all.headers, 'no-such-shop');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No shop named no-such-shop.' });
  });

  it('takes the shop from the header, else the shopName cookie, else the default shop', async () => {
    const both = await server.operatorSession(['showStudents']);
    expect(await shopOfMe(both.headers)).toBe(first);
    expect(await shopOfMe(both.headers, CA)).toBe(CA);
    expect(await shopOfMe({ ...both.headers, cookie: `shopName=${CA}` })).toBe(CA);
    // The tab's header wins over the browser's cookie.
    expect(await shopOfMe({ ...both.headers, cookie: `shopName=${CA}` }, first)).toBe(first);
    // Flags only in the second shop: that is their default.
    const caOnly = await server.operatorSession(['showStudents'], { shops: [CA] });
    expect(await shopOfMe(caOnly.headers)).toBe(CA);
    expect((await students(caOnly.headers)).status).toBe(200);
    expect((await students(caOnly.headers, first)).status).toBe(403);
  });

  it("serves a shop added behind this instance's back (another instance, the command line) on its first call", async () => {
    const admin = await server.operatorSession(['showStudents']);
    await addShopRecord(server.ctx.db, { name: 'employee-store-us' });
    // The operator holds flags only in the shops that existed before it: the new shop is found, then refused for want of one.
    expect((await students(admin.headers, 'employee-store-us')).status).toBe(403);
    expect(server.ctx.shops.byName('employee-store-us')).toBeDefined();
  });
});

describe('a route that declares no access', () => {
  it('cannot be registered under /api: the app fails at start', async () => {
    const app = Fastify();
    registerAccessHook(app, server.ctx.db, server.ctx.config, server.ctx.shops);
    const handler = async () => ({ ok: true });
    expect(() => app.get('/api/undeclared', handler)).toThrow('Route GET /api/undeclared declares no operator access');
    expect(() => app.post('/api/open', { config: { access: 'public' } }, handler)).toThrow(
      'Route POST /api/open declares no operator access',
    );
    // A public call has no operator for the handler: its route is registered directly, declaring its access.
    expect(() => registerCall(app, authContract.logout, handler)).toThrow('Call POST /auth/logout is public');
    app.get('/api/declared', { config: { flags: [] } }, handler);
    app.get('/outside', { config: { access: 'public' } }, handler);
    expect(Object.fromEntries(declaredAccess(app))).toEqual({
      'GET /api/declared': [],
      'HEAD /api/declared': [],
      'GET /outside': 'public',
      'HEAD /outside': 'public',
    });
    await app.close();
  });
});

afterAll(async () => {
  await server.close();
});
