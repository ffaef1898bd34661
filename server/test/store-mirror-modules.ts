import { standInModules } from './shopify-stand-in/stand-in-modules';
import { customersModule } from './shopify-stand-in/customers.module';
import { webhooksModule } from './shopify-stand-in/webhooks.module';
import { bulkMutationsModule } from './shopify-stand-in/bulk-mutations.module';

/** The stand-in's modules with the customer mirror's (customers, webhook subscriptions, bulk mutations): API tests and the store e2e. */
export const MIRROR_MODULES = [...standInModules, customersModule, webhooksModule, bulkMutationsModule];
