import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { productDocument } from '../features/search-sync/product-document';
import { catalogueBatches } from '../integrations/commerce/commerce.port';
import { createShopifyClient } from '../integrations/shopify/shopify-client';
import { createShopifyCommerce } from '../integrations/shopify/shopify-commerce';
import { createEmbeddedSearchIndex } from '../integrations/search-index/embedded-search-index';
import { fileIndexStore } from '../integrations/search-index/index-store';
import { FIRST_SHOP_ID } from '../platform/shop-id';
import type { Budget } from './report';

/**
 * The search-index sync budget (docs/budgets.md): a search-index sync of N variants read from a bulk-operation JSONL served on
 * loopback (the Shopify adapter's whole path: bulkOperationRunQuery, poll, stream, group, map, build
 * documents in batches, add them to a new embedded index and commit it; the term index is built by the
 * first text search, whose time is reported beside), in rows/s against reading
 * and parsing the same JSONL bare (at least 0.5x), and the read's memory flat from N/10 to N variants
 * (peak heap above the start, at most 1.3x; the index itself grows with the catalogue, so it is left
 * out of that sample).
 */
export interface SearchSyncRun {
  variants: number;
  syncRowsPerSecond: number;
  bareRowsPerSecond: number;
  ratio: number;
  syncPeakHeapMb: number;
}

export interface SearchSyncResult {
  small: SearchSyncRun;
  large: SearchSyncRun;
  memoryGrowth: number;
}

const VARIANTS_PER_PRODUCT = 4;

/** A grouped bulk result: each product line, then its variants and one metafield with `__parentId`. */
function writeJsonl(file: string, variants: number): number {
  const fd = fs.openSync(file, 'w');
  let lines = 0;
  const products = Math.ceil(variants / VARIANTS_PER_PRODUCT);
  for (let p = 1; p <= products; p += 1) {
    const id = `gid://shopify/Product/${p}`;
    const chunk = [
      JSON.stringify({
        id,
        handle: `tool-${p}`,
        title: `Tool ${p}`,
        vendor: 'Acme',
        productType: `Type ${p % 12}`,
        createdAt: '2026-01-01T00:00:00Z',
        tags: [],
        featuredMedia: null,
      }),
    ];
    for (let v = 1; v <= VARIANTS_PER_PRODUCT && (p - 1) * VARIANTS_PER_PRODUCT + v <= variants; v += 1) {
      const n = (p - 1) * VARIANTS_PER_PRODUCT + v;
      chunk.push(
        JSON.stringify({
          id: `gid://shopify/ProductVariant/${n}`,
          sku: `SKU-${n}`,
          title: `Size ${v}`,
          price: `${(n % 500) + 9}.99`,
          compareAtPrice: null,
          inventoryItem: { measurement: { weight: { value: 1.5, unit: 'POUNDS' } } },
          __parentId: id,
        }),
      );
    }
    chunk.push(
      JSON.stringify({
        id: `gid://shopify/Metafield/${p}`,
        namespace: 'pim',
        key: 'voltage',
        value: '18V',
        type: 'single_line_text_field',
        compareDigest: 'abc123',
        updatedAt: '2026-01-01T00:00:00Z',
        __parentId: id,
      }),
    );
    fs.writeSync(fd, `${chunk.join('\n')}\n`);
    lines += chunk.length;
  }
  fs.closeSync(fd);
  return lines;
}

/** A loopback store that answers the two bulk calls and serves the file. */
async function serveBulk(file: string): Promise<{ url: string; close: () => Promise<void> }> {
  const cost = {
    requestedQueryCost: 10,
    actualQueryCost: 10,
    throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 1990, restoreRate: 100 },
  };
  const server = http.createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/jsonl' });
      fs.createReadStream(file).pipe(res);
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bulk.jsonl`;
      const data = body.includes('BulkOperationRunQuery')
        ? { bulkOperationRunQuery: { bulkOperation: { id: 'gid://shopify/BulkOperation/1', status: 'CREATED' }, userErrors: [] } }
        : {
            bulkOperation: {
              id: 'gid://shopify/BulkOperation/1',
              status: 'COMPLETED',
              errorCode: null,
              objectCount: '0',
              rootObjectCount: '0',
              url,
              partialDataUrl: null,
            },
          };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data, extensions: { cost } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Retained memory, not garbage waiting for a collection: collect before each sample.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

/** The most heap the read holds at once above the start: sampled after a collection every `every` products. */
async function retainedHeap(products: AsyncIterable<unknown>, every: number): Promise<number> {
  collect();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  let n = 0;
  for await (const product of products) {
    void product;
    n += 1;
    if (n % every === 0) {
      collect();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
  }
  return Math.max(0, peak - start) / 1e6;
}

async function bareRead(url: string): Promise<number> {
  const res = await fetch(url);
  let rows = 0;
  const lines = readline.createInterface({ input: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    JSON.parse(line);
    rows += 1;
  }
  return rows;
}

async function runOnce(variants: number, log: (line: string) => void): Promise<SearchSyncRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bulk-'));
  const file = path.join(dir, 'bulk.jsonl');
  const lines = writeJsonl(file, variants);
  const store = await serveBulk(file);
  try {
    const client = createShopifyClient({
      storeUrl: store.url,
      clientId: null,
      clientSecret: null,
      accessToken: 'bench',
      apiVersion: '2026-07',
    });
    const commerce = createShopifyCommerce(client);
    const bareStart = performance.now();
    const bareRows = await bareRead(`${store.url}/bulk.jsonl`);
    const bareMs = performance.now() - bareStart;
    const syncStart = performance.now();
    // The sync job's path: documents added to a new index in batches, then committed (written whole).
    const index = createEmbeddedSearchIndex(fileIndexStore(dir, { id: FIRST_SHOP_ID, name: 'bench' }));
    const build = await index.beginBuild();
    for await (const batch of catalogueBatches(commerce.catalogue(), 250))
      await build.add(batch.map((p) => productDocument(p, p.metafields)));
    const { documents } = await build.commit();
    const syncMs = performance.now() - syncStart;
    // Reported, not budgeted: the term index is built at a process's first text search (not by the sync).
    const searchStart = performance.now();
    await index.search({ text: 'tool' });
    const firstSearchMs = performance.now() - searchStart;
    const peakMb = await retainedHeap(commerce.catalogue(), 500);
    const run = {
      variants,
      syncRowsPerSecond: (lines / syncMs) * 1000,
      bareRowsPerSecond: (bareRows / bareMs) * 1000,
      ratio: bareMs / syncMs,
      syncPeakHeapMb: peakMb,
    };
    log(
      `search-sync: ${variants.toLocaleString('en-US')} variants (${documents.toLocaleString('en-US')} products, ${lines.toLocaleString('en-US')} lines): sync ${Math.round(run.syncRowsPerSecond).toLocaleString('en-US')} rows/s, bare ${Math.round(run.bareRowsPerSecond).toLocaleString('en-US')} rows/s (${run.ratio.toFixed(2)}x), peak heap +${peakMb.toFixed(1)} MB; first text search after it ${Math.round(firstSearchMs)} ms`,
    );
    return run;
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchSearchSync(variants: number, log: (line: string) => void): Promise<SearchSyncResult> {
  // A first run warms the JIT and the HTTP client so that neither measured run pays for it.
  await runOnce(variants, () => {});
  const small = await runOnce(Math.max(1, Math.round(variants / 10)), log);
  const large = await runOnce(variants, log);
  return { small, large, memoryGrowth: large.syncPeakHeapMb / Math.max(small.syncPeakHeapMb, 1) };
}

export function searchSyncBudgets(r: SearchSyncResult): Budget[] {
  const budget = (what: string, value: number, op: Budget['op'], limit: number): Budget => ({
    db: 'web',
    what,
    value,
    op,
    limit,
    pass: op === '<=' ? value <= limit : value >= limit,
  });
  return [
    budget(`search sync (bulk JSONL read + index build) rows/s / bare read+parse (${r.large.variants} variants)`, r.large.ratio, '>=', 0.5),
    budget(`search sync retained heap ${r.large.variants} / ${r.small.variants} variants (floor 1 MB)`, r.memoryGrowth, '<=', 1.3),
  ];
}
