import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationsContract, STATUS_TAGS } from '@console/contracts/registrations.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { metafieldsOf } from './shopify-stand-in/metafields.module';
import type { CustomerRecord as StoreCustomerRecord } from './shopify-stand-in/customers.module';
import type { Identity, TestServer } from './harness';
import {
  mirrored,
  seedStoreCustomers,
  sendCustomerWebhook,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
} from './store-mirror-support';

/** Operators' writes reach the store first, exactly once; a refusal changes nothing; an outage waits in a job. */
describe('writes to store customers', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    standIn = await startMirrorStandIn();
    server = await startStoreServer(standIn);
    operator = await server.operator(['showStudents', 'showStaff', 'showStoreSync']);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  /** A pending student on the store, mirrored by its webhook. */
  async function pendingStudent(prefix: string, extraTags: string[] = []): Promise<{ store: StoreCustomerRecord; id: string }> {
    const [store] = seedStoreCustomers(standIn, 1, { prefix, tags: ['UserType:Student', 'Pending', ...extraTags] });
    if (!store) throw new Error('no customer');
    await sendCustomerWebhook(server, 'customers/create', store);
    await settleStoreJobs(server);
    const row = await mirrored(server, store);
    if (!row) throw new Error('not mirrored');
    return { store, id: `gid://shop/Customer/${row.id}` };
  }

  const approve = (id: string) =>
    server.call(registrationsContract.setStatus, {
      body: { ids: id, removeTag: STATUS_TAGS.pending, addTag: STATUS_TAGS.approved },
      headers: operator.headers,
    });
  const tagCalls = (operation: string, storeId: string) => standIn.calls(operation).filter((c) => c.variables.id === storeId);

  it('approves on the store with tagsRemove then tagsAdd, keeps other tags, and mirrors the answer', { timeout: 300_000 }, async () => {
    const { store, id } = await pendingStudent('approve', ['newsletter', 'crm_id:X1']);
    const res = await approve(id);
    expect(res.status).toBe(200);
    expect(store.tags).toEqual(['Approved', 'crm_id:X1', 'newsletter', 'UserType:Student'].sort((a, b) => a.localeCompare(b)));
    expect(tagCalls('CustomerTagsRemove', store.id)).toHaveLength(1);
    expect(tagCalls('CustomerTagsAdd', store.id)).toHaveLength(1);
    const removeAt = standIn.received.indexOf(tagCalls('CustomerTagsRemove', store.id)[0]!);
    const addAt = standIn.received.indexOf(tagCalls('CustomerTagsAdd', store.id)[0]!);
    expect(removeAt).toBeLessThan(addAt);
    expect(await mirrored(server, store)).toMatchObject({ status: 'approved', store_updated_at: store.updatedAt });
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('target', '=', id).execute();
    expect(audit.map((a) => a.action)).toEqual(['student.status']);
    // A second press is refused here (the mirror says approved) and reaches the store no more.
    expect((await approve(id)).status).toBe(409);
    expect(tagCalls('CustomerTagsAdd', store.id)).toHaveLength(1);
  });

  it(
    'rejects on the store the same way: Pending (bare or status:) out, Disabled in, other tags kept, once',
    { timeout: 300_000 },
    async () => {
      const { store, id } = await pendingStudent('reject', ['status:Pending', 'newsletter']);
      const res = await server.call(registrationsContract.setStatus, {
        body: { ids: id, removeTag: STATUS_TAGS.pending, addTag: STATUS_TAGS.disabled },
        headers: operator.headers,
      });
      expect(res.status).toBe(200);
      expect(store.tags).toEqual(['Disabled', 'newsletter', 'UserType:Student'].sort((a, b) => a.localeCompare(b)));
      expect(tagCalls('CustomerTagsRemove', store.id)).toHaveLength(1);
      expect(tagCalls('CustomerTagsAdd', store.id)).toHaveLength(1);
      expect(await mirrored(server, store)).toMatchObject({ status: 'disabled', store_updated_at: store.updatedAt });
    },
  );

  it('shows a store refusal and changes nothing here', { timeout: 300_000 }, async () => {
    const { store, id } = await pendingStudent('refused');
    // The store no longer has the customer: tagsRemove answers a user error.
    standIn.state.delete(store.id);
    const res = await approve(id);
    expect(res.status).toBe(422);
    expect(res.error().message).toBe('The store refused the change: Resource not found');
    expect(await mirrored(server, store)).toMatchObject({ status: 'pending' });
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('target', '=', id).execute();
    expect(audit).toEqual([]);
    expect(await server.ctx.db.selectFrom('store_writes').select(['status', 'error']).where('target', '=', id).execute()).toEqual([
      { status: 'refused', error: 'Resource not found' },
    ]);
  });

  it(
    'queues the write when the store is down, shows it pending, and makes it once when the store is back',
    { timeout: 300_000 },
    async () => {
      const { store, id } = await pendingStudent('outage', ['keepme']);
      await standIn.goDown();
      let res;
      try {
        res = await approve(id);
      } finally {
        await standIn.comeBack();
      }
      expect(res.status).toBe(503);
      expect(res.error().message).toMatch(/^The store did not answer\. The change is queued \(job \d+\)/);
      expect(await mirrored(server, store)).toMatchObject({ status: 'pending' });
      const status = (await server.call(storeSyncContract.status, { headers: operator.headers })).data();
      expect(status.pendingWrites).toBeGreaterThanOrEqual(1);
      const jobId = Number(/job (\d+)/.exec(res.error().message)?.[1]);
      const job = await server.waitForJob(jobId, operator.headers, 60_000);
      expect(job.status).toBe('done');
      expect(await mirrored(server, store)).toMatchObject({ status: 'approved' });
      expect(store.tags).toContain('keepme');
      expect(tagCalls('CustomerTagsAdd', store.id)).toHaveLength(1);
      const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('target', '=', id).execute();
      expect(audit.map((a) => a.action)).toEqual(['student.status']);
    },
  );

  it('writes an edit as console metafields and key:value tags', { timeout: 300_000 }, async () => {
    const { store, id } = await pendingStudent('edited', ['crm_id:OLD']);
    const body = {
      id,
      startdate: '2026-01-10',
      enddate: '2026-12-20',
      school: 'North Tech',
      course: 'HVAC',
      state: 'OH',
      crm_id: 'NEW',
      as400_id: '',
      phone: '555-0100',
      dob: '',
      country: 'US',
      privacy_policy_consent: true,
      email_policy_consent: false,
      link_distributor: '',
      distributor_name: '',
      limit: '120',
    };
    const res = await server.call(studentsContract.update, { body, headers: operator.headers });
    expect(res.status).toBe(200);
    const values = Object.fromEntries(
      metafieldsOf(standIn.state, store.id)
        .filter((m) => m.namespace === 'console')
        .map((m) => [m.key, m.value]),
    );
    expect(values).toMatchObject({
      school: 'North Tech',
      course: 'HVAC',
      state: 'OH',
      startDate: '2026-01-10',
      endDate: '2026-12-20',
      phone: '555-0100',
      // A country is kept and written in one form, whatever form it was typed in.
      country: 'United States',
      privacy_policy_consent: '1',
      email_policy_consent: '0',
    });
    expect(store.tags).toContain('crm_id:NEW');
    expect(store.tags).not.toContain('crm_id:OLD');
    expect(store.tags).toContain('discount_limit:120');
    expect(standIn.calls('CustomerMetafieldsSet')).toHaveLength(1);
    expect(await mirrored(server, store)).toMatchObject({
      school: 'North Tech',
      crm_id: 'NEW',
      discount_limit_cents: 12000,
      privacy_consent: 1,
    });
  });

  it('deletes a metafield emptied in an edit (metafieldsDelete), so the store keeps no old value', { timeout: 300_000 }, async () => {
    const { store, id } = await pendingStudent('cleared');
    const body = {
      id,
      startdate: '2026-01-10',
      enddate: '2026-12-20',
      school: 'North Tech',
      course: 'HVAC',
      state: 'OH',
      crm_id: '',
      as400_id: '',
      phone: '555-0100',
      dob: '',
      country: 'US',
      privacy_policy_consent: true,
      email_policy_consent: false,
      link_distributor: '',
      distributor_name: '',
      limit: '',
    };
    expect((await server.call(studentsContract.update, { body, headers: operator.headers })).status).toBe(200);
    const consoleValues = () =>
      Object.fromEntries(
        metafieldsOf(standIn.state, store.id)
          .filter((m) => m.namespace === 'console')
          .map((m) => [m.key, m.value]),
      );
    expect(consoleValues()).toMatchObject({ school: 'North Tech', course: 'HVAC', phone: '555-0100' });
    const deletesBefore = standIn.calls('CustomerMetafieldsDelete').length;
    const cleared = await server.call(studentsContract.update, { body: { ...body, school: '', phone: '' }, headers: operator.headers });
    expect(cleared.status).toBe(200);
    const values = consoleValues();
    expect(values).not.toHaveProperty('school');
    expect(values).not.toHaveProperty('phone');
    expect(values).toMatchObject({ course: 'HVAC', state: 'OH' });
    const deletes = standIn.calls('CustomerMetafieldsDelete').slice(deletesBefore);
    expect(deletes).toHaveLength(1);
    expect((deletes[0]?.variables.metafields as Array<{ key: string }>).map((m) => m.key)).toEqual(
      expect.arrayContaining(['school', 'phone']),
    );
    expect(await mirrored(server, store)).toMatchObject({ school: '', phone: '', course: 'HVAC' });
  });
});
