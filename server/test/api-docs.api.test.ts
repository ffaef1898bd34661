import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocsContract } from '@console/contracts/api-docs.contract';
import { declaredAccess } from '../src/platform/access';
import { openApiPath } from '../src/platform/openapi';
import { startTestServer, type Identity, type TestServer } from './harness';

/** The OpenAPI document built from the contracts, and its page for signed-in operators. */

type Operation = {
  'x-flags'?: string[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

describe('API description', () => {
  let server: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    operator = await server.operator([]);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The app's /api routes with the flags each declares (HEAD routes are fastify's twins of GET routes). */
  function apiRoutes(): Array<[string, readonly string[]]> {
    return [...declaredAccess(server.app)].flatMap(([key, flags]) =>
      key.startsWith('HEAD ') || flags === undefined || flags === 'public' ? [] : [[key, flags] as [string, readonly string[]]],
    );
  }

  it('lists every /api route of the app with its declared flags and schemas', async () => {
    const res = await server.call(apiDocsContract.openapi, { headers: operator.headers });
    expect(res.status).toBe(200);
    const doc = res.data();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = doc.paths as Record<string, Record<string, Operation>>;
    expect(apiRoutes().length).toBeGreaterThan(10);
    for (const [key, flags] of apiRoutes()) {
      const [method = '', path = ''] = key.split(' ');
      const op = paths[openApiPath(path)]?.[method.toLowerCase()];
      expect(op, key).toBeDefined();
      expect(op?.['x-flags'], key).toEqual([...flags]);
      const ok = op?.responses['200']?.content;
      expect(ok?.['application/json']?.schema ?? ok?.['text/html']?.schema, key).toBeDefined();
    }
    // Request bodies come from the contracts, e.g. the sign-in form and the status change.
    const login = paths['/auth/login']?.post;
    expect(JSON.stringify(login?.requestBody)).toContain('"password"');
    expect(login?.['x-flags']).toBeUndefined();
    expect(JSON.stringify(paths['/api/customers']?.put?.requestBody)).toContain('"removeTag"');
    expect(paths['/api/customer/{id}']?.get).toMatchObject({ parameters: [{ name: 'id', in: 'path', required: true }] });
  });

  it('is for signed-in operators only', async () => {
    expect((await server.call(apiDocsContract.openapi)).status).toBe(401);
    expect((await server.request('GET', '/api/docs')).status).toBe(401);
  });

  it('serves a browsable page to the signed-in browser (its cookies), listing every route', async () => {
    const cookie = `customerToken=${operator.headers.token}; _c_id=${operator.headers.customerId}`;
    const page = await server.request('GET', '/api/docs', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // A page under /api keeps the pages' headers: the full CSP, not the data answers' frame-ancestors alone.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = String(page.body);
    for (const [key] of apiRoutes()) {
      const [method = '', path = ''] = key.split(' ');
      expect(html, key).toContain(`${method} ${openApiPath(path)}`);
    }
    // Cookies open only these pages; every other route still needs the headers.
    expect((await server.request('GET', '/api/me', { headers: { cookie } })).status).toBe(401);
  });
});
