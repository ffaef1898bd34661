import type { DbOrTrx } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import type { ShopContext } from '../../app-context';
import type { WebhookDelivery } from '../../platform/webhook-topics';
import { countForeignWebhook as countForeign, recordWebhookEvent, setWebhookEventJob } from './store-sync.repository';
import { storeWebhookJob } from './store-webhooks.jobs';

/**
 * Records a delivery and queues its job in one transaction, once per event id: a repeated event answers null and
 * changes nothing more (Shopify redelivers the same event id).
 */
export async function acceptWebhook(ctx: ShopContext, delivery: WebhookDelivery): Promise<number | null> {
  const shop = ctx.shop.id;
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await recordWebhookEvent(trx, shop, delivery))) return null;
    const id = await enqueue(trx, storeWebhookJob, delivery, { shop, operatorId: null, dedupeKey: `store-webhook:${delivery.eventId}` });
    await setWebhookEventJob(trx, shop, delivery.eventId, id);
    return id;
  });
}

/** Counts a delivery for a domain that is no shop of this install (shown on Store sync, nothing else changes). */
export function countForeignWebhook(db: DbOrTrx, shopDomain: string, topic: string, at: string): Promise<void> {
  return countForeign(db, shopDomain, topic, at);
}
