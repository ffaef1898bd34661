import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { studentsContract } from '@console/contracts/students.contract';
import { queueMail } from '../src/platform/mail';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from './harness';
import { startConsoleProcess, WORKER_READY, type ConsoleProcess } from './processes';
import { countCustomers } from './seed';

/**
 * Crash recovery: a worker process killed with kill -9 in the middle of an import leaves
 * its job 'running' under a lease nobody renews. Another worker takes it back within 60 s (the
 * default JOB_LEASE_SECONDS, 30, is what is tested), resumes after the last committed batch, and
 * meanwhile runs other jobs (mail) instead of waiting behind the dead one.
 */

const ROWS = 8000;
const BATCH = 1000;

const rows = Array.from({ length: ROWS }, (_, n) => ({
  'First Name': `Crash${n}`,
  'Last Name': 'Recovery',
  Email: `crash.${n}@campus.test`,
  School: 'Harbor Community College',
  Course: 'Welding',
  'Start Date': '2026-02-01',
  'End Date': '2026-11-30',
}));

async function until(check: () => Promise<boolean>, timeoutMs: number, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

describe('a worker killed in the middle of an import', () => {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  const processes: ConsoleProcess[] = [];

  afterAll(async () => {
    for (const p of processes) await p.kill9();
    await server?.close();
  });

  it('has its job taken back within 60 s, every row imported once, and mail sent meanwhile', async () => {
    database = await createTestDatabase();
    server = await startTestServer({ database, runWorker: false });
    const { db } = server.ctx;
    const operator = await server.operator(['showStudents']);
    const victim = startConsoleProcess({ role: 'worker', database });
    processes.push(victim);
    await victim.waitFor(WORKER_READY);

    const { jobId } = (await server.call(studentsContract.upload, { body: rows, headers: operator.headers })).data();
    const batches = async () => (await db.selectFrom('job_batches').select('batch_index').where('job_id', '=', jobId).execute()).length;
    await until(async () => (await batches()) >= 1, 30_000, 2).catch((err: unknown) => {
      throw new Error(`the worker imported nothing: ${String(err)}\n${victim.output()}`);
    });
    await victim.kill9();
    const killedAt = Date.now();

    // Killed mid-import: some batches committed, not all, and the job still says running.
    const committed = await batches();
    expect(committed).toBeGreaterThanOrEqual(1);
    expect(committed).toBeLessThan(ROWS / BATCH);
    const dead = await db.selectFrom('jobs').select(['status', 'locked_by']).where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(dead.status).toBe('running');
    expect(dead.locked_by).not.toBeNull();

    const rescuer = startConsoleProcess({ role: 'worker', database });
    processes.push(rescuer);
    // An e-mail queued now goes out while the dead worker's lease still holds the import.
    const mail = await queueMail(
      db,
      {
        to: 'meanwhile@shop.example',
        subject: 'Meanwhile',
        text: 'sent',
        html: '<p>sent</p>',
        kind: 'test',
        flag: null,
        relatedId: null,
        attachments: [],
      },
      { shop: FIRST_SHOP_ID, operatorId: null, maxAttempts: 3 },
    );
    await until(
      async () =>
        (await db.selectFrom('mail_outbox').select('status').where('id', '=', mail.mailId).executeTakeFirstOrThrow()).status === 'sent',
      25_000,
      50,
    );
    const stillDead = await db.selectFrom('jobs').select(['status', 'locked_by']).where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(stillDead).toEqual(dead);

    // Taken back by the other worker within 60 s of the kill.
    await until(
      async () =>
        (await db.selectFrom('jobs').select('locked_by').where('id', '=', jobId).executeTakeFirstOrThrow()).locked_by !== dead.locked_by,
      60_000,
      100,
    );
    expect(Date.now() - killedAt).toBeLessThan(60_000);

    const job = await server.waitForJob(jobId, operator.headers, 60_000);
    expect(job.status).toBe('done');
    expect(job.outcomes.map((o) => o.row)).toEqual(Array.from({ length: ROWS }, (_, n) => n + 1));
    expect(job.outcomes.every((o) => o.status === 'done')).toBe(true);
    expect(await countCustomers(db, 'student')).toBe(ROWS);
    const emails = await db.selectFrom('customers').select('email').where('programme', '=', 'student').execute();
    expect(new Set(emails.map((e) => e.email)).size).toBe(ROWS);
  }, 180_000);
});
