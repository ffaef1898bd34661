import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '@console/contracts/auth.contract';
import { startTestServer, type Identity, type TestServer } from './harness';

/**
 * Answers that are data carry OWASP's REST set (no-store among them), pages Helmet's full set; every one
 * of them is framed by no one.
 */
describe('security headers', () => {
  let server: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    operator = await server.operator([]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const DOCUMENT_ONLY = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('gives data answers, failures too, the REST set and keeps them out of caches', async () => {
    const answers = [
      await server.call(authContract.me, { headers: operator.headers }),
      await server.call(authContract.me),
      await server.request('POST', '/auth/login', { body: { email: '', password: '' } }),
      await server.request('GET', '/api/no-such-route'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 400, 404]);
    for (const answer of answers) {
      const h = answer.headers;
      expect(h.get('cache-control')).toBe('no-store');
      expect(h.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(h.get('x-frame-options')).toBe('DENY');
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(h.get('content-type')).toMatch(/^application\/json/);
      for (const name of DOCUMENT_ONLY) expect(h.get(name), name).toBeNull();
    }
  });

  it('gives pages the full set', async () => {
    const page = await server.request('GET', '/invite/not-a-token');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    for (const name of DOCUMENT_ONLY) expect(page.headers.get(name), name).not.toBeNull();
  });
});
