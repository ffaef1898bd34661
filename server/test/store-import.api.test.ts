import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentsContract } from '@console/contracts/students.contract';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { metafieldsOf } from './shopify-stand-in/metafields.module';
import type { Identity, TestServer } from './harness';
import { seedStoreCustomers, settleStoreJobs, startMirrorStandIn, startStoreServer } from './store-mirror-support';

/**
 * A spreadsheet on a connected store (docs/outside-interfaces.md 'Shopify' bulk writes): 5,000 pending students approved in
 * one upload, under a small throttling cost bucket: four bulk mutations (customerSet, metafieldsSet, tagsRemove,
 * tagsAdd), every customer written once, each row's outcome kept, the mirror from the store's answers.
 */
const STUDENTS = 5000;

describe('a bulk approval of 5,000 students on the store', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    standIn = await startMirrorStandIn({ bucket: { maximumAvailable: 150, restoreRate: 50 } });
    // No reconciliation in the middle: on the small bucket it would re-read all 5,000 customers for
    // minutes, and the file's close waits for it (a timing flake, not what this test is about).
    server = await startStoreServer(standIn, { config: { shopifyReconcileSeconds: 86_400 } });
    // The automatic first load of the empty store ends first, so the load below reads the seeded customers.
    await settleStoreJobs(server);
    operator = await server.operator(['showStudents', 'showStoreSync']);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it('approves every row once, keeps other tags and records each outcome', { timeout: 300_000 }, async () => {
    const store = seedStoreCustomers(standIn, STUDENTS, { prefix: 'campus', tags: ['UserType:Student', 'Pending', 'alumni'] });
    const load = (await server.call(storeSyncContract.fullLoad, { headers: operator.headers })).data();
    expect((await server.waitForJob(load.jobId, operator.headers, 120_000)).status).toBe('done');

    // One `console` field a row: the stand-in's metafield lookups are linear, and the point here is the bulk path.
    const rows = store.map((c) => ({
      'First Name': c.firstName,
      'Last Name': c.lastName,
      Email: c.defaultEmailAddress?.emailAddress,
      School: 'Lakeside',
    }));
    rows.push({ 'First Name': 'No', 'Last Name': 'Mail', Email: 'not-an-email', School: '' });
    // Throttled answers in the middle of the work: the client waits and retries them.
    standIn.fault({ throttle: true }, 3);
    const res = await server.call(studentsContract.upload, { body: rows, headers: operator.headers });
    expect(res.status).toBe(200);
    const job = await server.waitForJob(res.data().jobId, operator.headers, 180_000);
    expect(job.status).toBe('done');
    expect(job.outcomes).toHaveLength(STUDENTS + 1);
    expect(job.outcomes[0]).toEqual({ row: 1, status: 'done', message: 'Updated.' });
    expect(job.outcomes.filter((o) => o.status === 'done' && o.message === 'Updated.')).toHaveLength(STUDENTS);
    expect(job.outcomes.at(-1)).toEqual({ row: STUDENTS + 1, status: 'failed', message: 'Email not valid.' });

    // Four bulk mutations, each accepted once; a throttled attempt is refused by the store and resent (the injected throttles may hit them).
    expect(
      standIn
        .calls('BulkOperationRunMutation')
        .map((c) => c.outcome)
        .filter((o) => o !== 'throttled'),
    ).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(standIn.calls('CustomerSetByEmail')).toHaveLength(0);
    expect(standIn.received.filter((c) => c.outcome === 'throttled').length).toBeGreaterThanOrEqual(3);
    for (const c of store) {
      expect(c.tags).toEqual(['alumni', 'Approved', 'discount_limit:9500', 'UserType:Student'].sort((a, b) => a.localeCompare(b)));
      expect(metafieldsOf(standIn.state, c.id).find((m) => m.key === 'school')?.value).toBe('Lakeside');
    }
    expect(standIn.state.all('Customer')).toHaveLength(STUDENTS);
    const approved = await server.ctx.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('programme', '=', 'student')
      .where('status', '=', 'approved')
      .where('school', '=', 'Lakeside')
      .executeTakeFirstOrThrow();
    expect(Number(approved.n)).toBe(STUDENTS);
  });
});
