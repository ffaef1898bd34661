import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import { storeLoadJob } from '../src/features/store-sync/store-load.jobs';
import { storeReconcileJob, storeRepairJob } from '../src/features/store-sync/store-reconcile.jobs';
import { defineJob, enqueue, jobRegistry, runJob } from '../src/platform/jobs';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { putMetafield } from './shopify-stand-in/metafields.module';
import { stamp } from './shopify-stand-in/stand-in-state';
import { createTestDatabase, type TestDatabase, type TestServer } from './harness';
import { mirrored, seedStoreCustomers, settleStoreJobs, startMirrorStandIn, startStoreServer, storeIdOf } from './store-mirror-support';

/** The mirror's first load (crash and resume), the reconciliation after a missed webhook, the nightly repair. */
const CUSTOMERS = 2600;

class SimulatedCrash extends Error {}

describe('the customer mirror', () => {
  let standIn: ShopifyStandIn;
  let database: TestDatabase | undefined;
  const servers: TestServer[] = [];

  afterAll(async () => {
    for (const s of servers) await s.stop();
    await database?.drop();
    await standIn?.close();
  });

  it('loads every store customer, survives a crash in the middle and resumes without a second export', { timeout: 300_000 }, async () => {
    // A Plus-sized bucket: the nightly repair walks every customer id, page after page.
    standIn = await startMirrorStandIn({ bucket: { maximumAvailable: 20_000, restoreRate: 1_000 } });
    const students = seedStoreCustomers(standIn, CUSTOMERS, {
      prefix: 'bulk',
      tags: ['UserType:Student', 'Approved', 'discount_limit:95'],
      metafields: { school: 'Harbor College', startDate: '2026-01-05', privacy_policy_consent: '1' },
    });
    // A store's customers change over months, not within the few seconds the reconciliation reads
    // again before its watermark: backdated a minute apart, a reconciliation re-reads a handful, not all.
    students.forEach((customer, n) => {
      customer.createdAt = customer.updatedAt = new Date(Date.now() - (CUSTOMERS - n) * 60_000).toISOString();
    });
    const first = students[0];
    if (!first) throw new Error('no customer');
    standIn.state.create('StoreCreditAccount', { _ownerId: first.id, balance: { amount: '12.5', currencyCode: 'USD' } });

    database = await createTestDatabase();
    const one = await startStoreServer(standIn, { database, runWorker: false });
    servers.push(one);
    const admin = await one.operator(['showStoreSync']);
    const started = await one.call(storeSyncContract.fullLoad, { headers: admin.headers });
    expect(started.status).toBe(200);
    const { jobId, started: didStart } = started.data();
    expect(didStart).toBe(true);
    // A second press while it runs starts nothing.
    expect((await one.call(storeSyncContract.fullLoad, { headers: admin.headers })).data()).toEqual({
      jobId,
      started: false,
      queued: false,
    });

    // The real handler, dying after its second committed batch.
    let batches = 0;
    const dying = defineJob({
      ...storeLoadJob,
      handler: (jc) =>
        storeLoadJob.handler({
          ...jc,
          progress: async (done, total) => {
            await jc.progress(done, total);
            batches += 1;
            if (batches === 2) throw new SimulatedCrash('worker died between batches');
          },
        }),
    });
    const errors: unknown[] = [];
    await runJob(one.ctx, jobRegistry([dying]), jobId, (_m, err) => errors.push(err));
    expect(errors[0]).toBeInstanceOf(SimulatedCrash);
    const midway = await one.ctx.db.selectFrom('store_loads').selectAll().where('job_id', '=', jobId).executeTakeFirstOrThrow();
    expect(Number(midway.customers_done)).toBe(2000);
    expect(midway.bulk_operation_id).toMatch(/^gid:\/\/shopify\/BulkOperation\//);
    const count = async (s: TestServer) =>
      Number(
        (
          await s.ctx.db
            .selectFrom('customers')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('store_id', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count(one)).toBe(2000);

    // A killed process leaves its job running under a lock that runs out.
    await one.ctx.db
      .updateTable('jobs')
      .set({
        status: 'running',
        locked_until: new Date(Date.now() - 1000).toISOString(),
        run_after: new Date(Date.now() - 60_000).toISOString(),
      })
      .where('id', '=', jobId)
      .execute();
    await one.stop();
    const two = await startStoreServer(standIn, { database, runWorker: true });
    servers.push(two);
    const job = await two.waitForJob(jobId, admin.headers, 60_000);
    expect(job.status).toBe('done');
    expect(await count(two)).toBe(CUSTOMERS);
    expect(standIn.calls('BulkOperationRunQuery')).toHaveLength(1);

    expect(await mirrored(two, first)).toMatchObject({
      programme: 'student',
      status: 'approved',
      school: 'Harbor College',
      start_date: '2026-01-05',
      privacy_consent: 1,
      discount_limit_cents: 9500,
      store_credit_cents: 1250,
    });
    const status = (await two.call(storeSyncContract.status, { headers: admin.headers })).data();
    expect(status).toMatchObject({
      connected: true,
      store: standIn.url,
      mirroredCustomers: CUSTOMERS,
      lastFullLoad: { jobId, status: 'done', customers: CUSTOMERS },
    });
    expect(status.lagSeconds).not.toBeNull();
  });

  it('catches a missed webhook at the next reconciliation', { timeout: 300_000 }, async () => {
    const server = servers[1];
    const [missed] = seedStoreCustomers(standIn, 1, { prefix: 'missed', tags: ['UserType:Staff', 'Pending'] });
    const changed = standIn.state.all('Customer')[5];
    if (!server || !missed || !changed) throw new Error('setup');
    // Changes the store made without a webhook reaching us.
    changed.tags = ['Disabled', 'UserType:Student'];
    changed.updatedAt = stamp();
    putMetafield(standIn.state, {
      ownerId: changed.id,
      namespace: 'console',
      key: 'course',
      value: 'Welding',
      type: 'single_line_text_field',
    });
    const jobId = await enqueue(server.ctx.db, storeReconcileJob, {}, { shop: FIRST_SHOP_ID, operatorId: null });
    server.ctx.jobs.notify(jobId);
    // The store's bucket is shared with the scheduled reconciliation that may run beside this one.
    await settleStoreJobs(server, 150_000);
    expect(await mirrored(server, missed)).toMatchObject({ programme: 'staff', status: 'pending' });
    expect(await mirrored(server, changed as never)).toMatchObject({ status: 'disabled', course: 'Welding' });
    const queries = standIn.calls('CustomersUpdatedSince');
    expect(String(queries.at(-1)?.variables.query)).toMatch(/^updated_at:>'\d{4}-/);
  });

  it('repairs drift at night: removes what the store deleted, reads again what the mirror lacks', { timeout: 300_000 }, async () => {
    const server = servers[1];
    const all = standIn.state.all('Customer');
    const deleted = all[10];
    const lost = all[11];
    if (!server || !deleted || !lost) throw new Error('setup');
    standIn.state.delete(deleted.id);
    await server.ctx.db
      .deleteFrom('customers')
      .where('store_id', '=', storeIdOf(lost as never))
      .execute();
    const jobId = await enqueue(server.ctx.db, storeRepairJob, {}, { shop: FIRST_SHOP_ID, operatorId: null });
    server.ctx.jobs.notify(jobId);
    await settleStoreJobs(server, 150_000);
    expect(await mirrored(server, deleted as never)).toBeUndefined();
    expect(await mirrored(server, lost as never)).toMatchObject({ email: 'bulk.11@store.test' });
    const total = Number(
      (
        await server.ctx.db
          .selectFrom('customers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('store_id', 'is not', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBe(standIn.state.all('Customer').length);
  });
});
