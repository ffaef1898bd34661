/**
 * A measure, run by hand: how long a first start against a store takes to load its customers into the
 * mirror by itself. `node --import tsx server/test/first-load-time.ts [customers=10000] [exportMs=20]`
 * starts the Shopify stand-in of the API tests with that many customers on its store (its bulk export
 * taking at least exportMs, as a real store's takes seconds), then the console (worker inside,
 * embedded SQLite in a temporary DATA_DIR, or DATABASE_URL with SECRETS_KEY when set) and prints the
 * time from the start until the full load it started by itself is done, and how long the console took
 * to notice the finished export (the bulk status polling's share).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { putCustomer } from './shopify-stand-in/customers.module';
import { MIRROR_MODULES } from './store-mirror-modules';

const customers = Number(process.argv[2] ?? 10_000);
const exportMs = Number(process.argv[3] ?? 20);
const standIn = await createShopifyStandIn({
  modules: MIRROR_MODULES,
  clientId: 'load-client',
  clientSecret: 'load-secret',
  bulkDelayMs: exportMs,
  bucket: { maximumAvailable: 2000, restoreRate: 100 },
});
for (let n = 0; n < customers; n++) {
  putCustomer(standIn.state, {
    email: `timed.${n}@store.test`,
    firstName: `First${n}`,
    lastName: `Last${n}`,
    tags: ['UserType:Student', n % 2 ? 'Approved' : 'Pending'],
    metafields: { school: 'Harbor College' },
  });
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  SEED_DEMO: '0',
  LOG_LEVEL: 'silent',
  SHOPIFY_STORE_URL: standIn.url,
  SHOPIFY_CLIENT_ID: 'load-client',
  SHOPIFY_CLIENT_SECRET: 'load-secret',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, SECRETS_KEY: process.env.SECRETS_KEY } : {}),
});
const started = performance.now();
const { ctx, close } = await buildApp(config, { logger: false });
const startedAt = Date.now();
let firstRowsMs: number | null = null;
let noticedMs: number | null = null;
for (;;) {
  const load = await ctx.db.selectFrom('store_loads').select(['status', 'customers_done', 'url']).orderBy('id', 'desc').executeTakeFirst();
  if (noticedMs === null && load?.url !== null && load?.url !== undefined) noticedMs = performance.now() - started;
  if (firstRowsMs === null && Number(load?.customers_done ?? 0) > 0) firstRowsMs = performance.now() - started;
  if (load?.status === 'done' || load?.status === 'failed') {
    const ms = performance.now() - started;
    const exported = standIn.state.all('BulkOperation').map((op) => Date.parse(String(op.completedAt)) - startedAt);
    const seconds = (value: number) => (value / 1000).toFixed(1);
    console.log(
      `${customers} store customers: full load ${load.status} in ${seconds(ms)} s after the start (first batch listed after ${seconds(firstRowsMs ?? ms)} s), ${load.customers_done} mirrored, ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}; ` +
        `the store finished the export at ${seconds(Math.max(...exported))} s, the console noticed it at ${seconds(noticedMs ?? ms)} s`,
    );
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
await close();
await standIn.close();
fs.rmSync(dataDir, { recursive: true, force: true });
