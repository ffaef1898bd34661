import { deleteMirrored, mirrorCustomers } from '../customers/customer-mirror';
import { fromWebhookCustomer, storeCustomerId } from '../../integrations/shopify/shopify-customers';
import type { WebhookDelivery } from './webhook-topics';
import type { AppContext } from '../../app-context';

function bodyObject(delivery: WebhookDelivery): Record<string, unknown> {
  return typeof delivery.body === 'object' && delivery.body !== null ? (delivery.body as Record<string, unknown>) : {};
}

/** customers/create and customers/update: the body's state, unless the mirror holds a newer one. */
export async function mirrorCustomerFromWebhook(ctx: AppContext, delivery: WebhookDelivery): Promise<void> {
  const customer = fromWebhookCustomer(bodyObject(delivery));
  if (!customer || !customer.updatedAt) {
    ctx.log.warn({ eventId: delivery.eventId, topic: delivery.topic }, 'customer webhook without id or updated_at ignored');
    return;
  }
  await ctx.db.transaction().execute((trx) => mirrorCustomers(trx, [customer], { linkLocal: true }));
}

/** customers/delete: the body carries only the id. */
export async function removeCustomerFromWebhook(ctx: AppContext, delivery: WebhookDelivery): Promise<void> {
  const body = bodyObject(delivery);
  const storeId = storeCustomerId(body.admin_graphql_api_id) ?? storeCustomerId(body.id);
  if (storeId !== null) await deleteMirrored(ctx.db, storeId);
}
