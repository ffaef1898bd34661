import { customerWebhookBody, sendWebhook } from '../../server/test/shopify-stand-in/webhook-sender';
import { STORE_BASE_URL, STORE_CLIENT_ID, STORE_CLIENT_SECRET, STORE_STAND_IN_URL } from './env';

/**
 * The store specs' hands on the Shopify stand-in, over its own HTTP API as any app would: a token,
 * Admin GraphQL calls, and the signed webhook the store sends after a change.
 */
async function token(): Promise<string> {
  const res = await fetch(`${STORE_STAND_IN_URL}/admin/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: STORE_CLIENT_ID, client_secret: STORE_CLIENT_SECRET, grant_type: 'client_credentials' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function storeGraphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  // The stand-in's cost bucket is small: wait out a throttle like the console does.
  for (;;) {
    const res = await fetch(`${STORE_STAND_IN_URL}/admin/api/2026-07/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Access-Token': await token() },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await res.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
    if (answer.errors?.some((e) => e.extensions?.code === 'THROTTLED')) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    if (answer.errors?.length || !answer.data) throw new Error(`stand-in: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  }
}

export interface StoreCustomerState {
  id: string;
  tags: string[];
  firstName: string;
  lastName: string;
  state: string;
  createdAt: string;
  updatedAt: string;
  defaultEmailAddress: { emailAddress: string } | null;
}

export async function storeCustomerByEmail(email: string): Promise<StoreCustomerState> {
  const data = await storeGraphql<{ customers: { nodes: StoreCustomerState[] } }>(
    'query E2eCustomerByEmail($q: String!) { customers(first: 1, query: $q) { nodes { id tags firstName lastName state createdAt updatedAt defaultEmailAddress { emailAddress } } } }',
    { q: `email:${email}` },
  );
  const customer = data.customers.nodes[0];
  if (!customer) throw new Error(`stand-in has no customer ${email}`);
  return customer;
}

/** What an admin of the shop does in the store's own admin: tags changed there, not through the console. */
export async function changeTagsOnStore(id: string, remove: string[], add: string[]): Promise<void> {
  await storeGraphql(
    'mutation E2eTagsRemove($id: ID!, $tags: [String!]!) { tagsRemove(id: $id, tags: $tags) { userErrors { message } } }',
    { id, tags: remove },
  );
  await storeGraphql('mutation E2eTagsAdd($id: ID!, $tags: [String!]!) { tagsAdd(id: $id, tags: $tags) { userErrors { message } } }', {
    id,
    tags: add,
  });
}

/** The customers/update webhook the store sends after such a change, signed with the app's secret. */
export async function sendCustomerUpdate(c: StoreCustomerState): Promise<number> {
  return (await sendWebhook(STORE_BASE_URL, STORE_CLIENT_SECRET, 'customers/update', customerWebhookBody(c))).status;
}

/** The same app installed on another shop (a dev shop) sends its own webhook, signed with the same secret. */
export async function sendAsAnotherShop(topic: string, c: StoreCustomerState, shop: string): Promise<number> {
  return (await sendWebhook(STORE_BASE_URL, STORE_CLIENT_SECRET, topic, customerWebhookBody(c), { shop })).status;
}
