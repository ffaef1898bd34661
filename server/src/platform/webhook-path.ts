/** Where the store delivers webhooks (DESIGN.md §10). */
export const WEBHOOK_PATH = '/webhooks/shopify';
