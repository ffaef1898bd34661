import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { migrateToLatest } from '../db/migrate';
import { readCustomersExport, type StoreCustomer } from '../integrations/shopify/shopify-customers';
import { mirrorCustomers } from '../features/customers/customer-mirror.service';
import { metafieldColumns, mirrorColumns } from '../features/customers/store-customer-mapping.service';
import { createDb } from '../platform/db';
import { customerLines } from './mirror-jsonl';
import { shopIdOf } from '../platform/shop-id';

/**
 * One measured run of the mirror bench in its own process (so its peak memory is its own):
 * `mirror` streams a bulk JSONL from a loopback server into the customers table the way the first
 * load does; `raw` inserts the same rows with plain batched inserts (no HTTP, no parsing).
 * Args: mode, rows, dataDir, databaseUrl ('' for SQLite), the shop the rows go into (its id; other shops
 * may hold rows already). Answers {ms, maxRssMb} over IPC.
 */
const [mode, rowsText, dataDir, databaseUrl, shopText] = process.argv.slice(2);
const rows = Number(rowsText);
const shop = shopIdOf(Number(shopText));
const BATCH = 1000;

const db = createDb({ dataDir: dataDir ?? '', databaseUrl: databaseUrl || null });
await migrateToLatest(db as never);

let ms: number;
if (mode === 'mirror') {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/jsonl' });
    const lines = customerLines(rows);
    const pump = () => {
      for (;;) {
        const next = lines.next();
        if (next.done) return void res.end();
        if (!res.write(next.value)) return void res.once('drain', pump);
      }
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/customers.jsonl`;
  const started = performance.now();
  let batch: StoreCustomer[] = [];
  const flush = async () => {
    const chunk = batch;
    batch = [];
    await db.transaction().execute((trx) => mirrorCustomers(trx, shop, chunk, { linkLocal: false }));
  };
  for await (const item of readCustomersExport(url, 0)) {
    batch.push(item.customer);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  ms = performance.now() - started;
  server.close();
} else {
  // The same rows as the JSONL, made in memory a batch at a time and inserted as they are.
  const started = performance.now();
  let chunk: Array<Record<string, unknown>> = [];
  const flush = async () => {
    const part = chunk;
    chunk = [];
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < part.length; i += 500)
        await trx
          .insertInto('customers')
          .values(part.slice(i, i + 500) as never)
          .execute();
    });
  };
  for (const line of customerLines(rows, true)) {
    const customer = JSON.parse(line) as StoreCustomer;
    chunk.push({
      ...mirrorColumns(customer),
      ...metafieldColumns(customer.metafields ?? {}),
      store_credit_cents: customer.storeCreditCents,
      shop_id: shop,
    });
    if (chunk.length >= BATCH) await flush();
  }
  if (chunk.length) await flush();
  ms = performance.now() - started;
}
const count = await db
  .selectFrom('customers')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('shop_id', '=', shop)
  .executeTakeFirstOrThrow();
await db.destroy();
if (Number(count.n) !== rows) throw new Error(`mirror bench ${mode}: ${count.n} rows in shop ${shop}, expected ${rows}`);
process.send?.({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024 });
