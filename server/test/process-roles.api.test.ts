import { afterAll, describe, expect, it } from 'vitest';
import { studentsContract } from '@console/contracts/students.contract';
import { callPath, servedPath } from '@console/contracts/common/call';
import { authContract } from '@console/contracts/auth.contract';
import { addOperator } from '../src/platform/operators';
import { scryptParams, TEST_MIN_HASH_COST } from '../src/platform/passwords';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from './harness';
import { HTTP_READY, startConsoleProcess, WORKER_READY, type ConsoleProcess } from './processes';
import { freePort } from './reverse-proxy';

/**
 * Process roles: `RUN_WORKER=0 npm start` serves HTTP and runs no job, `npm run worker`
 * runs jobs; on PostgreSQL neither starts without SECRETS_KEY.
 */
describe('process roles', () => {
  let database: TestDatabase | undefined;
  let observer: TestServer | undefined;
  const processes: ConsoleProcess[] = [];

  afterAll(async () => {
    for (const p of processes) await p.kill9();
    await observer?.close();
  });

  it('refuses to start a server or a worker on PostgreSQL without SECRETS_KEY, saying why', async () => {
    database = await createTestDatabase();
    // The check comes before any connection, so no server needs to answer at this address.
    const env = { DATABASE_URL: 'postgres://console@127.0.0.1:1/console', SECRETS_KEY: '' };
    for (const role of ['http', 'worker'] as const) {
      const started = startConsoleProcess({ role, database, env });
      processes.push(started);
      const code = await new Promise<number | null>((resolve) => started.child.once('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(started.output()).toContain('SECRETS_KEY: required when DATABASE_URL is set');
    }
  });

  it('runs no job in an HTTP-only instance; a worker process runs it', async () => {
    database ??= await createTestDatabase();
    // The in-process instance here only reads the database; its worker is off too.
    observer = await startTestServer({ database, runWorker: false });
    const port = await freePort();
    const http = startConsoleProcess({ role: 'http', database, port });
    processes.push(http);
    await http.waitFor(HTTP_READY, 90_000);
    const base = `http://127.0.0.1:${port}`;
    await addOperator(observer.ctx.db, 'roles@shop.test', 'roles-password-1', ['showStudents'], scryptParams(TEST_MIN_HASH_COST));
    const login = await fetch(`${base}${servedPath(authContract.login.path)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'roles@shop.test', password: 'roles-password-1' }),
    });
    const { token, customerId } = (await login.json()) as { token: string; customerId: number };
    const body = [
      {
        'First Name': 'Role',
        'Last Name': 'Test',
        Email: 'role.test@campus.test',
        School: 'North',
        Course: 'Art',
        'Start Date': '2026-02-01',
        'End Date': '2026-11-30',
      },
    ];
    const upload = await fetch(`${base}${servedPath(callPath(studentsContract.upload.path))}`, {
      method: studentsContract.upload.method,
      headers: { 'content-type': 'application/json', token, customerId: String(customerId) },
      body: JSON.stringify(body),
    });
    const answer = (await upload.json()) as { jobId: number };
    expect(upload.status, `${login.status} ${JSON.stringify(answer)}`).toBe(200);
    const { jobId } = answer;
    const status = async () =>
      (await observer?.ctx.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow())?.status;
    // Several of a worker's polls would have passed.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await status()).toBe('pending');

    const worker = startConsoleProcess({ role: 'worker', database });
    processes.push(worker);
    await worker.waitFor(WORKER_READY, 90_000);
    const deadline = Date.now() + 30_000;
    while ((await status()) !== 'done' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await status()).toBe('done');
  }, 180_000);
});
