import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '@console/contracts/auth.contract';
import { giveawaysContract } from '@console/contracts/giveaways.contract';
import { FREE_FAILURES } from '../src/features/auth/login-throttle';
import { startTestServer, type TestServer } from './harness';

/** The sign-in throttle under parallel guesses, and login CSRF / cross-site requests. */

describe('sign-in throttle under parallel guesses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers at most the free failures with 401 and the rest 429 when 20 wrong passwords arrive at once', async () => {
    const { email } = await server.addOperator(['showStudents']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => server.call(authContract.login, { body: { email, password: `parallel-guess-${i}` } })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - FREE_FAILURES);
    // Refused attempts were never hashed nor recorded: the failures are the free ones.
    const rows = await server.ctx.db.selectFrom('login_failures').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(FREE_FAILURES);
  });

  it('still lets the right password in when it is among the first attempts', async () => {
    const { email, password } = await server.addOperator(['showStudents']);
    const answers = await Promise.all([
      server.call(authContract.login, { body: { email, password } }),
      server.call(authContract.login, { body: { email, password: 'nope-1' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });
});

describe('sign-in throttle across instances', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts parallel guesses sent to two instances on one database as one throttle', async () => {
    const other = await startTestServer({ runWorker: false, database: server.database });
    try {
      const { email } = await server.addOperator(['showStudents']);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? server : other).call(authContract.login, { body: { email, password: `two-instances-${i}` } }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_FAILURES);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20 - FREE_FAILURES);
    } finally {
      await other.stop();
    }
  });
});

describe('login CSRF and cross-site requests', () => {
  let server: TestServer;
  let email: string;
  let password: string;
  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    ({ email, password } = await server.addOperator(['showGiveaways']));
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers, body });

  it('refuses a form-encoded or text sign-in, even with the right password', async () => {
    const form = await post('/auth/login', new URLSearchParams({ email, password }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(form.headers.getSetCookie()).toEqual([]);
    const text = await post('/auth/login', JSON.stringify({ email, password }), { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a sign-in posted from another site, by Origin or Sec-Fetch-Site', async () => {
    const json = JSON.stringify({ email, password });
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://attacker.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const res = await post('/auth/login', json, { 'content-type': 'application/json', ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(((await res.json()) as { message: string }).message).toBe('Requests from other sites are refused.');
    }
    // From our own page it works.
    const own = await post('/auth/login', json, {
      'content-type': 'application/json',
      origin: server.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(200);
  });

  it('refuses a cross-site state-changing /api call and sign-out that carry the session cookies', async () => {
    const identity = await server.operator(['showGiveaways']);
    const cookie = `customerToken=${identity.login.token}; _c_id=${identity.login.customerId}`;
    const headers = { ...identity.headers, cookie, 'content-type': 'application/json' };
    const body = JSON.stringify({ name: 'Cross-site giveaway' });
    const cross = await post(giveawaysContract.create.path, body, {
      ...headers,
      origin: 'https://attacker.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(cross.status).toBe(403);
    const logout = await post('/auth/logout', '', { cookie, 'sec-fetch-site': 'cross-site' });
    expect(logout.status).toBe(403);
    expect(await server.ctx.db.selectFrom('giveaways').select('id').where('name', '=', 'Cross-site giveaway').execute()).toEqual([]);
    // A public page's form posted from another site is refused with a page, not JSON.
    const page = await post(
      '/register',
      new URLSearchParams({ code: 'X', firstName: 'A', lastName: 'B', email: 'a@b.example' }).toString(),
      {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://attacker.example',
      },
    );
    expect(page.status).toBe(403);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('This form can only be sent from its own page.');
    // The session still works and the same call from our own origin goes through.
    const own = await post(giveawaysContract.create.path, body, { ...headers, origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });
});
