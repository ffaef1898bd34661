import type { ShopifyClient } from '../../integrations/shopify/shopify-client';
import { storeCustomerGid } from '../../integrations/shopify/shopify-customers';
import { createShopifyStoreCredit, customerIdByEmail } from '../../integrations/shopify/shopify-store-credit';
import type { StoreCredit } from '../../integrations/store-credit/store-credit.port';
import { setCustomerByEmail } from '../store-sync/customer-writes.service';
import { splitName } from '../store-sync/store-customer-enrolment.service';

/**
 * A call whose answer was lost is called again only after this long with nothing landed: far beyond
 * the client's timeout (30 s, no resend of a mutation whose outcome is unknown).
 */
const RECALL_AFTER_MS = 10 * 60_000;
/** The client's timeout (30 s) and a little for the clocks of the store and ours. */
const CALL_WINDOW_MS = 35_000;

/** Store credit on the connected Shopify store: the customer is found by e-mail, or made with customerSet. */
export function createStoreCredit(client: ShopifyClient): StoreCredit {
  return {
    port: createShopifyStoreCredit(client),
    async customerFor(email, name) {
      const found = await customerIdByEmail(client, email);
      if (found) return found;
      const made = await setCustomerByEmail(client, { email, ...splitName(name), tags: [], metafields: {} });
      return storeCustomerGid(made.storeId);
    },
    recallAfterMs: RECALL_AFTER_MS,
    callWindowMs: CALL_WINDOW_MS,
  };
}
