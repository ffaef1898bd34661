import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { z } from 'zod';
import { defineJob, jobPayload, jobRegistry, jobSummary, runJob } from '../src/platform/jobs';
import { startTestServer, type TestServer } from './harness';
import { databaseBefore, type DatabaseBefore } from './migration-support';

/** Migration 0167 on a database with jobs of before: each payload moves to job_payloads and a pending job still runs with it. */
describe('0167 job payloads', () => {
  let before: DatabaseBefore | undefined;
  let server: TestServer | undefined;

  beforeAll(async () => {
    before = await databaseBefore('0167');
  });
  afterAll(async () => {
    await server?.stop();
    await before?.close();
  });

  it('moves every payload out of the jobs row and runs a pending job of before with its payload', async () => {
    if (!before) throw new Error('setup');
    const { database, db, legacy } = before;
    const now = new Date().toISOString();
    const job = (label: string, status: string) => ({
      type: 'test.echo',
      payload: JSON.stringify({ label }),
      status,
      attempts: 0,
      max_attempts: 1,
      run_after: now,
      operator_id: null,
      flags: 'showStudents',
      created_at: now,
      updated_at: now,
    });
    await legacy
      .insertInto('jobs')
      .values([job('done before', 'done'), job('still to run', 'pending')])
      .execute();

    // The app migrates at start, as an upgrade does.
    server = await startTestServer({ database, runWorker: false });
    const ids = (await db.selectFrom('jobs').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(await Promise.all(ids.map((id) => jobPayload(db, id)))).toEqual(['{"label":"done before"}', '{"label":"still to run"}']);
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'jobs')?.columns.map((c) => c.name);
    expect(columns).toContain('status');
    expect(columns).not.toContain('payload');

    const seen: string[] = [];
    const echo = defineJob({
      type: 'test.echo',
      payload: z.object({ label: z.string() }),
      flag: 'showStudents',
      handler: async ({ payload }) => void seen.push(payload.label),
    });
    const pending = ids[1];
    if (pending === undefined) throw new Error('no pending job');
    expect(await runJob(server.ctx, jobRegistry([echo]), pending, () => {})).toBe(true);
    expect(seen).toEqual(['still to run']);
    expect((await jobSummary(db, FIRST_SHOP_ID, pending))?.status).toBe('done');
  });
});
