import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopifyConfig } from '../src/platform/config';
import { createDb } from '../src/platform/db';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { groupBulkRecords, runBulkQuery, type BulkGroup } from '../src/integrations/shopify/shopify-bulk';
import { createShopifyClient, runtimeDocument, type ShopifyLog } from '../src/integrations/shopify/shopify-client';
import { ShopifyUnavailable } from '../src/integrations/shopify/shopify-errors';
import { stagedUpload } from '../src/integrations/shopify/shopify-staged-upload';
import { createShopifyStandIn, type ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { standInModules } from './shopify-stand-in/stand-in-modules';
import { seedProduct } from './shopify-stand-in/products.module';

/** The one Admin API client against the stand-in: token, limiter, retries, bulk reads, staged uploads. */
// Documents of this test only (code generation types the server's): their result types are written here.
type Product = { product: { title: string; variants: { nodes: { sku: string; price: string }[] } } };
const PRODUCT = runtimeDocument<Product>(
  `query ClientTestProduct($id: ID!) { product(id: $id) { id title variants(first: 5) { nodes { id sku price } } } }`,
);
const COSTLY = runtimeDocument<unknown>(
  `query ClientTestCostly($id: ID!) { product(id: $id) { id variants(first: 12) { nodes { id inventoryItem { id measurement { weight { value unit } } } } } } }`,
);
const BULK = `query ClientTestBulk { products { edges { node { id handle variants { edges { node { id sku price } } } } } } }`;

let standIn: ShopifyStandIn;
let config: ShopifyConfig;
const logged: { operation?: string; cost?: number | null }[] = [];
const log: ShopifyLog = { info: (obj) => logged.push(obj), warn: () => {} };
const fastSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.min(ms, 50)));

beforeAll(async () => {
  standIn = await createShopifyStandIn({
    modules: standInModules,
    bucket: { maximumAvailable: 100, restoreRate: 50 },
    tokenLifetimeSeconds: 3600,
  });
  for (let n = 1; n <= 3; n += 1) {
    seedProduct(standIn.state, {
      title: `Drill ${n}`,
      handle: `drill-${n}`,
      variants: [
        { sku: `DR-${n}-A`, price: '10.0' },
        { sku: `DR-${n}-B`, price: '12.5' },
      ],
    });
  }
  config = standIn.config;
});

function firstProductId(): string {
  const product = standIn.state.all('Product')[0];
  if (!product) throw new Error('no product seeded');
  return product.id;
}

afterAll(async () => {
  await standIn.close();
});

describe('Shopify Admin API client', () => {
  it('gets a token by client credentials, sends the named operation, logs it with its cost', async () => {
    const client = createShopifyClient(config, { log });
    const id = firstProductId();
    const data = await client.request(PRODUCT, { id });
    expect(data.product.title).toBe('Drill 1');
    expect(data.product.variants.nodes.map((v) => v.price)).toEqual(['10.0', '12.5']);
    expect(standIn.tokenRequests).toBeGreaterThanOrEqual(1);
    expect(standIn.calls('ClientTestProduct').at(-1)?.variables).toEqual({ id });
    expect(logged.some((l) => l.operation === 'ClientTestProduct' && typeof l.cost === 'number')).toBe(true);
  });

  it('asks for a new token once when the store answers 401 (expired token)', async () => {
    const client = createShopifyClient(config, { log });
    const id = firstProductId();
    await client.request(PRODUCT, { id });
    const before = standIn.tokenRequests;
    standIn.expireTokens();
    await client.request(PRODUCT, { id });
    expect(standIn.tokenRequests).toBe(before + 1);
  });

  it('refuses a call made inside one of our database transactions, and sends nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-trx-'));
    const db = createDb({ databaseUrl: null, dataDir });
    try {
      const client = createShopifyClient(config, { log });
      const id = firstProductId();
      const before = standIn.calls('ClientTestProduct').length;
      await expect(db.transaction().execute(() => client.request(PRODUCT, { id }))).rejects.toThrow(
        'ClientTestProduct was called inside a database transaction',
      );
      expect(standIn.calls('ClientTestProduct')).toHaveLength(before);
      // Before and after a transaction, the same call goes through.
      await db.transaction().execute(async () => {});
      await client.request(PRODUCT, { id });
      expect(standIn.calls('ClientTestProduct')).toHaveLength(before + 1);
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('waits and retries THROTTLED, 429 and 5xx answers until the call goes through', async () => {
    const client = createShopifyClient(config, { log, sleep: fastSleep });
    const id = firstProductId();
    standIn.fault({ operation: 'ClientTestProduct', throttle: true }, 3);
    standIn.fault({ operation: 'ClientTestProduct', status: 429 });
    standIn.fault({ operation: 'ClientTestProduct', status: 503 });
    const before = standIn.calls('ClientTestProduct').length;
    const data = await client.request(PRODUCT, { id });
    expect(data.product.title).toBe('Drill 1');
    expect(
      standIn
        .calls('ClientTestProduct')
        .slice(before)
        .map((c) => c.outcome),
    ).toEqual(['throttled', 'throttled', 'throttled', '429', '503', 'ok']);
  });

  it('keeps within the cost bucket: many calls in a row are never throttled by the store', async () => {
    const client = createShopifyClient(config, { log });
    const id = firstProductId();
    // About 50 points a call against a bucket of 100 restoring 50 a second.
    for (let i = 0; i < 8; i += 1) await client.request(COSTLY, { id });
    const outcomes = standIn.calls('ClientTestCostly').map((c) => c.outcome);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(8);
    // The first call learns the cost; after that the limiter waits instead of overdrawing.
    expect(outcomes.filter((o) => o === 'throttled').length).toBeLessThanOrEqual(1);
  });

  it('says clearly when the store is unreachable, after a few tries', async () => {
    const client = createShopifyClient(config, { log, sleep: fastSleep, maxAttempts: 2 });
    await standIn.goDown();
    try {
      await expect(client.request(PRODUCT, { id: 'gid://shopify/Product/1' })).rejects.toThrow(ShopifyUnavailable);
      await expect(client.request(PRODUCT, { id: 'gid://shopify/Product/1' })).rejects.toThrow(/did not answer/);
    } finally {
      await standIn.comeBack();
    }
  });

  it('runs a bulk query and streams its JSONL, children after their parent when grouped', async () => {
    const client = createShopifyClient(config, { log, sleep: fastSleep });
    const groups: BulkGroup[] = [];
    for await (const batch of groupBulkRecords(runBulkQuery(client, BULK, { groupObjects: true, pollMs: 20 }))) groups.push(...batch);
    expect(groups.map((g) => g.record.handle)).toEqual(['drill-1', 'drill-2', 'drill-3']);
    const second = groups[1];
    expect(second?.children.map((c) => c.sku)).toEqual(['DR-2-A', 'DR-2-B']);
    expect(second?.children.every((c) => c.__parentId === second.record.id)).toBe(true);
    // Ungrouped, the store may write children anywhere: grouping then refuses rather than mis-assign.
    const ungrouped = [];
    for await (const batch of runBulkQuery(client, BULK, { pollMs: 20 })) ungrouped.push(...batch);
    expect(ungrouped).toHaveLength(9);
    await expect(async () => {
      for await (const group of groupBulkRecords(runBulkQuery(client, BULK, { pollMs: 20 }))) void group;
    }).rejects.toThrow(/groupObjects/);
    expect(standIn.calls('BulkOperationRunQuery').at(-1)?.variables).toMatchObject({ groupObjects: false });
  });

  it('uploads a file to a staged target', async () => {
    const client = createShopifyClient(config, { log });
    const upload = await stagedUpload(client, {
      filename: 'label.pdf',
      mimeType: 'application/pdf',
      resource: 'RETURN_LABEL',
      body: Buffer.from('%PDF-1.4 test'),
    });
    expect(upload.key).toMatch(/label\.pdf$/);
    expect(standIn.uploads.get(upload.key ?? '')?.body.toString()).toBe('%PDF-1.4 test');
    const back = await fetch(upload.resourceUrl);
    expect(await back.text()).toBe('%PDF-1.4 test');
  });
});

describe('Shopify client-credentials token with a short lifetime', () => {
  /** 4 s: the client renews at half the lifetime (2 s), well before the store refuses it (4 s). */
  const LIFETIME_S = 4;
  let shortLived: ShopifyStandIn;
  const statuses: number[] = [];
  const tokensUsed: string[] = [];
  /** Records what the store answered and which token each Admin call carried. */
  const watched: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    const headers = new Headers(init?.headers);
    if (String(input).endsWith('/graphql.json')) tokensUsed.push(headers.get('x-shopify-access-token') ?? '');
    statuses.push(res.status);
    return res;
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    shortLived = await createShopifyStandIn({ modules: standInModules, tokenLifetimeSeconds: LIFETIME_S });
    seedProduct(shortLived.state, { title: 'Saw', handle: 'saw', variants: [{ sku: 'SAW-1', price: '20.0' }] });
  });
  afterAll(async () => {
    await shortLived.close();
  });

  it('asks for a new token before the old one expires, once per renewal window, and never meets a 401', async () => {
    const client = createShopifyClient(shortLived.config, { log, fetch: watched });
    const id = shortLived.state.all('Product')[0]?.id;
    const burst = async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => client.request(PRODUCT, { id })));
      expect(answers.map((a) => a.product.title)).toEqual(Array(6).fill('Saw'));
    };
    await burst();
    await pause(500);
    await burst();
    expect(shortLived.tokenRequests).toBe(1);
    // Past half the lifetime (2 s) and before the store would refuse the token (4 s): each burst renews once.
    for (const window of [2, 3]) {
      await pause(2100);
      await burst();
      await burst();
      expect(shortLived.tokenRequests).toBe(window);
    }
    expect(statuses).not.toContain(401);
    expect(statuses.every((s) => s === 200)).toBe(true);
    // Each renewal window used one token, and never an older one once renewed.
    const distinct = [...new Set(tokensUsed)];
    expect(distinct).toHaveLength(3);
    expect(tokensUsed).toEqual([...tokensUsed].sort((a, b) => distinct.indexOf(a) - distinct.indexOf(b)));
  });
});
