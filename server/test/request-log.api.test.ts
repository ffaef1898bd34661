import path from 'node:path';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { defineJob, enqueue, jobRegistry, runJob } from '../src/platform/jobs';
import { createTestDatabase, type TestDatabase } from './harness';

/** X-Request-Id taken (when valid) or made, answered back, and on every log line of the request; job lines carry the job id. */
describe('request ids and log lines', () => {
  let database: TestDatabase;
  let built: App;
  let url: string;
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) if (text.trim()) lines.push(JSON.parse(text) as Record<string, unknown>);
      done();
    },
  });
  const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig(
      {},
      { ...database.config, runWorker: false, logLevel: 'info', webDist: path.join(database.config.dataDir, 'no-web') },
    );
    built = await buildApp(config, { logStream: sink });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await built?.close();
    await database?.drop();
  });

  it('takes a valid X-Request-Id, answers it back and writes one line per request with it', async () => {
    const res = await fetch(`${url}/api/jobs/list`, { headers: { 'x-request-id': 'edge-7f3a.42' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe('edge-7f3a.42');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(linesOf('edge-7f3a.42')).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', url: '/api/jobs/list', statusCode: 401, level: 30 }),
    ]);
  });

  it('makes a new id when none is given or the given one is not a bounded token', async () => {
    for (const given of [undefined, 'has spaces in it', 'x'.repeat(129), 'line\tbreak']) {
      const res = await fetch(`${url}/healthz`, { headers: given === undefined ? {} : { 'x-request-id': given } });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(given);
    }
    const a = await fetch(`${url}/healthz`);
    const b = await fetch(`${url}/healthz`);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('logs refused requests too, with their status', async () => {
    const res = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'login-1' },
      body: JSON.stringify({ email: 'a\u0000@b.c', password: 'x' }),
    });
    expect(res.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(linesOf('login-1')).toEqual([expect.objectContaining({ msg: 'request', method: 'POST', url: '/auth/login', statusCode: 400 })]);
  });

  it('puts the job id and type on the lines a job writes, its failure included', async () => {
    const failing = defineJob({
      type: 'test.log-lines',
      payload: z.object({}),
      flag: 'showStudents',
      maxAttempts: 1,
      async handler(ctx) {
        ctx.app.log.info('working');
        throw new Error('it broke');
      },
    });
    const jobId = await enqueue(built.ctx.db, failing, {}, { shop: FIRST_SHOP_ID, operatorId: null });
    // The queue's report goes to the app's logger as app.ts wires it.
    await runJob(built.ctx, jobRegistry([failing]), jobId, (msg, err, fields) => built.ctx.log.warn({ ...fields, err }, msg));
    const jobLines = lines.filter((l) => l.jobId === jobId);
    expect(jobLines.map((l) => l.msg)).toEqual(['working', expect.stringContaining('failed for good: it broke')]);
    for (const l of jobLines) expect(l.jobType).toBe('test.log-lines');
  });
});
