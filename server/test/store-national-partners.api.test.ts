import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalPartnersContract } from '@console/contracts/national-partners.contract';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { customerByEmail, type CustomerRecord as StoreCustomerRecord } from './shopify-stand-in/customers.module';
import { metafieldsOf } from './shopify-stand-in/metafields.module';
import type { Identity, TestServer } from './harness';
import {
  mirrored,
  seedStoreCustomers,
  sendCustomerWebhook,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
} from './store-mirror-support';

/**
 * National partners on a connected store (docs/outside-interfaces.md 'Shopify'): the edit and the spreadsheet reach
 * the store's customer first (its `np:`, `crm_id:`, `as400_id:` tags and the consents as `console`
 * metafields, other tags kept), the mirror from the store's answer; a refusal changes nothing here.
 */
describe('national partners on the store', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    standIn = await startMirrorStandIn();
    server = await startStoreServer(standIn);
    operator = await server.operator(['showNP']);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  async function mirroredPartner(prefix: string, tags: string[], firstName?: string): Promise<{ store: StoreCustomerRecord; id: string }> {
    const [store] = seedStoreCustomers(standIn, 1, { prefix, tags });
    if (!store) throw new Error('no customer');
    if (firstName) store.firstName = firstName;
    await sendCustomerWebhook(server, 'customers/create', store);
    await settleStoreJobs(server);
    const row = await mirrored(server, store);
    if (!row) throw new Error('not mirrored');
    return { store, id: `gid://shop/Customer/${row.id}` };
  }
  const consoleValues = (store: StoreCustomerRecord) =>
    Object.fromEntries(
      metafieldsOf(standIn.state, store.id)
        .filter((m) => m.namespace === 'console')
        .map((m) => [m.key, m.value]),
    );
  const update = (id: string) =>
    server.call(nationalPartnersContract.update, {
      body: { id, crm_id: 'CRM-77', as400_id: 'A4-9', privacy_policy_consent: true, email_policy_consent: false },
      headers: operator.headers,
    });

  it('writes the edit on the store: crm_id:/as400_id: tags swapped, consents as metafields, other tags kept, once', async () => {
    const { store, id } = await mirroredPartner('np.edit', ['np:Coastal Fasteners', 'crm_id:CRM1', 'loyal']);
    const before = standIn.calls('CustomerTagsAdd').filter((c) => c.variables.id === store.id).length;
    const res = await update(id);
    expect(res.status).toBe(200);
    expect(store.tags).toEqual(['as400_id:A4-9', 'crm_id:CRM-77', 'loyal', 'np:Coastal Fasteners'].sort((a, b) => a.localeCompare(b)));
    expect(consoleValues(store)).toEqual({ privacy_policy_consent: '1', email_policy_consent: '0' });
    expect(standIn.calls('CustomerTagsAdd').filter((c) => c.variables.id === store.id).length - before).toBe(1);
    expect(await mirrored(server, store)).toMatchObject({
      programme: 'national',
      crm_id: 'CRM-77',
      as400_id: 'A4-9',
      privacy_consent: 1,
      email_consent: 0,
      store_updated_at: store.updatedAt,
    });
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('target', '=', id).execute();
    expect(audit.map((a) => a.action)).toEqual(['national.update']);
  });

  it('shows a store refusal of the edit and changes nothing here', async () => {
    const { store, id } = await mirroredPartner('np.refused', ['np:Coastal Fasteners', 'crm_id:CRM1']);
    standIn.state.delete(store.id);
    const res = await update(id);
    expect(res.status).toBe(422);
    expect(res.error().message).toMatch(/^The store refused the change: /);
    expect(await mirrored(server, store)).toMatchObject({ crm_id: 'CRM1', as400_id: '', privacy_consent: 0 });
    expect(await server.ctx.db.selectFrom('audit_log').selectAll().where('target', '=', id).execute()).toEqual([]);
  });

  it('imports rows onto the store by e-mail: creates and updates customers once each, blank cells keep the store values', async () => {
    const { store: existing } = await mirroredPartner('np.existing', ['np:Metro Industrial', 'loyal', 'crm_id:KEEP'], 'Old');
    const existingEmail = existing.defaultEmailAddress?.emailAddress ?? '';
    const excelData = [
      {
        'First Name': 'Nia',
        'Last Name': 'Okoro',
        Email: 'nia.okoro@np-store.test',
        'National Partner': 'Prairie Equipment',
        'CRM ID': 'C-1',
        'AS400 ID': 'A-1',
        'Privacy Policy Consent': 'Yes',
        'Email Policy Consent': 'No',
      },
      { 'First Name': 'Bad', 'Last Name': 'Mail', Email: 'not-an-email', 'National Partner': 'Prairie Equipment' },
      { Email: existingEmail.toUpperCase(), 'National Partner': 'Coastal Fasteners', 'Privacy Policy Consent': 'true' },
      { 'First Name': 'No', 'Last Name': 'Partner', Email: 'no.partner@np-store.test' },
    ];
    const customersBefore = standIn.state.all('Customer').length;
    const bulkBefore = standIn.calls('BulkOperationRunMutation').length;
    const res = await server.call(nationalPartnersContract.upload, { body: { excelData }, headers: operator.headers });
    const job = await server.waitForJob(res.data().jobId, operator.headers, 60_000);
    expect(job.status).toBe('done');
    expect(job.outcomes).toEqual([
      { row: 1, status: 'done', message: 'Created.' },
      { row: 2, status: 'failed', message: 'Email not valid.' },
      { row: 3, status: 'done', message: 'Updated.' },
      { row: 4, status: 'failed', message: 'National Partner not valid.' },
    ]);
    const nia = customerByEmail(standIn.state, 'nia.okoro@np-store.test');
    expect(nia).toMatchObject({ firstName: 'Nia', lastName: 'Okoro' });
    expect(nia?.tags).toEqual(['as400_id:A-1', 'crm_id:C-1', 'np:Prairie Equipment']);
    if (!nia) throw new Error('not created');
    expect(consoleValues(nia)).toEqual({ privacy_policy_consent: '1', email_policy_consent: '0' });
    expect(existing.firstName).toBe('Old');
    expect(existing.tags).toEqual(['crm_id:KEEP', 'loyal', 'np:Coastal Fasteners']);
    expect(consoleValues(existing)).toEqual({ privacy_policy_consent: '1' });
    expect(customerByEmail(standIn.state, 'no.partner@np-store.test')).toBeNull();
    // One customer made, the other found by e-mail; four bulk mutations (customerSet, metafieldsSet, tagsRemove, tagsAdd), none per row.
    expect(standIn.state.all('Customer').length - customersBefore).toBe(1);
    expect(standIn.calls('BulkOperationRunMutation').length - bulkBefore).toBe(4);
    expect(standIn.calls('CustomerSetByEmail')).toHaveLength(0);
    expect(await mirrored(server, nia)).toMatchObject({ programme: 'national', crm_id: 'C-1', privacy_consent: 1 });
    expect(await mirrored(server, existing)).toMatchObject({
      programme: 'national',
      first_name: 'Old',
      crm_id: 'KEEP',
      privacy_consent: 1,
    });
  });
  it('a retry after a bulk operation failed reads back the ones already run instead of running them again', async () => {
    const { store: existing } = await mirroredPartner('np.retry', ['np:Metro Industrial', 'crm_id:OLD'], 'Ada');
    const excelData = [
      {
        Email: 'new.retry@np-store.test',
        'First Name': 'Ivo',
        'Last Name': 'Retry',
        'National Partner': 'Prairie Equipment',
        'CRM ID': 'R-1',
      },
      { Email: existing.defaultEmailAddress?.emailAddress, 'National Partner': 'Coastal Fasteners', 'Privacy Policy Consent': 'Yes' },
    ];
    const before = standIn.calls('BulkOperationRunMutation').length;
    // customerSet and metafieldsSet run, then the store refuses the tagsRemove operation: the attempt fails and is retried.
    standIn.fault({ operation: 'BulkOperationRunMutation', status: 400, after: 2 });
    const res = await server.call(nationalPartnersContract.upload, { body: { excelData }, headers: operator.headers });
    const job = await server.waitForJob(res.data().jobId, operator.headers, 60_000);
    expect(job.status).toBe('done');
    expect(job.outcomes).toEqual([
      { row: 1, status: 'done', message: 'Created.' },
      { row: 2, status: 'done', message: 'Updated.' },
    ]);
    const row = await server.ctx.db.selectFrom('jobs').select('attempts').where('id', '=', res.data().jobId).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    // Each operation accepted once: the retry took up customerSet and metafieldsSet by their kept ids.
    expect(
      standIn
        .calls('BulkOperationRunMutation')
        .slice(before)
        .map((c) => c.outcome),
    ).toEqual(['ok', 'ok', '400', 'ok', 'ok']);
    const steps = await server.ctx.db
      .selectFrom('job_steps')
      .select('step')
      .where('job_id', '=', res.data().jobId)
      .orderBy('step')
      .execute();
    expect(steps.map((s) => s.step)).toEqual(['bulk:customerSet', 'bulk:metafieldsSet', 'bulk:tagsAdd', 'bulk:tagsRemove']);
    expect(existing.tags).toEqual(['crm_id:OLD', 'np:Coastal Fasteners']);
    expect(customerByEmail(standIn.state, 'new.retry@np-store.test')?.tags).toEqual(['crm_id:R-1', 'np:Prairie Equipment']);
  });
});
