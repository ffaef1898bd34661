import { deleteMirrored, mirrorCustomers, mirrorMetafields, mirroredByStoreId } from '../customers/customer-mirror.service';
import { isoInstant } from '../customers/store-customer-mapping.service';
import { fetchStoreCustomer, fromWebhookCustomer, storeCustomerId } from '../../integrations/shopify/shopify-customers';
import { storeClient } from '../../platform/store-client';
import type { WebhookDelivery } from '../../platform/webhook-topics';
import type { ShopContext } from '../../app-context';

function bodyObject(delivery: WebhookDelivery): Record<string, unknown> {
  return typeof delivery.body === 'object' && delivery.body !== null ? (delivery.body as Record<string, unknown>) : {};
}

/**
 * customers/create and customers/update: the body's state, unless the mirror holds a newer one.
 * The `console` metafields come with the body when the subscription asked for them
 * (`metafieldNamespaces`); otherwise they are read from the store after the body is mirrored, so a
 * metafield changed on the store reaches the mirror with its webhook. Only the metafields are taken
 * from that read: the rest of the row stays the body's, and the customer's later webhooks bring the
 * rest. A store that does not answer fails the job, which retries.
 */
export async function mirrorCustomerFromWebhook(ctx: ShopContext, delivery: WebhookDelivery): Promise<void> {
  const customer = fromWebhookCustomer(bodyObject(delivery));
  if (!customer || !customer.updatedAt) {
    ctx.log.warn({ eventId: delivery.eventId, topic: delivery.topic }, 'customer webhook without id or updated_at ignored');
    return;
  }
  await ctx.db.transaction().execute((trx) => mirrorCustomers(trx, ctx.shop.id, [customer], { linkLocal: true }));
  if (customer.metafields !== null) return;
  const client = storeClient(ctx);
  const row = await mirroredByStoreId(ctx.db, ctx.shop.id, customer.storeId);
  // Only when this delivery is the newest state known: an older one has nothing to add.
  if (!client || !row || (row.store_updated_at !== null && row.store_updated_at > isoInstant(customer.updatedAt))) return;
  const current = await fetchStoreCustomer(client, customer.storeId);
  if (current?.metafields) await mirrorMetafields(ctx.db, ctx.shop.id, customer.storeId, current.metafields, current.updatedAt);
}

/** customers/delete: the body carries only the id. */
export async function removeCustomerFromWebhook(ctx: ShopContext, delivery: WebhookDelivery): Promise<void> {
  const body = bodyObject(delivery);
  const storeId = storeCustomerId(body.admin_graphql_api_id) ?? storeCustomerId(body.id);
  // For good: no state the store had before (a late customers/update) brings it back.
  if (storeId !== null) await deleteMirrored(ctx.db, ctx.shop.id, storeId, isoInstant(delivery.receivedAt));
}
