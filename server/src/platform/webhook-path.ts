/** Where the store delivers webhooks (docs/outside-interfaces.md 'Shopify'). */
export const WEBHOOK_PATH = '/webhooks/shopify';
