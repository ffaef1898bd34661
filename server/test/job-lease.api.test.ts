import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentsContract } from '@console/contracts/students.contract';
import { registrationImportJob } from '../src/features/registrations/registrations.jobs';
import { defineJob, dueJobIds, jobRegistry, runJob } from '../src/platform/jobs';
import { startTestServer, type Identity, type TestServer } from './harness';
import { countCustomers } from './seed';

/**
 * The lease behind crash recovery: a running job is due again once its lease runs out, and a run
 * that lost its lease (stalled past it while another worker took the job back) can neither commit
 * a batch nor end the job.
 */

const rows = Array.from({ length: 2500 }, (_, n) => ({
  'First Name': `Lease${n}`,
  'Last Name': 'Holder',
  Email: `lease.${n}@campus.test`,
  School: 'Harbor Community College',
  Course: 'Masonry',
  'Start Date': '2026-02-01',
  'End Date': '2026-11-30',
}));

describe('job leases', () => {
  let server: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false, config: { jobLeaseSeconds: 2 } });
    operator = await server.operator(['showStudents']);
  });
  afterAll(() => server?.close());

  it('stops a run whose lease another worker took: no batch of it commits and it does not end the job', async () => {
    const { db } = server.ctx;
    const { jobId } = (await server.call(studentsContract.upload, { body: rows, headers: operator.headers })).data();
    let stolenBy: string | null = null;
    // The real handler; with its first batch another worker takes the job over (as after a lease ran
    // out), written in that batch's transaction since the run holds the job's row meanwhile.
    const overtaken = defineJob({
      ...registrationImportJob,
      handler: (jc) =>
        registrationImportJob.handler({
          ...jc,
          forEachBatch: (items, size, apply) =>
            jc.forEachBatch(items, size, async (trx, batch) => {
              const outcomes = await apply(trx, batch);
              if ((batch[0]?.row ?? 0) === 1) {
                stolenBy = `other-host:1:${jobId}`;
                await trx
                  .updateTable('jobs')
                  .set({ locked_by: stolenBy, locked_until: new Date(Date.now() + 60_000).toISOString() })
                  .where('id', '=', jobId)
                  .execute();
              }
              return outcomes;
            }),
        }),
    });
    const logged: string[] = [];
    expect(await runJob(server.ctx, jobRegistry([overtaken]), jobId, (msg) => logged.push(msg))).toBe(true);
    expect(logged.some((m) => m.includes('lease lost'))).toBe(true);
    // Its first batch was committed before the takeover; the second one found the lease gone and rolled back.
    expect(await countCustomers(db, 'student')).toBe(1000);
    const batches = await db.selectFrom('job_batches').select('batch_index').where('job_id', '=', jobId).execute();
    expect(batches.map((b) => b.batch_index)).toEqual([0]);
    const job = await db.selectFrom('jobs').select(['status', 'locked_by']).where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'running', locked_by: stolenBy });
  });

  it('makes a running job due again once its lease runs out, and not before', async () => {
    const { db } = server.ctx;
    const { jobId } = (
      await server.call(studentsContract.upload, {
        body: rows.slice(0, 3).map((r, n) => ({ ...r, Email: `due.${n}@campus.test` })),
        headers: operator.headers,
      })
    ).data();
    await db
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'dead-host:1:x', locked_until: new Date(Date.now() + 1500).toISOString() })
      .where('id', '=', jobId)
      .execute();
    expect(await dueJobIds(db, 100)).not.toContain(jobId);
    expect(await runJob(server.ctx, jobRegistry([registrationImportJob]), jobId, () => {})).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await dueJobIds(db, 100)).toContain(jobId);
    expect(await runJob(server.ctx, jobRegistry([registrationImportJob]), jobId, () => {})).toBe(true);
    const job = await db
      .selectFrom('jobs')
      .select(['status', 'locked_by', 'locked_until'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'done', locked_by: null, locked_until: null });
  });
});
