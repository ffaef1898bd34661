import type { ShopContext } from '../app-context';

/** One webhook delivery, verified and recorded, handed to the handlers of its topic inside a job. */
export interface WebhookDelivery {
  topic: string;
  eventId: string;
  webhookId: string;
  shopDomain: string;
  receivedAt: string;
  /** The JSON body as the store sent it (REST shape). */
  body: unknown;
}

export type WebhookHandler = (ctx: ShopContext, delivery: WebhookDelivery) => Promise<void>;

/**
 * The topic-handler registry of POST /webhooks/shopify (docs/outside-interfaces.md 'Shopify'). A feature adds its topics
 * from its own registration function (`registerWebhookTopic('orders/create', handleOrder)`), so
 * this module never names another feature. A handler runs in a retried job and must be idempotent:
 * the same event id is handed over once, but a crash may run its job again.
 */
const handlers = new Map<string, WebhookHandler[]>();

/** Adding the same handler twice (a second app in one process) is a no-op. */
export function registerWebhookTopic(topic: string, handler: WebhookHandler): void {
  const list = handlers.get(topic) ?? [];
  if (!list.includes(handler)) list.push(handler);
  handlers.set(topic, list);
}

export function webhookHandlers(topic: string): readonly WebhookHandler[] {
  return handlers.get(topic) ?? [];
}

export function webhookTopics(): string[] {
  return [...handlers.keys()].sort();
}
