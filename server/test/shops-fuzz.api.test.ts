import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { FLAGS } from '@console/contracts/common/flags';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { seedDemoIfEmpty } from '../src/seed-demo';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * With shop A holding the whole demo and shop B empty, every operation of the OpenAPI document called
 * as shop B (X-Shop-Name) answers no row, file or count of shop A: no answer carries one of A's e-mails, codes,
 * names or SKUs, no count in an answer is above zero, and A's files and jobs answer 404.
 */

type Operation = { parameters?: Array<{ name: string; in: 'path' | 'query' }> };

/** Values a path parameter takes: the demo's first ids (all shop A's: B has none), or a list's status. */
function paramValues(name: string): string[] {
  if (name === 'status') return ['pending', 'approved', 'disabled'];
  return ['1', '2', '3', '7', '12'];
}

function urlsOf(path: string, op: Operation): string[] {
  const names = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  let urls = [path];
  for (const name of names) urls = urls.flatMap((u) => paramValues(name).map((v) => u.replace(`{${name}}`, v)));
  return urls;
}

/** Every count-like number in an answer (total, count, pending…): in an empty shop each must be 0. */
function counts(value: unknown, path = '$', out: Array<[string, number]> = []): Array<[string, number]> {
  if (Array.isArray(value)) value.forEach((v, i) => counts(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'number' && /^(total|count|.*Count|pending|failed)$/.test(key)) out.push([`${path}.${key}`, v]);
      else counts(v, `${path}.${key}`, out);
    }
  }
  return out;
}

describe('two shops: every operation as the empty shop', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let markers: string[];
  let operations: Array<{ method: string; path: string; op: Operation }>;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedDemoIfEmpty(server.ctx.db, FIRST_SHOP_ID, server.ctx);
    await server.addShop('fuzz-empty');
    headers = (await server.operatorSession(FLAGS)).headers;
    const db = server.ctx.db;
    const texts = async (table: string, column: string) =>
      (
        await sql<{
          v: string | null;
        }>`SELECT DISTINCT ${sql.ref(column)} AS v FROM ${sql.table(table)} WHERE shop_id = ${FIRST_SHOP_ID}`.execute(db)
      ).rows.flatMap((r) => (r.v && r.v.length >= 6 ? [r.v] : []));
    markers = [
      ...(await texts('customers', 'email')),
      ...(await texts('invitations', 'email')),
      ...(await texts('event_invites', 'email')),
      ...(await texts('credit_accounts', 'email')),
      ...(await texts('events', 'name')),
      ...(await texts('giveaways', 'name')),
      ...(await texts('registration_codes', 'code')),
      ...(await texts('coupons', 'code')),
      ...(await texts('commerce_variants', 'sku')),
      ...(await texts('commerce_products', 'handle')),
    ];
    const doc = (await server.request('GET', '/api/openapi.json', { headers })).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("finds shop A's rows when asked as shop A (the markers are real)", async () => {
    expect(markers.length).toBeGreaterThan(500);
    const res = await server.request('POST', '/api/students/pending', { headers, body: {} });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(markers.some((m) => text.includes(m))).toBe(true);
  });

  it('answers no row, file or count of shop A to any operation under shop B', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, op } of operations) {
      // Signing out would end the session the walk uses.
      if (path.startsWith('/auth/')) continue;
      for (const url of urlsOf(path, op)) {
        const hasBody = method !== 'GET' && method !== 'HEAD';
        const res = await fetch(`${server.url}${url}`, {
          method,
          headers: { ...headers, 'X-Shop-Name': 'fuzz-empty', ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          body: hasBody ? '{}' : undefined,
        });
        sent += 1;
        const type = res.headers.get('content-type') ?? '';
        const text = type.includes('json') || type.startsWith('text/') ? await res.text() : '';
        if (!type.includes('json') && !type.startsWith('text/') && res.status < 300) {
          failures.push(`${method} ${url}: ${res.status} answered a file (${type})`);
          continue;
        }
        if (res.status >= 500) failures.push(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
        const leaked = markers.find((m) => text.includes(m));
        if (leaked) failures.push(`${method} ${url}: ${res.status} names shop A's ${leaked}`);
        if (type.includes('json') && res.status < 300) {
          for (const [where, n] of counts(JSON.parse(text) as unknown)) if (n > 0) failures.push(`${method} ${url}: ${where} = ${n}`);
        }
      }
    }
    expect(failures, `${failures.length} of ${sent} answers`).toEqual([]);
    expect(sent).toBeGreaterThan(150);
  }, 300_000);

  it("answers 404 for each of shop A's files and jobs under shop B", async () => {
    const files = await server.ctx.db.selectFrom('files').select('id').where('shop_id', '=', FIRST_SHOP_ID).execute();
    const jobs = await server.ctx.db.selectFrom('jobs').select('id').where('shop_id', '=', FIRST_SHOP_ID).limit(50).execute();
    expect(jobs.length).toBeGreaterThan(0);
    for (const { id } of files) expect((await server.request('GET', `/api/files/${id}`, { headers, shop: 'fuzz-empty' })).status).toBe(404);
    for (const { id } of jobs) expect((await server.request('GET', `/api/jobs/${id}`, { headers, shop: 'fuzz-empty' })).status).toBe(404);
    // The same ids under shop A are there.
    expect((await server.request('GET', `/api/jobs/${jobs[0]!.id}`, { headers })).status).toBe(200);
  });
});
