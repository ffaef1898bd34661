import { z } from 'zod';
import type { AdminResult, AdminVariables, ShopifyClient } from '../../integrations/shopify/shopify-client';
import { requireNoUserErrors } from '../../integrations/shopify/shopify-errors';
import { CONSOLE_NAMESPACE } from '../../integrations/shopify/shopify-customers';
import { WEBHOOK_SUBSCRIPTION_CREATE, WEBHOOK_SUBSCRIPTIONS } from '../../integrations/shopify/shopify-webhooks.graphql';
import { defineJob } from '../../platform/jobs';
import { requireStoreClient } from '../../platform/store-client';
import { storeCallsStopped } from './store-install.service';
import { WEBHOOK_PATH } from '../../platform/webhook-path';

/**
 * The topics of docs/outside-interfaces.md 'Shopify', subscribed at start. The compliance topics (customers/data_request,
 * customers/redact, shop/redact) cannot be subscribed by the API: the app's configuration declares
 * them, and they arrive at the same endpoint.
 */
export const SUBSCRIBED_TOPICS = [
  'customers/create',
  'customers/update',
  'customers/delete',
  'orders/create',
  'orders/updated',
  'products/update',
  'app/uninstalled',
] as const;

/** `customers/create` -> `CUSTOMERS_CREATE` (the WebhookSubscriptionTopic enum). */
export function topicEnum(topic: string): string {
  return topic.replace('/', '_').toUpperCase();
}

type Subscription = { id: string; topic: string; uri: string };
type Topic = AdminVariables<typeof WEBHOOK_SUBSCRIPTION_CREATE>['topic'];

async function existingSubscriptions(client: ShopifyClient): Promise<Subscription[]> {
  const out: Subscription[] = [];
  let after: string | null = null;
  for (;;) {
    const data: AdminResult<typeof WEBHOOK_SUBSCRIPTIONS> = await client.request(WEBHOOK_SUBSCRIPTIONS, { after });
    out.push(...data.webhookSubscriptions.nodes);
    if (!data.webhookSubscriptions.pageInfo.hasNextPage) return out;
    after = data.webhookSubscriptions.pageInfo.endCursor;
  }
}

/** Creates the subscriptions this console's endpoint lacks; answers the topics created. */
export async function ensureWebhookSubscriptions(client: ShopifyClient, publicUrl: string): Promise<string[]> {
  const uri = `${publicUrl}${WEBHOOK_PATH}`;
  const have = new Set((await existingSubscriptions(client)).filter((s) => s.uri === uri).map((s) => s.topic));
  const created: string[] = [];
  for (const topic of SUBSCRIBED_TOPICS) {
    if (have.has(topicEnum(topic))) continue;
    // Customer bodies then carry the `console` metafields, so the mirror need not read them back.
    const metafieldNamespaces = topic.startsWith('customers/') ? { metafieldNamespaces: [CONSOLE_NAMESPACE] } : {};
    // Each subscribed topic names one of the WebhookSubscriptionTopic values (the stand-in refuses any other).
    const data = await client.request(WEBHOOK_SUBSCRIPTION_CREATE, {
      topic: topicEnum(topic) as Topic,
      webhookSubscription: { uri, format: 'JSON', ...metafieldNamespaces },
    });
    requireNoUserErrors('WebhookSubscriptionCreate', data.webhookSubscriptionCreate);
    created.push(topic);
  }
  return created;
}

export const storeSubscribeJob = defineJob({
  type: 'store-sync.subscribe',
  title: 'Store webhook subscriptions',
  payload: z.object({}),
  flag: 'showStoreSync',
  maxAttempts: 10,
  async handler(ctx) {
    if (await storeCallsStopped(ctx.app, 'webhook subscriptions')) return;
    const created = await ensureWebhookSubscriptions(requireStoreClient(ctx.app), ctx.app.config.publicUrl);
    ctx.app.log.info({ created }, 'store webhook subscriptions checked');
    await ctx.progress(1, 1);
  },
});
