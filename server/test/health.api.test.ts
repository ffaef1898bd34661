import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/platform/db';
import { isReady } from '../src/platform/health';
import { createTestDatabase, startTestServer, type TestServer } from './harness';

/** Probes: /healthz (process up) and /readyz (database reachable, migrations applied), no identity. */
describe('health probes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers up and ready without identity and without data', async () => {
    const health = await server.request('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    // Helmet's headers, worked out once at start, are on every answer.
    expect(health.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const ready = await server.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('is not ready on a database whose migrations have not run', async () => {
    const database = await createTestDatabase({ empty: true });
    const db = createDb(database.config);
    try {
      expect(await isReady(db)).toBe(false);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('answers 503 on /readyz when the database is gone, while /healthz stays up', async () => {
    if (server.database.kind === 'postgres') await server.database.drop();
    else await server.ctx.db.destroy();
    const ready = await server.request('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable' });
    expect((await server.request('GET', '/healthz')).status).toBe(200);
  });
});
