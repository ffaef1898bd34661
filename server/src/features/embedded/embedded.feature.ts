import { defineFeature } from '../../platform/feature';
import { registerComplianceWebhooks } from './compliance-webhooks';

/** The Shopify embedded app: its identity and launch page are wired in app.ts (they wrap the access hook and the page answer). */
export const embeddedFeature = defineFeature({
  name: 'embedded',
  routes: [registerComplianceWebhooks],
});
