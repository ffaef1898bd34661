import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '@console/contracts/common/flags';
import { bodyText, pathParam, queryText } from './fuzz-input';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * Every route of the OpenAPI document, called as an operator with every flag with hostile
 * input (fuzz-input.ts), answers below 500 and the server keeps answering. Bounded: ROUNDS inputs
 * per route, and no more than FUZZ_SECONDS (default 90) per database. FUZZ_SEED replays a run.
 */
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 20);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 90);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_007);

type Operation = {
  parameters?: Array<{ name: string; in: 'path' | 'query' }>;
  requestBody?: { content: Record<string, { schema?: object }> };
};
interface Case {
  method: string;
  path: string;
  samples: Array<{ url: string; body: string | undefined; contentType: string }>;
}

describe('fuzz: every route of the OpenAPI document', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let cases: Case[];

  beforeAll(async () => {
    // No worker: whatever the fuzz enqueues stays queued instead of loading the machine.
    server = await startTestServer({ runWorker: false });
    headers = (await server.operatorSession(FLAGS)).headers;
    const doc = (await server.request('GET', '/api/openapi.json', { headers })).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    cases = Object.entries(doc.paths).flatMap(([path, methods], pathIndex) =>
      Object.entries(methods).map(([method, op], methodIndex) => {
        const params = op.parameters ?? [];
        const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
        const queryNames = params.filter((p) => p.in === 'query').map((p) => p.name);
        const schema = op.requestBody?.content['application/json']?.schema;
        const hasBody = method !== 'get' && method !== 'head';
        const input = fc.record({
          params: fc.tuple(...pathNames.map(() => pathParam)),
          query: queryText(queryNames),
          body: bodyText(schema),
          contentType: fc.constantFrom(
            'application/json',
            'application/json',
            'application/json',
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
          ),
        });
        const samples = fc.sample(input, { numRuns: ROUNDS, seed: SEED + pathIndex * 31 + methodIndex }).map((s) => {
          let url = path;
          pathNames.forEach((name, i) => (url = url.replace(`{${name}}`, s.params[i] ?? '1')));
          return { url: s.query ? `${url}?${s.query}` : url, body: hasBody ? s.body : undefined, contentType: s.contentType };
        });
        return { method: method.toUpperCase(), path, samples };
      }),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    `answers every hostile input below 500 (seed ${SEED}; FUZZ_SEED=${SEED} replays it)`,
    async () => {
      const failures: string[] = [];
      const deadline = Date.now() + SECONDS * 1000;
      let sent = 0;
      const covered = new Set<string>();
      for (let round = 0; round < ROUNDS && Date.now() < deadline; round++) {
        for (const c of cases) {
          if (Date.now() >= deadline) break;
          const sample = c.samples[round]!;
          // Signing out would end the fuzzing operator's session: /auth/* goes without identity.
          const identity = c.path.startsWith('/auth/') ? {} : headers;
          const init: RequestInit = {
            method: c.method,
            headers: { ...identity, ...(sample.body !== undefined ? { 'content-type': sample.contentType } : {}) },
            body: sample.body,
          };
          const what = `${c.method} ${sample.url.slice(0, 300)} ${sample.body === undefined ? '' : `${sample.contentType} ${sample.body.slice(0, 300)}`}`;
          try {
            const res = await fetch(`${server.url}${sample.url}`, init);
            const text = await res.text();
            if (res.status >= 500) failures.push(`${res.status} ${what} -> ${text.slice(0, 300)}`);
          } catch (err) {
            failures.push(`no answer (${err instanceof Error ? err.message : String(err)}) ${what}`);
          }
          sent += 1;
          covered.add(`${c.method} ${c.path}`);
        }
      }
      expect(failures, `${failures.length} of ${sent} requests failed (seed ${SEED})`).toEqual([]);
      // Every route got at least one input within the time bound, and the server still serves.
      expect(covered.size).toBe(cases.length);
      expect(cases.length).toBeGreaterThan(100);
      expect((await server.request('GET', '/healthz')).status).toBe(200);
      expect((await server.request('GET', '/api/openapi.json', { headers })).status).toBe(200);
    },
    (SECONDS + 60) * 1000,
  );
});
