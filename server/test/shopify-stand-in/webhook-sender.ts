import { randomUUID } from 'node:crypto';
import { webhookSignature } from '../../src/features/store-sync/webhook-signature';
import type { CustomerRecord } from './customers.module';
import { STAND_IN_SHOP } from './token-exchange.module';

/**
 * What the store sends to POST /webhooks/shopify (docs/outside-interfaces.md 'Shopify'): a REST-shaped body, signed with
 * the app's client secret, as the stand-in's shop. Tests choose the event id (to send a duplicate), may
 * spoil the signature and may send as another shop (one app on a dev, a staging and a production shop).
 */
export interface SentWebhook {
  status: number;
  body: unknown;
  eventId: string;
}

export async function sendWebhook(
  consoleUrl: string,
  secret: string,
  topic: string,
  body: unknown,
  options: { eventId?: string; signature?: string; shop?: string } = {},
): Promise<SentWebhook> {
  const raw = Buffer.from(JSON.stringify(body));
  const eventId = options.eventId ?? randomUUID();
  const res = await fetch(`${consoleUrl}/webhooks/shopify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Topic': topic,
      'X-Shopify-Hmac-Sha256': options.signature ?? webhookSignature(raw, secret),
      'X-Shopify-Shop-Domain': options.shop ?? STAND_IN_SHOP,
      'X-Shopify-Event-Id': eventId,
      'X-Shopify-Webhook-Id': randomUUID(),
      'X-Shopify-API-Version': '2026-07',
    },
    body: raw,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: res.status, body: parsed, eventId };
}

/** The fields of a store customer a customers/* webhook carries (the stand-in's record, or the same read over GraphQL by e2e). */
export type WebhookCustomer = Pick<
  CustomerRecord,
  'id' | 'defaultEmailAddress' | 'firstName' | 'lastName' | 'state' | 'tags' | 'createdAt' | 'updatedAt'
>;

/**
 * A customers/* body as the REST webhook carries it: numeric id, snake_case, tags as one text,
 * lower-case state; with `metafields` (a subscription made with metafieldNamespaces) their list.
 */
export function customerWebhookBody(
  c: WebhookCustomer,
  options: { metafields?: ReadonlyArray<{ namespace: string; key: string; value: string }> } = {},
): Record<string, unknown> {
  return {
    id: Number(c.id.split('/').pop()),
    admin_graphql_api_id: c.id,
    email: c.defaultEmailAddress?.emailAddress ?? null,
    first_name: c.firstName,
    last_name: c.lastName,
    state: c.state.toLowerCase(),
    tags: c.tags.join(', '),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    ...(options.metafields
      ? {
          metafields: options.metafields.map((m) => ({
            namespace: m.namespace,
            key: m.key,
            value: m.value,
            type: 'single_line_text_field',
            owner_resource: 'customer',
          })),
        }
      : {}),
  };
}
