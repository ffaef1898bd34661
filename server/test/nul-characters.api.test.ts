import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '@console/contracts/common/flags';
import { studentsContract } from '@console/contracts/students.contract';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/** Text with U+0000 reached PostgreSQL (22021, a 500); every route now answers 400 first. */
describe('NUL characters', () => {
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    headers = (await server.operatorSession(FLAGS)).headers;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses them in the bodies that once failed on PostgreSQL, naming the field', async () => {
    const cases: Array<[string, string, unknown, string, IdentityHeaders | undefined]> = [
      ['POST', '/auth/login', { email: 'a\u0000@shop.example', password: 'secret-password' }, 'body.email', undefined],
      ['POST', '/api/filters/copy', { filters: ['Brand\u0000'], collections: ['Tools'] }, 'body.filters.0', headers],
      ['PATCH', '/api/filters/filtersDef', { name: 'Brand\u0000', active: true }, 'body.name', headers],
      ['POST', '/api/salsify/updateField', { field: 'custom.size', active: true, delimiter: '\u0000' }, 'body.delimiter', headers],
      ['POST', '/api/salsify/updateField', { field: 'custom.size', active: true, ['x\u0000']: 1 }, 'body.x\\0', headers],
    ];
    for (const [method, path, body, field, withHeaders] of cases) {
      const res = await server.request(method, path, { body, headers: withHeaders });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, fieldErrors: { [field]: 'Must not contain a NUL character.' } });
    }
  });

  it('refuses them in query strings and path parameters, and lets clean text through', async () => {
    const query = await server.request('POST', '/api/audit/list?target=a%00b', { body: {}, headers });
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ fieldErrors: { 'query.target': 'Must not contain a NUL character.' } });
    const param = await server.request('GET', '/api/jobs/1%00', { headers });
    expect(param.status).toBe(400);
    expect(param.body).toMatchObject({ fieldErrors: { 'params.id': 'Must not contain a NUL character.' } });
    const clean = await server.request('POST', '/api/audit/list?target=ab', { body: {}, headers });
    expect(clean.status).toBe(200);
  });

  it('a search that ends in U+FFFF finds nothing and answers 200: the end of its range is never a NUL', async () => {
    // Found by the fuzz test on PostgreSQL (seed 836944064): raised by one UTF-16 unit, U+FFFF became U+0000.
    const highest = '\uFFFF';
    const exported = await server.request('POST', '/api/registereduser/excelexport', { body: { searchValue: highest }, headers });
    expect(exported.status).toBe(200);
    const list = await server.call(studentsContract.list, {
      params: { status: 'approved' },
      body: { searchValue: `ada${highest}`, searchType: 'Email' },
      headers,
    });
    expect(list.data().rows).toEqual([]);
    const audit = await server.request('POST', `/api/audit/list?target=${encodeURIComponent(highest)}`, { body: {}, headers });
    expect(audit.status).toBe(200);
  });

  it('still asks for identity first: an anonymous caller gets 401, not a validation answer', async () => {
    const res = await server.request('PATCH', '/api/filters/filtersDef', { body: { name: 'x\u0000', active: true } });
    expect(res.status).toBe(401);
  });
});
