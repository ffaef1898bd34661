import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationsContract, STATUS_TAGS, type StatusTag } from '@console/contracts/registrations.contract';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import type { CustomerRecord as StoreCustomerRecord } from './shopify-stand-in/customers.module';
import { holdTagChange } from './shopify-stand-in/tags.module';
import { adoptOrphanedWrites } from '../src/features/store-sync/store-writes';
import type { Identity, TestServer } from './harness';
import {
  mirrored,
  seedStoreCustomers,
  sendCustomerWebhook,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
} from './store-mirror-support';

const STATUS_TAG_NAMES = ['Pending', 'Approved', 'Disabled'];

/** One writer per store customer, and no pending write without a job to take it up. */
describe('store writes under races and kills', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let other: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    standIn = await startMirrorStandIn();
    server = await startStoreServer(standIn);
    // Two instances in one process cannot share a SQLite file while both hold write transactions, so
    // on SQLite the race runs through one instance (its requests still overlap).
    other = server.database.kind === 'postgres' ? await startStoreServer(standIn, { database: server.database, runWorker: false }) : server;
    operator = await server.operator(['showStudents', 'showStoreSync']);
  });
  afterAll(async () => {
    if (other !== server) await other?.stop();
    await server?.close();
    await standIn?.close();
  });

  async function pendingStudent(prefix: string): Promise<{ store: StoreCustomerRecord; id: string }> {
    const [store] = seedStoreCustomers(standIn, 1, { prefix, tags: ['UserType:Student', 'Pending'] });
    if (!store) throw new Error('no customer');
    await sendCustomerWebhook(server, 'customers/create', store);
    await settleStoreJobs(server);
    const row = await mirrored(server, store);
    if (!row) throw new Error('not mirrored');
    return { store, id: `gid://shop/Customer/${row.id}` };
  }

  const setStatus = (on: TestServer, id: string, addTag: StatusTag) =>
    on.call(registrationsContract.setStatus, { body: { ids: id, removeTag: STATUS_TAGS.pending, addTag }, headers: operator.headers });
  const statusTags = (store: StoreCustomerRecord) => store.tags.filter((t) => STATUS_TAG_NAMES.includes(t));

  it(
    'answers the second of Approve and Reject sent together 409 with the current status, and leaves one status tag on the store and in the mirror',
    { timeout: 120_000 },
    async () => {
      const { store, id } = await pendingStudent('race');
      // Approve reaches the store and is held there; Reject arrives at the other instance meanwhile.
      const hold = holdTagChange(store.id);
      const approving = setStatus(server, id, STATUS_TAGS.approved);
      await hold.reached;
      const reject = await setStatus(other, id, STATUS_TAGS.disabled);
      expect(reject.status).toBe(409);
      expect(reject.error().message).toContain('its status is Pending');
      hold.release();
      expect((await approving).status).toBe(200);
      // Reject again, now that Approve is done: refused from the status it started from, named.
      const late = await setStatus(other, id, STATUS_TAGS.disabled);
      expect(late.status).toBe(409);
      expect(late.error().message).toBe('The customer is now Approved; reload the list.');
      expect(statusTags(store)).toEqual(['Approved']);
      expect(await mirrored(server, store)).toMatchObject({ status: 'approved', store_updated_at: store.updatedAt });
      expect(standIn.calls('CustomerTagsAdd').filter((c) => c.variables.id === store.id)).toHaveLength(1);
      const audit = await server.ctx.db.selectFrom('audit_log').select('action').where('target', '=', id).execute();
      expect(audit.map((a) => a.action)).toEqual(['student.status']);
    },
  );

  it('gives the customer free once the write is done: a later change goes through', { timeout: 120_000 }, async () => {
    const { store, id } = await pendingStudent('after');
    expect((await setStatus(server, id, STATUS_TAGS.disabled)).status).toBe(200);
    const enable = await server.call(registrationsContract.setStatus, {
      body: { ids: id, removeTag: STATUS_TAGS.disabled, addTag: STATUS_TAGS.approved },
      headers: operator.headers,
    });
    expect(enable.status).toBe(200);
    expect(statusTags(store)).toEqual(['Approved']);
    expect(await mirrored(server, store)).toMatchObject({ status: 'approved' });
  });

  it('records each write with its job, so a write cut off by a kill is taken up by that job', { timeout: 120_000 }, async () => {
    const { store, id } = await pendingStudent('killed');
    const hold = holdTagChange(store.id);
    const approving = setStatus(server, id, STATUS_TAGS.approved);
    await hold.reached;
    // While the first try is at the store (the instance may die now), the write already has its job.
    const write = await server.ctx.db.selectFrom('store_writes').selectAll().where('target', '=', id).executeTakeFirstOrThrow();
    expect(write.status).toBe('pending');
    expect(write.job_id).not.toBeNull();
    const job = await server.ctx.db
      .selectFrom('jobs')
      .select(['status', 'run_after'])
      .where('id', '=', Number(write.job_id))
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('pending');
    expect(new Date(job.run_after).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    hold.release();
    expect((await approving).status).toBe(200);
    // The first try answered: its backstop job is gone, nothing is left to run.
    expect(await server.ctx.db.selectFrom('jobs').select('id').where('id', '=', Number(write.job_id)).execute()).toEqual([]);

    // A kill -9 between the call and its answer, simulated: the row is pending, its job due.
    const [second] = seedStoreCustomers(standIn, 1, { prefix: 'killed-b', tags: ['UserType:Student', 'Pending'] });
    if (!second) throw new Error('no customer');
    await sendCustomerWebhook(server, 'customers/create', second);
    await settleStoreJobs(server);
    const row = await mirrored(server, second);
    const holdB = holdTagChange(second.id);
    const cut = setStatus(server, `gid://shop/Customer/${row?.id}`, STATUS_TAGS.approved);
    await holdB.reached;
    const pending = await server.ctx.db
      .selectFrom('store_writes')
      .selectAll()
      .where('target', '=', `gid://shop/Customer/${row?.id}`)
      .executeTakeFirstOrThrow();
    // The job is taken up now rather than in 40 s; the held first try still waits at the store.
    await server.ctx.db
      .updateTable('jobs')
      .set({ run_after: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', Number(pending.job_id))
      .execute();
    server.ctx.jobs.notify(Number(pending.job_id));
    const done = await server.waitForJob(Number(pending.job_id), operator.headers, 60_000);
    expect(done.status).toBe('done');
    expect(await server.ctx.db.selectFrom('store_writes').select('status').where('id', '=', pending.id).executeTakeFirst()).toEqual({
      status: 'done',
    });
    expect(statusTags(second)).toEqual(['Approved']);
    expect(await mirrored(server, second)).toMatchObject({ status: 'approved' });
    holdB.release();
    expect((await cut).status).toBe(200);
    expect(statusTags(second)).toEqual(['Approved']);
  });

  it('queues again at start a pending write an older release left without a job', { timeout: 120_000 }, async () => {
    const { store, id } = await pendingStudent('orphan');
    const hold = holdTagChange(store.id);
    const approving = setStatus(server, id, STATUS_TAGS.approved);
    await hold.reached;
    // What a kill left before writes had their job from the start: pending, no job.
    const write = await server.ctx.db.selectFrom('store_writes').selectAll().where('target', '=', id).executeTakeFirstOrThrow();
    await server.ctx.db.deleteFrom('jobs').where('id', '=', Number(write.job_id)).execute();
    await server.ctx.db.updateTable('store_writes').set({ job_id: null }).where('id', '=', write.id).execute();
    expect(await adoptOrphanedWrites(server.ctx)).toBe(1);
    const adopted = await server.ctx.db.selectFrom('store_writes').select('job_id').where('id', '=', write.id).executeTakeFirstOrThrow();
    expect((await server.waitForJob(Number(adopted.job_id), operator.headers, 60_000)).status).toBe('done');
    expect(statusTags(store)).toEqual(['Approved']);
    expect(await adoptOrphanedWrites(server.ctx)).toBe(0);
    hold.release();
    await approving;
    expect(await server.ctx.db.selectFrom('store_writes').select('status').where('id', '=', write.id).executeTakeFirst()).toEqual({
      status: 'done',
    });
  });
});
