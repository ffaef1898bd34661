import type { FastifyInstance } from 'fastify';
import { storeSyncContract as c } from '@console/contracts/store-sync.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { mirrorCustomerFromWebhook, removeCustomerFromWebhook } from './customer-webhooks';
import { registerStoreWebhookRoutes } from './store-webhooks.routes';
import { startFullLoad, storeSyncStatus } from './store-sync.service';
import { registerWebhookTopic } from '../../platform/webhook-topics';

/** The Store sync screen's calls, the webhook endpoint and the customer topics of the mirror. */
export function registerStoreSyncRoutes(app: FastifyInstance, org: OrgContext): void {
  registerCall(app, c.status, ({ ctx }) => storeSyncStatus(ctx));
  registerCall(app, c.fullLoad, ({ ctx, operator }) => startFullLoad(ctx, operator));
  registerWebhookTopic('customers/create', mirrorCustomerFromWebhook);
  registerWebhookTopic('customers/update', mirrorCustomerFromWebhook);
  registerWebhookTopic('customers/delete', removeCustomerFromWebhook);
  registerStoreWebhookRoutes(app, org, () => org.config.shopify?.clientSecret ?? null);
}
