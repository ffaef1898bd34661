import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { recordUninstall } from '../store-sync/store-install';
import { registerWebhookTopic, type WebhookDelivery } from '../store-sync/webhook-topics';

interface RedactBody {
  shop_domain?: string;
  customer?: { id?: number | string; email?: string };
}

/**
 * customers/redact (DESIGN.md §10): removes what the console holds of that customer (the customer
 * row, matched by store id or e-mail, and its membership sync records) and audits that it did, naming
 * only ids; the audit log itself is left as it is. Idempotent: a second run finds nothing.
 */
async function redactCustomer(ctx: AppContext, delivery: WebhookDelivery): Promise<void> {
  const body = (delivery.body ?? {}) as RedactBody;
  const storeId = Number(body.customer?.id);
  const email = typeof body.customer?.email === 'string' ? body.customer.email.toLowerCase() : null;
  await ctx.db.transaction().execute(async (trx) => {
    const byStoreId = Number.isSafeInteger(storeId) ? await trx.selectFrom('customers').select('id').where('store_id', '=', storeId).execute() : [];
    const byEmail = email ? await trx.selectFrom('customers').select('id').where('email_lower', '=', email).execute() : [];
    const ids = [...new Set([...byStoreId, ...byEmail].map((r) => r.id))];
    if (ids.length > 0) {
      await trx.deleteFrom('membership_syncs').where('customer_id', 'in', ids).execute();
      await trx.deleteFrom('customers').where('id', 'in', ids).execute();
    }
    await writeAudit(trx, { operatorId: null, action: 'compliance.customer-redacted', target: String(Number.isSafeInteger(storeId) ? storeId : 'unknown'), after: { eventId: delivery.eventId, removedCustomerIds: ids } });
  });
}

/** customers/data_request and shop/redact: recorded for the administrator, who answers them from the store's records. */
async function recordComplianceRequest(ctx: AppContext, delivery: WebhookDelivery): Promise<void> {
  const body = (delivery.body ?? {}) as RedactBody;
  await writeAudit(ctx.db, { operatorId: null, action: `compliance.${delivery.topic.replace('/', '.')}`, target: String(body.customer?.id ?? delivery.shopDomain), after: { eventId: delivery.eventId } });
}

export function registerComplianceWebhooks(_app: FastifyInstance, _ctx: AppContext): void {
  registerWebhookTopic('customers/redact', redactCustomer);
  registerWebhookTopic('customers/data_request', recordComplianceRequest);
  registerWebhookTopic('shop/redact', recordComplianceRequest);
  // The app's lifecycle webhook arrives beside the compliance ones: it stops background store calls.
  registerWebhookTopic('app/uninstalled', recordUninstall);
}
