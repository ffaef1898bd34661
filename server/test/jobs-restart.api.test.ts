import { afterAll, describe, expect, it } from 'vitest';
import { studentsContract } from '@console/contracts/students.contract';
import { registrationImportJob } from '../src/features/registrations/registrations.jobs';
import { defineJob, jobRegistry, runJob } from '../src/platform/jobs';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from './harness';
import { countCustomers } from './seed';

/**
 * A job survives its worker's death (docs/conventions.md 'How the server behaves'): an import of 2,500 rows (batches of 1,000) dies
 * after its first batch; a new instance on the same database resumes it, and every row exists once.
 */

const ROWS = 2500;

const rows = Array.from({ length: ROWS }, (_, n) => ({
  'First Name': `Resume${n}`,
  'Last Name': 'Worker',
  Email: `resume.${n}@campus.test`,
  School: 'Harbor Community College',
  Course: 'Plumbing',
  'Start Date': '2026-02-01',
  'End Date': '2026-11-30',
}));

class SimulatedCrash extends Error {}

describe('a job across a restart', () => {
  let database: TestDatabase | undefined;
  const servers: TestServer[] = [];

  afterAll(async () => {
    for (const s of servers) await s.stop();
    await database?.drop();
  });

  it('resumes an import without losing or doubling a row', async () => {
    database = await createTestDatabase();
    const first = await startTestServer({ database, runWorker: false });
    servers.push(first);
    const operator = await first.operator(['showStudents']);
    const res = await first.call(studentsContract.upload, { body: rows, headers: operator.headers });
    expect(res.status).toBe(200);
    const { jobId } = res.data();

    // Run the real handler in this instance, but let it die inside the second batch.
    const dying = defineJob({
      ...registrationImportJob,
      handler: (jc) =>
        registrationImportJob.handler({
          ...jc,
          forEachBatch: (items, size, apply) =>
            jc.forEachBatch(items, size, async (trx, batch) => {
              const outcomes = await apply(trx, batch);
              if ((batch[0]?.row ?? 0) > size) throw new SimulatedCrash('worker died mid-batch');
              return outcomes;
            }),
        }),
    });
    const errors: unknown[] = [];
    expect(await runJob(first.ctx, jobRegistry([dying]), jobId, (_msg, err) => errors.push(err))).toBe(true);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(SimulatedCrash);

    // Exactly the first batch committed; the second one rolled back with the crash.
    expect(await countCustomers(first.ctx.db, 'student')).toBe(1000);
    const batches = await first.ctx.db.selectFrom('job_batches').select('batch_index').where('job_id', '=', jobId).execute();
    expect(batches.map((b) => b.batch_index)).toEqual([0]);

    // A killed process never reaches runJob's failure handling: it leaves the job running under a
    // lock that then runs out. Leave the row exactly so, and stop this instance.
    await first.ctx.db
      .updateTable('jobs')
      .set({
        status: 'running',
        locked_until: new Date(Date.now() - 1000).toISOString(),
        run_after: new Date(Date.now() - 60_000).toISOString(),
      })
      .where('id', '=', jobId)
      .execute();
    await first.stop();

    const second = await startTestServer({ database, runWorker: true });
    servers.push(second);
    const job = await second.waitForJob(jobId, operator.headers, 60_000);
    expect(job.status).toBe('done');
    expect(job.attempts).toBe(2);
    expect(job.outcomes).toHaveLength(ROWS);
    expect(job.outcomes.map((o) => o.row)).toEqual(Array.from({ length: ROWS }, (_, n) => n + 1));
    expect(job.outcomes.every((o) => o.status === 'done')).toBe(true);

    expect(await countCustomers(second.ctx.db, 'student', 'approved')).toBe(ROWS);
    const emails = await second.ctx.db.selectFrom('customers').select('email').where('programme', '=', 'student').execute();
    expect(new Set(emails.map((e) => e.email))).toEqual(new Set(rows.map((r) => r.Email)));
  });
});
