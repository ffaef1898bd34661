import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract, SESSION_COOKIES } from '@console/contracts/auth.contract';
import { FREE_FAILURES } from '../src/features/auth/login-throttle';
import { startTestServer, type TestServer } from './harness';

/** Sign-in, cookies, failures, sign-out and disabled operators (docs/outside-interfaces.md). */

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function setCookies(headers: Headers): Map<string, SetCookie> {
  const out = new Map<string, SetCookie>();
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const attributes = new Map(
      attrs.map((a) => {
        const i = a.indexOf('=');
        return i === -1 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
      }),
    );
    out.set(name, { name, value: decodeURIComponent(pair.slice(eq + 1)), attributes });
  }
  return out;
}

function isCleared(cookie: SetCookie | undefined): boolean {
  if (!cookie) return false;
  const expires = cookie.attributes.get('expires');
  return cookie.value === '' && (cookie.attributes.get('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now()));
}

describe('auth', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false, config: { shopName: 'employee-store-test', sessionCacheSeconds: 1 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs in with the answer and cookies of docs/outside-interfaces.md', async () => {
    const { operator, email, password } = await server.addOperator(['showStudents', 'showStaff']);
    const res = await server.call(authContract.login, { body: { email: email.toUpperCase(), password } });
    expect(res.status).toBe(200);
    const body = res.data();
    expect(body).toEqual({
      token: expect.any(String),
      customerId: operator.id,
      shopName: 'employee-store-test',
      flags: ['showStudents', 'showStaff'],
    });
    // 256 random bits, base64url.
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cookies = setCookies(res.headers);
    expect([...cookies.keys()].sort()).toEqual([...SESSION_COOKIES].sort());
    for (const cookie of cookies.values()) {
      expect(cookie.attributes.get('path'), cookie.name).toBe('/');
      expect(cookie.attributes.get('samesite'), cookie.name).toBe('Strict');
      // Plain http here: Secure only under https.
      expect(cookie.attributes.has('secure'), cookie.name).toBe(false);
    }
    expect(cookies.get('shopName')?.value).toBe('employee-store-test');
    expect(cookies.get('apiKey')?.value).not.toBe('');
    expect(cookies.get('customerToken')?.value).toBe(body.token);
    expect(cookies.get('accessToken')?.value).toMatch(/.+/);
    expect(cookies.get('accessToken')?.value).not.toBe(body.token);
    expect(cookies.get('_c_id')?.value).toBe(String(operator.id));
    expect(cookies.get('_customApp')?.value).toBe('showStudents,showStaff');
    expect(cookies.get('routePrefix')?.value).toBe('/api');

    const me = await server.call(authContract.me, { headers: { token: body.token, customerId: String(body.customerId) } });
    expect(me.status).toBe(200);
    expect(me.data()).toEqual({ id: operator.id, email, flags: ['showStudents', 'showStaff'], shopName: 'employee-store-test' });
  });

  it('answers 401 to a wrong password or an unknown e-mail, with no cookies', async () => {
    const { email } = await server.addOperator(['showStudents']);
    const wrong = await server.call(authContract.login, { body: { email, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.error().message).toBe('Wrong email or password.');
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const unknown = await server.call(authContract.login, { body: { email: 'nobody@console.test', password: 'whatever' } });
    expect(unknown.status).toBe(401);
  });

  it('answers 400 with field errors to an empty sign-in form', async () => {
    const res = await server.call(authContract.login, { body: { email: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.error().fieldErrors).toMatchObject({ 'body.email': 'Email is required.', 'body.password': 'Password is required.' });
  });

  it('answers 429 with Retry-After once the free failures are used, even with the right password', async () => {
    const { email, password } = await server.addOperator(['showStudents']);
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect((await server.call(authContract.login, { body: { email, password: `wrong-${i}` } })).status).toBe(401);
    }
    const blocked = await server.call(authContract.login, { body: { email, password } });
    expect(blocked.status).toBe(429);
    expect(blocked.error().message).toMatch(/^Too many failed sign-ins\. Try again in \d+ s\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count failures of one e-mail against another', async () => {
    const { email, password } = await server.addOperator(['showStaff']);
    expect((await server.call(authContract.login, { body: { email, password } })).status).toBe(200);
  });

  it('ends the session at sign-out and clears every cookie', async () => {
    const identity = await server.operator(['showStudents']);
    expect((await server.call(authContract.me, { headers: identity.headers })).status).toBe(200);

    const out = await server.call(authContract.logout, { headers: { token: identity.headers.token } });
    expect(out.status).toBe(200);
    expect(out.data()).toEqual({ ok: true });
    const cleared = setCookies(out.headers);
    for (const name of SESSION_COOKIES) {
      expect(isCleared(cleared.get(name)), name).toBe(true);
      expect(cleared.get(name)?.attributes.get('path'), name).toBe('/');
    }

    const after = await server.call(authContract.me, { headers: identity.headers });
    expect(after.status).toBe(401);
    expect(after.error().message).toBe('Sign in to continue.');
  });

  it('rejects a session token presented with another operator id', async () => {
    const a = await server.operator(['showStudents']);
    const b = await server.operator(['showStudents']);
    const res = await server.call(authContract.me, { headers: { token: a.headers.token, customerId: b.headers.customerId } });
    expect(res.status).toBe(401);
    expect((await server.call(authContract.me, { headers: a.headers })).status).toBe(200);
  });

  it('refuses the session and the sign-in of a disabled operator', async () => {
    const identity = await server.operator(['showStudents']);
    expect((await server.call(authContract.me, { headers: identity.headers })).status).toBe(200);
    // Disable without touching the sessions table: the session lookup itself must refuse it.
    await server.ctx.db.updateTable('operators').set({ disabled: 1 }).where('id', '=', identity.operator.id).execute();
    // The instance trusts a checked session for sessionCacheSeconds (1 s here), not longer.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await server.call(authContract.me, { headers: identity.headers })).status).toBe(401);
    const again = await server.call(authContract.login, { body: { email: identity.operator.email, password: identity.password } });
    expect(again.status).toBe(401);
  });
});
