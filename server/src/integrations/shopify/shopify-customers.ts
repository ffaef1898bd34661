import type { AdminResult, ShopifyClient } from './shopify-client';
import { readBulkJsonl, waitForBulkOperation, type BulkQueryOptions, type BulkRecord } from './shopify-bulk';
import { BULK_OPERATION_RUN_QUERY } from './shopify-bulk.graphql';
import { ShopifyRequestError, ShopifyUserErrors } from './shopify-errors';
import {
  CUSTOMER_FOR_MIRROR,
  CUSTOMER_IDS_PAGE,
  CUSTOMERS_COUNT,
  CUSTOMERS_MIRROR_EXPORT,
  CUSTOMERS_UPDATED_SINCE,
} from './shopify-customers.graphql';

/**
 * A customer as the store has it (docs/outside-interfaces.md 'Shopify'), whatever way it arrived: a bulk-export line, a
 * GraphQL node or a webhook's REST-shaped body. `metafields` (namespace `console`) and
 * `storeCreditCents` are null when the source does not carry them (a webhook body has no
 * metafields): the mirror then keeps what it has.
 */
export interface StoreCustomer {
  storeId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** ENABLED, DISABLED, INVITED or DECLINED. */
  state: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  metafields: Record<string, string> | null;
  storeCreditCents: number | null;
}

export const CUSTOMER_GID_TYPE = 'gid://shopify/Customer/';

/** The metafield namespace of the console's customer fields (docs/outside-interfaces.md 'Shopify'). */
export const CONSOLE_NAMESPACE = 'console';

/** The numeric id of `gid://shopify/Customer/123` (or a bare number); null for anything else. */
export function storeCustomerId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? (value.split('/').pop() ?? '') : '';
  return /^\d{1,16}$/.test(text) ? Number(text) : null;
}

export function storeCustomerGid(storeId: number): string {
  return `${CUSTOMER_GID_TYPE}${storeId}`;
}

/** MoneyV2's decimal text ("25.0") in integer cents. */
export function moneyCents(amount: unknown): number {
  const value = Number(typeof amount === 'string' || typeof amount === 'number' ? amount : NaN);
  if (!Number.isFinite(value)) throw new Error(`Not an amount: ${String(amount)}`);
  return Math.round(value * 100);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Webhook bodies carry tags as one comma-separated text; GraphQL as a list. */
function tagList(value: unknown): string[] {
  if (Array.isArray(value))
    return value
      .filter((t): t is string => typeof t === 'string')
      .map((t) => t.trim())
      .filter(Boolean);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
  return [];
}

interface Children {
  metafields: Record<string, string> | null;
  storeCreditCents: number | null;
}

/** A customer node (query answer or bulk line) with its metafields and credit balances gathered. */
export function fromGraphqlCustomer(node: Record<string, unknown>, children: Children): StoreCustomer | null {
  const storeId = storeCustomerId(node.id);
  if (storeId === null) return null;
  const email = node.defaultEmailAddress as { emailAddress?: unknown } | null | undefined;
  return {
    storeId,
    email: text(email?.emailAddress),
    firstName: text(node.firstName),
    lastName: text(node.lastName),
    state: text(node.state) || 'ENABLED',
    tags: tagList(node.tags),
    createdAt: text(node.createdAt),
    updatedAt: text(node.updatedAt),
    metafields: children.metafields,
    storeCreditCents: children.storeCreditCents,
  };
}

/**
 * The `console` metafields of a webhook body: a subscription made with `metafieldNamespaces`
 * carries them as a `metafields` list (all of that namespace, so a key missing is a key deleted);
 * null when the body has no such list.
 */
function webhookMetafields(value: unknown, namespace: string): Record<string, string> | null {
  if (!Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const m of value as Array<Record<string, unknown> | null>) {
    if (m && m.namespace === namespace && typeof m.key === 'string' && typeof m.value === 'string') out[m.key] = m.value;
  }
  return out;
}

/** A `customers/*` webhook body (REST shape: snake_case, numeric id, tags as one text, lower-case state). */
export function fromWebhookCustomer(body: Record<string, unknown>): StoreCustomer | null {
  const storeId = storeCustomerId(body.admin_graphql_api_id) ?? storeCustomerId(body.id);
  if (storeId === null) return null;
  return {
    storeId,
    email: text(body.email),
    firstName: text(body.first_name),
    lastName: text(body.last_name),
    state: text(body.state) || 'enabled',
    tags: tagList(body.tags),
    createdAt: text(body.created_at),
    updatedAt: text(body.updated_at),
    metafields: webhookMetafields(body.metafields, CONSOLE_NAMESPACE),
    storeCreditCents: null,
  };
}

type Nodes<T> = { nodes: T[] } | null | undefined;
type MetafieldNode = { key: string; value: string };
type CreditNode = { balance: { amount: string } };

function metafieldsOf(nodes: readonly MetafieldNode[]): Record<string, string> {
  return Object.fromEntries(nodes.map((m) => [m.key, m.value]));
}

/** The sum of the customer's store-credit accounts (one per currency; a shop sells in one). */
function creditOf(nodes: readonly CreditNode[]): number {
  return nodes.reduce((sum, n) => sum + moneyCents(n.balance.amount), 0);
}

/** A customer node of CUSTOMER_FOR_MIRROR / CUSTOMERS_UPDATED_SINCE. */
export function fromCustomerNode(node: Record<string, unknown>): StoreCustomer | null {
  const metafields = (node.metafields as Nodes<MetafieldNode>)?.nodes ?? [];
  const credits = (node.storeCreditAccounts as Nodes<CreditNode>)?.nodes ?? [];
  return fromGraphqlCustomer(node, { metafields: metafieldsOf(metafields), storeCreditCents: creditOf(credits) });
}

export async function fetchStoreCustomer(client: ShopifyClient, storeId: number): Promise<StoreCustomer | null> {
  const data = await client.request(CUSTOMER_FOR_MIRROR, { id: storeCustomerGid(storeId) });
  return data.customer ? fromCustomerNode(data.customer) : null;
}

/** Customers changed after `since` (ISO), oldest change first, a page at a time (docs/outside-interfaces.md 'Shopify' reconciliation). */
export async function* customersUpdatedSince(client: ShopifyClient, since: string | null): AsyncGenerator<StoreCustomer[]> {
  yield* customersMatching(client, since ? `updated_at:>'${since}'` : '');
}

/** Customers matching a search of the store (`tag:Approved AND tag:Disabled`), a page at a time. */
export async function* customersMatching(client: ShopifyClient, query: string): AsyncGenerator<StoreCustomer[]> {
  let after: string | null = null;
  for (;;) {
    const data: AdminResult<typeof CUSTOMERS_UPDATED_SINCE> = await client.request(CUSTOMERS_UPDATED_SINCE, { query, after });
    yield data.customers.nodes.map(fromCustomerNode).filter((c): c is StoreCustomer => c !== null);
    if (!data.customers.pageInfo.hasNextPage) return;
    after = data.customers.pageInfo.endCursor;
  }
}

/** Every customer's id and update time, by id: the nightly count-and-repair walk. */
export async function* storeCustomerIds(client: ShopifyClient): AsyncGenerator<Array<{ storeId: number; updatedAt: string }>> {
  let after: string | null = null;
  for (;;) {
    const data: AdminResult<typeof CUSTOMER_IDS_PAGE> = await client.request(CUSTOMER_IDS_PAGE, { after });
    yield data.customers.nodes.flatMap((n) => {
      const storeId = storeCustomerId(n.id);
      return storeId === null ? [] : [{ storeId, updatedAt: n.updatedAt }];
    });
    if (!data.customers.pageInfo.hasNextPage) return;
    after = data.customers.pageInfo.endCursor;
  }
}

export async function countStoreCustomers(client: ShopifyClient): Promise<number> {
  const data = await client.request(CUSTOMERS_COUNT);
  return data.customersCount?.count ?? 0;
}

/** Starts the bulk export of every customer; answers the operation id, kept so a crash can resume it. */
export async function startCustomersExport(
  client: ShopifyClient,
  options: Pick<BulkQueryOptions, 'sleep' | 'pollMs'> = {},
): Promise<string> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (;;) {
    const data = await client.request(
      BULK_OPERATION_RUN_QUERY,
      { query: CUSTOMERS_MIRROR_EXPORT, groupObjects: true },
      { idempotent: true },
    );
    const errors = data.bulkOperationRunQuery?.userErrors ?? [];
    // One bulk query at a time per shop: wait for the other to end.
    if (errors.some((e) => e.code === 'OPERATION_IN_PROGRESS' || e.code === 'LIMIT_REACHED')) {
      await sleep(options.pollMs ?? 1000);
      continue;
    }
    if (errors.length) throw new ShopifyUserErrors('BulkOperationRunQuery', errors);
    const id = data.bulkOperationRunQuery?.bulkOperation?.id;
    if (!id) throw new ShopifyRequestError('bulkOperationRunQuery answered no operation', 'BulkOperationRunQuery');
    return id;
  }
}

export { waitForBulkOperation };

/** One customer of the export and the number of JSONL lines read up to and including its children. */
export interface ExportedCustomer {
  customer: StoreCustomer;
  linesEnd: number;
}

/**
 * The export's customers one at a time, with their metafields and credit balances (children lines
 * follow their parent under groupObjects). `skipLines` lines are passed over first: a resume after a
 * crash starts at the first customer not yet committed. Holds one customer at a time.
 */
export async function* readCustomersExport(
  url: string,
  skipLines: number,
  options: Pick<BulkQueryOptions, 'fetch'> = {},
): AsyncGenerator<ExportedCustomer> {
  let line = 0;
  let current: { node: BulkRecord; metafields: Record<string, string>; credit: number } | null = null;
  const finish = (linesEnd: number): ExportedCustomer | null => {
    if (!current) return null;
    const customer = fromGraphqlCustomer(current.node, { metafields: current.metafields, storeCreditCents: current.credit });
    return customer ? { customer, linesEnd } : null;
  };
  for await (const record of readBulkJsonl(url, options)) {
    line += 1;
    if (line <= skipLines) continue;
    if (record.__parentId === undefined) {
      const done = finish(line - 1);
      if (done) yield done;
      current = { node: record, metafields: {}, credit: 0 };
      continue;
    }
    if (!current) continue;
    if (typeof record.key === 'string' && typeof record.value === 'string') current.metafields[record.key] = record.value;
    const balance = record.balance as { amount?: unknown } | undefined;
    if (balance?.amount !== undefined) current.credit += moneyCents(balance.amount);
  }
  const last = finish(line);
  if (last) yield last;
}
