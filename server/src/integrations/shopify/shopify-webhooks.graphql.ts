/** Webhook subscriptions (docs/outside-interfaces.md 'Shopify'): read what exists, create what is missing, by `uri`. */
export const WEBHOOK_SUBSCRIPTIONS = /* GraphQL */ `
  query WebhookSubscriptionsList($after: String) {
    webhookSubscriptions(first: 50, after: $after) {
      nodes { id topic uri }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

export const WEBHOOK_SUBSCRIPTION_CREATE = /* GraphQL */ `
  mutation WebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
    webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
      webhookSubscription { id topic uri }
      userErrors { field message }
    }
  }
`;
