import { sql } from 'kysely';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationsContract, STATUS_TAGS } from '@console/contracts/registrations.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { writeAudit } from '../src/platform/audit';
import { enqueue, trimFailedPayloads } from '../src/platform/jobs';
import { storeWebhookJob } from '../src/features/store-sync/store-webhooks.jobs';
import { deleteMirroredIds, mirrorCustomers } from '../src/features/customers/customer-mirror.service';
import { fromWebhookCustomer } from '../src/integrations/shopify/shopify-customers';
import { runStoreClockAhead, stamp } from './shopify-stand-in/stand-in-state';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { customerWebhookBody, sendWebhook, type WebhookCustomer } from './shopify-stand-in/webhook-sender';
import type { CustomerRecord } from './shopify-stand-in/customers.module';
import type { Identity, TestServer } from './harness';
import {
  CLIENT_SECRET,
  mirrored,
  seedStoreCustomers,
  sendCustomerWebhook,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
  storeIdOf,
} from './store-mirror-support';

/** Every text value of every table of the migrated database that holds `needle` (any case), as `table.column`. */
async function tablesHolding(server: TestServer, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await server.ctx.db.introspection.getTables()) {
    for (const column of table.columns) {
      const rows = await sql<{ v: unknown }>`select ${sql.ref(column.name)} as v from ${sql.table(table.name)}`.execute(server.ctx.db);
      if (rows.rows.some((r) => r.v !== null && String(r.v).toLowerCase().includes(needle.toLowerCase())))
        found.push(`${table.name}.${column.name}`);
    }
  }
  return found;
}

/** A deleted store customer stays deleted; a redacted one leaves nothing behind. */
describe('store customers deleted and redacted', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let operator: Identity;

  beforeAll(async () => {
    standIn = await startMirrorStandIn();
    server = await startStoreServer(standIn);
    operator = await server.operator(['showStudents', 'showStoreSync', 'showCredits']);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  let seeded = 0;
  /**
   * A store customer (a pending student) seeded on the stand-in and mirrored by its customers/create. Its e-mail is
   * new on every call, so CI's retry of a failed test does not meet the row its first attempt left under that e-mail.
   */
  async function mirroredCustomer(prefix: string) {
    seeded += 1;
    const [customer] = seedStoreCustomers(standIn, 1, { prefix: `${prefix}${seeded}`, tags: ['UserType:Student', 'Pending'] });
    if (!customer) throw new Error('no customer');
    await sendCustomerWebhook(server, 'customers/create', customer);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toMatchObject({ status: 'pending' });
    return customer;
  }

  /** The store's customers/delete of this customer, delivered and handled. */
  async function deletedByStore(customer: CustomerRecord) {
    expect((await sendWebhook(server.url, CLIENT_SECRET, 'customers/delete', { id: storeIdOf(customer) })).status).toBe(200);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toBeUndefined();
  }

  /** Writes a state of the customer into the mirror as a reconciliation page does. */
  async function mirrorAsPage(state: WebhookCustomer) {
    const customer = fromWebhookCustomer(customerWebhookBody(state));
    if (!customer) throw new Error('no state');
    await server.ctx.db.transaction().execute((trx) => mirrorCustomers(trx, server.ctx.shop.id, [customer], { linkLocal: true }));
  }

  it('keeps a customer deleted when a customers/update older than the delete arrives late', { timeout: 120_000 }, async () => {
    const customer = await mirroredCustomer('tombstone');
    // The update the store sent before the delete, held up on the way.
    const late = customerWebhookBody({ ...customer, firstName: 'Late' });
    await deletedByStore(customer);
    expect((await sendWebhook(server.url, CLIENT_SECRET, 'customers/update', late)).status).toBe(200);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toBeUndefined();
  });

  it('keeps a customer deleted by the store when the store clock runs ahead of ours', { timeout: 120_000 }, async () => {
    // Every state the store sends is stamped by its clock, ten minutes after ours: later than our receipt of the delete.
    const restoreClock = runStoreClockAhead(10 * 60_000);
    try {
      const customer = await mirroredCustomer('ahead');
      const late = { ...customer, firstName: 'Late' };
      await deletedByStore(customer);
      expect((await sendWebhook(server.url, CLIENT_SECRET, 'customers/update', customerWebhookBody(late))).status).toBe(200);
      await settleStoreJobs(server);
      // A reconciliation page read before the delete, written after it.
      await mirrorAsPage(late);
      expect(await mirrored(server, customer)).toBeUndefined();
      // The walk finding it gone later does not let a newer state undo the store's delete.
      await deleteMirroredIds(server.ctx.db, server.ctx.shop.id, [storeIdOf(customer)]);
      await mirrorAsPage({ ...customer, updatedAt: stamp() });
      expect(await mirrored(server, customer)).toBeUndefined();
    } finally {
      restoreClock();
    }
  });

  it('takes back a customer the walk found gone when the store sends a newer state, and no older one', { timeout: 120_000 }, async () => {
    const customer = await mirroredCustomer('walked');
    // The walk's tombstone is as of our clock: the older state is from well before it, the newer from after.
    await deleteMirroredIds(server.ctx.db, server.ctx.shop.id, [storeIdOf(customer)]);
    await mirrorAsPage({ ...customer, updatedAt: new Date(Date.now() - 60_000).toISOString() });
    expect(await mirrored(server, customer)).toBeUndefined();
    await mirrorAsPage({ ...customer, updatedAt: new Date(Date.now() + 60_000).toISOString() });
    expect(await mirrored(server, customer)).toMatchObject({ status: 'pending' });
  });

  it(
    'erases a redacted customer from every table, audit entries and webhook bodies included, and audits the redaction',
    { timeout: 120_000 },
    async () => {
      const [customer] = seedStoreCustomers(standIn, 1, { prefix: 'Forget.Me', tags: ['UserType:Student', 'Pending'] });
      if (!customer) throw new Error('no customer');
      const email = customer.defaultEmailAddress?.emailAddress ?? '';
      await sendCustomerWebhook(server, 'customers/create', customer);
      await sendCustomerWebhook(server, 'customers/update', customer);
      await settleStoreJobs(server);
      const row = await mirrored(server, customer);
      if (!row) throw new Error('not mirrored');
      const id = `gid://shop/Customer/${row.id}`;
      // An operator's work on the customer: an edit (the phone), a status change, each audited.
      const body = {
        id,
        startdate: '2026-01-10',
        enddate: '2026-12-20',
        school: 'North Tech',
        course: 'HVAC',
        state: 'OH',
        crm_id: '',
        as400_id: '',
        phone: '555-0199',
        dob: '',
        country: 'US',
        privacy_policy_consent: true,
        email_policy_consent: false,
        link_distributor: '',
        distributor_name: '',
        limit: '',
      };
      expect((await server.call(studentsContract.update, { body, headers: operator.headers })).status).toBe(200);
      expect(
        (
          await server.call(registrationsContract.setStatus, {
            body: { ids: id, removeTag: STATUS_TAGS.pending, addTag: STATUS_TAGS.approved },
            headers: operator.headers,
          })
        ).status,
      ).toBe(200);
      // What the defects left: a credit account under the e-mail and its audit entry naming e-mail and name.
      const now = new Date().toISOString();
      const account = await server.ctx.db
        .insertInto('credit_accounts')
        .values({
          shop_id: server.ctx.shop.id,
          name: `${customer.firstName} ${customer.lastName}`,
          name_lower: `${customer.firstName} ${customer.lastName}`.toLowerCase(),
          email,
          email_lower: email.toLowerCase(),
          balance_cents: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(server.ctx.db, {
        shop: server.ctx.shop.id,
        operatorId: operator.operator.id,
        action: 'credits.customer.create',
        target: `credit-account:${account.id}`,
        after: { email, name: `${customer.firstName} ${customer.lastName}` },
      });
      expect((await tablesHolding(server, email)).length).toBeGreaterThanOrEqual(4);

      const redact = await sendWebhook(server.url, CLIENT_SECRET, 'customers/redact', {
        shop_id: 1,
        shop_domain: 'stand-in.myshopify.com',
        customer: { id: storeIdOf(customer), email, phone: '555-0199' },
        orders_to_redact: [],
      });
      expect(redact.status).toBe(200);
      await settleStoreJobs(server);

      expect(await tablesHolding(server, email)).toEqual([]);
      expect(await tablesHolding(server, '555-0199')).toEqual([]);
      expect(await mirrored(server, customer)).toBeUndefined();
      const entries = await server.ctx.db
        .selectFrom('audit_log')
        .select(['action', 'target', 'after'])
        .where('action', '=', 'compliance.customer-redacted')
        .where('target', '=', String(storeIdOf(customer)))
        .execute();
      expect(entries).toHaveLength(1);
      // Who did what and when stays: the entries about the customer are there, without the data.
      const about = await server.ctx.db.selectFrom('audit_log').select('action').where('target', '=', id).orderBy('id').execute();
      expect(about.map((a) => a.action)).toEqual(['student.update', 'student.status']);
      expect(await server.ctx.db.selectFrom('audit_redaction_grants').selectAll().execute()).toEqual([]);
      // Outside that path the audit log is as append-only as before.
      const entry = await server.ctx.db.selectFrom('audit_log').select('id').where('target', '=', id).executeTakeFirstOrThrow();
      await expect(server.ctx.db.updateTable('audit_log').set({ after: null }).where('id', '=', entry.id).execute()).rejects.toThrow(
        /never changed or deleted/,
      );
      await expect(server.ctx.db.updateTable('audit_log').set({ action: 'x' }).where('id', '=', entry.id).execute()).rejects.toThrow(
        /never changed or deleted/,
      );
      await expect(server.ctx.db.deleteFrom('audit_log').where('id', '=', entry.id).execute()).rejects.toThrow(/never changed or deleted/);
      // A grant opens only target, before and after of its entry: never its action, nor a delete.
      await expect(
        server.ctx.db.transaction().execute(async (trx) => {
          await trx.insertInto('audit_redaction_grants').values({ audit_id: entry.id }).execute();
          await trx.updateTable('audit_log').set({ action: 'x' }).where('id', '=', entry.id).execute();
        }),
      ).rejects.toThrow(/never changed or deleted/);
      await expect(
        server.ctx.db.transaction().execute(async (trx) => {
          await trx.insertInto('audit_redaction_grants').values({ audit_id: entry.id }).execute();
          await trx.deleteFrom('audit_log').where('id', '=', entry.id).execute();
        }),
      ).rejects.toThrow(/never changed or deleted/);
    },
  );

  it('drops a webhook body once its job is done, and a failed one after 7 days', { timeout: 120_000 }, async () => {
    const [customer] = seedStoreCustomers(standIn, 1, { prefix: 'bodies' });
    if (!customer) throw new Error('no customer');
    const email = customer.defaultEmailAddress?.emailAddress ?? '';
    await sendCustomerWebhook(server, 'customers/create', customer);
    await settleStoreJobs(server);
    const payloads = await server.ctx.db
      .selectFrom('job_payloads')
      .innerJoin('jobs', 'jobs.id', 'job_payloads.job_id')
      .select(['jobs.status', 'job_payloads.payload'])
      .where('jobs.type', '=', 'store-sync.webhook')
      .execute();
    expect(payloads.length).toBeGreaterThan(0);
    expect(payloads.filter((p) => p.payload.toLowerCase().includes(email.toLowerCase()))).toEqual([]);
    // A failed delivery keeps its body for Retry for 7 days, then loses it.
    const jobId = await enqueue(
      server.ctx.db,
      storeWebhookJob,
      {
        topic: 'customers/update',
        eventId: 'failed-old',
        webhookId: 'w',
        shopDomain: 'stand-in.myshopify.com',
        receivedAt: new Date().toISOString(),
        body: { email },
      },
      { shop: FIRST_SHOP_ID, operatorId: null, runAt: new Date(Date.now() + 3600_000) },
    );
    await server.ctx.db
      .updateTable('jobs')
      .set({ status: 'failed', updated_at: new Date(Date.now() - 6 * 24 * 3600_000).toISOString() })
      .where('id', '=', jobId)
      .execute();
    await trimFailedPayloads(server.ctx.db, storeWebhookJob);
    expect((await tablesHolding(server, email)).filter((t) => t.startsWith('job_payloads'))).toEqual(['job_payloads.payload']);
    await server.ctx.db
      .updateTable('jobs')
      .set({ updated_at: new Date(Date.now() - 8 * 24 * 3600_000).toISOString() })
      .where('id', '=', jobId)
      .execute();
    expect(await trimFailedPayloads(server.ctx.db, storeWebhookJob)).toBeGreaterThanOrEqual(1);
    const kept = await server.ctx.db.selectFrom('job_payloads').select('payload').where('job_id', '=', jobId).executeTakeFirstOrThrow();
    expect(JSON.parse(kept.payload)).toMatchObject({ topic: 'customers/update', eventId: 'failed-old', body: null });
  });
});
