import { z } from 'zod';
import type { ShopifyClient } from '../../integrations/shopify/shopify-client';
import { requireNoUserErrors, ShopifyRequestError } from '../../integrations/shopify/shopify-errors';
import { fetchStoreCustomer, storeCustomerGid, type StoreCustomer } from '../../integrations/shopify/shopify-customers';
import {
  CUSTOMER_METAFIELDS_DELETE,
  CUSTOMER_METAFIELDS_SET,
  CUSTOMER_SET_BY_EMAIL,
  CUSTOMER_TAGS_ADD,
  CUSTOMER_TAGS_REMOVE,
} from '../../integrations/shopify/shopify-customer-writes.graphql';
import { mirrorCustomers } from '../customers/customer-mirror.service';
import { CONSOLE_NAMESPACE } from '../customers/store-customer-mapping.service';
import { defineStoreWrite } from './store-writes';

/**
 * Writes to store customers (docs/outside-interfaces.md 'Shopify'), each answered by the customer as the store then has it,
 * which the mirror takes: tags change only by tagsRemove/tagsAdd (others' tags kept), the `console`
 * metafields by metafieldsSet, a spreadsheet row by customerSet keyed on the e-mail.
 */

export async function removeTags(client: ShopifyClient, storeId: number, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const data = await client.request(CUSTOMER_TAGS_REMOVE, { id: storeCustomerGid(storeId), tags: [...tags] }, { idempotent: true });
  requireNoUserErrors('CustomerTagsRemove', data.tagsRemove);
}

export async function addTags(client: ShopifyClient, storeId: number, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const data = await client.request(CUSTOMER_TAGS_ADD, { id: storeCustomerGid(storeId), tags: [...tags] }, { idempotent: true });
  requireNoUserErrors('CustomerTagsAdd', data.tagsAdd);
}

/** Sets the `console` metafields given; an empty value is not sent (metafieldsSet refuses it: see clearMetafields). */
export async function setMetafields(client: ShopifyClient, storeId: number, values: Readonly<Record<string, string>>): Promise<void> {
  const metafields = Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => ({
      ownerId: storeCustomerGid(storeId),
      namespace: CONSOLE_NAMESPACE,
      key,
      type: 'single_line_text_field',
      value,
    }));
  if (metafields.length === 0) return;
  const data = await client.request(CUSTOMER_METAFIELDS_SET, { metafields }, { idempotent: true });
  requireNoUserErrors('CustomerMetafieldsSet', data.metafieldsSet);
}

/** Deletes these `console` metafields: a field emptied in an edit must not keep its old value on the store. Deleting twice changes nothing. */
export async function clearMetafields(client: ShopifyClient, storeId: number, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const metafields = keys.map((key) => ({ ownerId: storeCustomerGid(storeId), namespace: CONSOLE_NAMESPACE, key }));
  const data = await client.request(CUSTOMER_METAFIELDS_DELETE, { metafields }, { idempotent: true });
  requireNoUserErrors('CustomerMetafieldsDelete', data.metafieldsDelete);
}

async function storeState(client: ShopifyClient, storeId: number): Promise<StoreCustomer> {
  const customer = await fetchStoreCustomer(client, storeId);
  if (!customer) throw new ShopifyRequestError(`Customer ${storeId} is not in the store`, 'CustomerForMirror');
  return customer;
}

const tagChange = z.object({ storeId: z.number().int(), remove: z.array(z.string()), add: z.array(z.string()) });

/** Status tags (approve, reject, disable): tagsRemove then tagsAdd, other tags kept. */
export const customerTagsWrite = defineStoreWrite({
  kind: 'customer.tags',
  payload: tagChange,
  async send(client, p): Promise<StoreCustomer> {
    await removeTags(client, p.storeId, p.remove);
    await addTags(client, p.storeId, p.add);
    return storeState(client, p.storeId);
  },
  async apply(ctx, trx, _p, answer) {
    await mirrorCustomers(trx, ctx.shop.id, [answer], { linkLocal: false });
  },
});

/** An edit: the `console` metafields (set, or deleted when emptied) and the key:value tags (crm_id:, discount_limit: …) it changes. */
export const customerProfileWrite = defineStoreWrite({
  kind: 'customer.profile',
  // `clear`: the keys the edit emptied (optional, so writes queued before it still parse).
  payload: tagChange.extend({ metafields: z.record(z.string(), z.string()), clear: z.array(z.string()).optional() }),
  async send(client, p): Promise<StoreCustomer> {
    await setMetafields(client, p.storeId, p.metafields);
    await clearMetafields(client, p.storeId, p.clear ?? []);
    await removeTags(client, p.storeId, p.remove);
    await addTags(client, p.storeId, p.add);
    return storeState(client, p.storeId);
  },
  async apply(ctx, trx, _p, answer) {
    await mirrorCustomers(trx, ctx.shop.id, [answer], { linkLocal: false });
  },
});

export const customerSetInput = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  tags: z.array(z.string()),
  metafields: z.record(z.string(), z.string()),
});
export type CustomerSetInput = z.infer<typeof customerSetInput>;

/** One spreadsheet row: create or update the customer with this e-mail (customerSet), then add its tags. */
export async function setCustomerByEmail(client: ShopifyClient, row: CustomerSetInput): Promise<StoreCustomer> {
  const input = { email: row.email, firstName: row.firstName, lastName: row.lastName };
  const data = await client.request(CUSTOMER_SET_BY_EMAIL, { input, identifier: { email: row.email } }, { idempotent: true });
  const payload = requireNoUserErrors('CustomerSetByEmail', data.customerSet);
  const storeId = Number(payload.customer?.id.split('/').pop());
  if (!Number.isFinite(storeId)) throw new ShopifyRequestError('customerSet answered no customer', 'CustomerSetByEmail');
  // CustomerSetInput has no metafields, and its `tags` would replace the list: both follow on their own.
  await setMetafields(client, storeId, row.metafields);
  await addTags(client, storeId, row.tags);
  return storeState(client, storeId);
}

export const customerSetWrite = defineStoreWrite({
  kind: 'customer.set',
  payload: customerSetInput,
  send: setCustomerByEmail,
  async apply(ctx, trx, _p, answer) {
    await mirrorCustomers(trx, ctx.shop.id, [answer], { linkLocal: true });
  },
});
