import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import { formatUsDate } from '@console/contracts/common/dates';
import { jobsContract } from '@console/contracts/jobs.contract';
import { priceLogContract } from '@console/contracts/price-log.contract';
import { demoSku } from '../src/integrations/commerce/commerce-demo';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { applyScheduledPrice } from '../src/features/bulk-price/price-apply';
import { jobRegistry, runJob } from '../src/platform/jobs';
import { JOBS } from '../src/worker';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { makeDue, noLog, shopDay } from './commerce-support';

/**
 * Bulk Price (docs/functions/commerce-tools.md §2.1, §5): the list and SKU search, the Edit modal's rules and messages, the
 * import with per-row old/new/% results, in-place updates, and prices applied by their job exactly
 * once, even with two app instances racing on one database.
 */
describe('bulk prices', () => {
  let server: TestServer;
  let other: TestServer;
  let headers: IdentityHeaders;
  let logHeaders: IdentityHeaders;
  const registry = jobRegistry(JOBS);

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedDemoCommerce(server.ctx.db, server.ctx.shop.id, { orders: 5 });
    other = await startTestServer({ database: server.database, runWorker: false });
    headers = (await server.operator(['showBulkPrice'])).headers;
    logHeaders = (await server.operator(['showPriceControl'])).headers;
  });
  afterAll(async () => {
    await other.stop();
    await server.close();
  });

  const save = (body: Record<string, unknown>) => server.call(bulkPriceContract.update, { body, headers });
  const variantPrice = async (sku: string) => (await server.ctx.commerce.variantBySku(sku))?.priceCents;

  it("answers the Edit modal's messages", async () => {
    const bad = await save({ MODEL: '', PRICE: '-3', EFFECTIVE_DATE: shopDay(0) });
    expect(bad.status).toBe(400);
    expect(bad.error().fieldErrors).toMatchObject({ 'body.MODEL': 'Sku not valid.', 'body.PRICE': 'Price not valid.' });
    const past = await save({ MODEL: demoSku(0, 0), PRICE: 10, EFFECTIVE_DATE: shopDay(0) });
    expect(past.error().fieldErrors).toEqual({ 'body.EFFECTIVE_DATE': 'Date not valid.' });
    const unknown = await save({ MODEL: 'NO-SUCH-SKU', PRICE: 10, EFFECTIVE_DATE: shopDay(3) });
    expect(unknown.error().fieldErrors).toEqual({ 'body.MODEL': 'Sku not valid.' });
    const text = await save({ MODEL: demoSku(0, 0), PRICE: 'ten', EFFECTIVE_DATE: 'soon' });
    expect(text.error().fieldErrors).toMatchObject({ 'body.PRICE': 'Price not valid.', 'body.EFFECTIVE_DATE': 'Date not valid.' });
  });

  it('creates a price rounded to 2 decimals, compare-at null when empty, scheduled for its day', async () => {
    const sku = demoSku(1, 0);
    const day = shopDay(5);
    const [y, m, d] = day.split('-');
    const row = (
      await save({
        MODEL: sku.toLowerCase(),
        PRICE: '49.999',
        COMPARE_AT_PRICE: '',
        EFFECTIVE_DATE: `${m}/${d}/${y}`,
        BELOW_MAPP_ITEM_TAG: true,
      })
    ).data();
    expect(row).toMatchObject({
      MODEL: sku,
      PRICE: 50,
      COMPARE_AT_PRICE: null,
      EFFECTIVE_DATE: day,
      BELOW_MAPP_ITEM_TAG: 'true',
      status: 'scheduled',
    });
    const job = await server.ctx.db
      .selectFrom('jobs')
      .select(['run_after', 'type'])
      .where('dedupe_key', '=', `bulk-price:apply:${row.ID}:1`)
      .executeTakeFirstOrThrow();
    // Midnight in New York is 04:00 or 05:00 UTC.
    expect(job.run_after).toMatch(new RegExp(`^${day}T0[45]:00:00.000Z$`));
    expect(job.type).toBe('bulk-price.apply');

    const edited = (
      await save({ ID: row.ID, MODEL: sku, PRICE: 45.5, COMPARE_AT_PRICE: 60, EFFECTIVE_DATE: day, BELOW_MAPP_ITEM_TAG: 'false' })
    ).data();
    expect(edited).toMatchObject({ ID: row.ID, PRICE: 45.5, COMPARE_AT_PRICE: 60, BELOW_MAPP_ITEM_TAG: 'false' });
    const audit = await server.ctx.db.selectFrom('audit_log').select('action').where('target', '=', `bulk-price:${row.ID}`).execute();
    expect(audit.map((a) => a.action)).toEqual(['bulk-price.save', 'bulk-price.save']);
  });

  it('refuses to move a price onto a day its SKU already has, naming the day as the screen shows it', async () => {
    const sku = demoSku(5, 1);
    const [first, second] = [shopDay(11), shopDay(12)];
    await save({ MODEL: sku, PRICE: 20, EFFECTIVE_DATE: first });
    const moving = (await save({ MODEL: sku, PRICE: 21, EFFECTIVE_DATE: second })).data();
    const clash = await save({ ID: moving.ID, MODEL: sku, PRICE: 21, EFFECTIVE_DATE: first });
    expect(clash.status).toBe(400);
    const [y, m, d] = first.split('-');
    expect(clash.error()).toMatchObject({
      message: `SKU ${sku} already has a price on ${m}/${d}/${y}.`,
      fieldErrors: { 'body.EFFECTIVE_DATE': 'Date not valid.' },
    });
  });

  it('applies a due price once, with one log row, when two instances race for the job', async () => {
    const sku = demoSku(2, 0);
    const before = (await variantPrice(sku)) as number;
    const row = (await save({ MODEL: sku, PRICE: (before / 100) * 2, COMPARE_AT_PRICE: null, EFFECTIVE_DATE: shopDay(2) })).data();
    // Not in the log until it takes effect (the log's filter refuses future days); the log counts it as scheduled.
    const scheduled = (await server.call(priceLogContract.list, { query: { page: 1, per_page: 10 }, headers: logHeaders })).data();
    expect(scheduled.data.results.find((r) => r.Sku === sku)).toBeUndefined();
    expect(scheduled.data.scheduled).toBeGreaterThanOrEqual(1);
    const onBulkPrice = (await server.call(bulkPriceContract.list, { body: { searchValue: sku, status: 'scheduled' }, headers })).data();
    expect(onBulkPrice.rows.map((r) => [r.MODEL, r.status])).toEqual([[sku, 'scheduled']]);

    const jobId = await makeDue(server, row.ID);
    const ran = await Promise.all([runJob(server.ctx, registry, jobId, noLog), runJob(other.ctx, registry, jobId, noLog)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await variantPrice(sku)).toBe(before * 2);
    const logs = await server.ctx.db.selectFrom('price_log').selectAll().where('bulk_price_id', '=', row.ID).execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      status: 'applied',
      previous_cents: before,
      current_cents: before * 2,
      percent_change: 100,
      source: 'Bulk Price Edit',
      customer_type: 'Retail',
    });
    const applied = (await server.call(priceLogContract.list, { query: { page: 1, per_page: 10 }, headers: logHeaders })).data();
    expect(applied.data.results.find((r) => r.Sku === sku)).toMatchObject({
      status: 'applied',
      PreviousPrice: before / 100,
      CurrentPrice: (before / 100) * 2,
      PercentageChange: 100,
    });
    const job = await server.ctx.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job.status).toBe('done');
    // A repeated delivery of the same revision changes nothing more.
    expect(await applyScheduledPrice(server.ctx, server.ctx.db, row.ID, 1, null)).toBe('skipped');
  });

  it('writes one log row even when both instances apply the same revision at once', async () => {
    const sku = demoSku(3, 1);
    const before = (await variantPrice(sku)) as number;
    const row = (await save({ MODEL: sku, PRICE: 12.34, COMPARE_AT_PRICE: 20, EFFECTIVE_DATE: shopDay(4) })).data();
    await makeDue(server, row.ID);
    // Two instances in one process cannot share a SQLite file while both hold write transactions
    // (its lock wait blocks the event loop), so on SQLite the race runs on one connection.
    const second = server.database.kind === 'postgres' ? other : server;
    const outcomes = await Promise.all([
      applyScheduledPrice(server.ctx, server.ctx.db, row.ID, 1, null),
      applyScheduledPrice(second.ctx, second.ctx.db, row.ID, 1, null),
    ]);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    const logs = await server.ctx.db.selectFrom('price_log').selectAll().where('bulk_price_id', '=', row.ID).execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ previous_cents: before, current_cents: 1234, compare_at_cents: 2000 });
    expect(await server.ctx.commerce.variantBySku(sku)).toMatchObject({ priceCents: 1234, compareAtCents: 2000 });
  });

  it('runs an edited price on its new revision only', async () => {
    const sku = demoSku(4, 0);
    const first = (await save({ MODEL: sku, PRICE: 30, EFFECTIVE_DATE: shopDay(6) })).data();
    await save({ ID: first.ID, MODEL: sku, PRICE: 31, EFFECTIVE_DATE: shopDay(7) });
    expect(await applyScheduledPrice(server.ctx, server.ctx.db, first.ID, 1, null)).toBe('skipped');
    const jobId = await makeDue(server, first.ID);
    await runJob(server.ctx, registry, jobId, noLog);
    expect(await variantPrice(sku)).toBe(3100);
    const logs = await server.ctx.db
      .selectFrom('price_log')
      .select(['status', 'current_cents'])
      .where('bulk_price_id', '=', first.ID)
      .execute();
    expect(logs).toEqual([{ status: 'applied', current_cents: 3100 }]);
  });

  it('imports rows in place with old, new and % per row, flagging changes above 50%', async () => {
    const a = demoSku(5, 0);
    const b = demoSku(6, 1);
    const oldA = (await variantPrice(a)) as number;
    const oldB = (await variantPrice(b)) as number;
    const day = shopDay(9);
    const firstA = (await save({ MODEL: a, PRICE: 1, EFFECTIVE_DATE: day })).data();
    const rows = [
      { ID: '', MODEL: a, PRICE: ((oldA * 1.1) / 100).toFixed(2), COMPARE_AT_PRICE: '', EFFECTIVE_DATE: day, BELOW_MAPP_ITEM_TAG: 'false' },
      {
        ID: '',
        MODEL: b,
        PRICE: ((oldB * 0.4) / 100).toFixed(2),
        COMPARE_AT_PRICE: '99.99',
        EFFECTIVE_DATE: day,
        BELOW_MAPP_ITEM_TAG: 'TRUE',
      },
      { ID: '', MODEL: 'NOPE-1', PRICE: '5', EFFECTIVE_DATE: day, BELOW_MAPP_ITEM_TAG: 'false' },
      { ID: '', MODEL: a, PRICE: 'x', EFFECTIVE_DATE: '01/01/2020', BELOW_MAPP_ITEM_TAG: 'false' },
    ];
    const { jobId } = (await server.call(bulkPriceContract.upload, { body: { excelData: rows }, headers })).data();
    await runJob(server.ctx, registry, jobId, noLog);
    const results = (await server.call(bulkPriceContract.importResults, { params: { jobId }, headers })).data();
    expect(results.status).toBe('done');
    expect(results.results.map((r) => [r.row, r.status])).toEqual([
      [1, 'done'],
      [2, 'done'],
      [3, 'failed'],
      [4, 'failed'],
    ]);
    expect(results.results[0]).toMatchObject({ sku: a, oldPrice: oldA / 100, newPrice: Math.round(oldA * 1.1) / 100, largeChange: false });
    expect(results.results[0]?.changePercent).toBeCloseTo(10, 0);
    expect(results.results[1]).toMatchObject({ sku: b, oldPrice: oldB / 100, largeChange: true });
    expect(results.results[1]?.changePercent).toBeCloseTo(-60, 0);
    expect(results.results[1]?.message).toMatch(/more than 50% change/);
    expect(results.results[2]?.message).toBe('Sku not valid.');
    expect(results.results[3]?.message).toBe('Price not valid. Date not valid.');
    // The price of (a, day) was updated in place, not duplicated; other prices are untouched.
    const list = (await server.call(bulkPriceContract.list, { body: { searchValue: a, searchType: 'SKU' }, headers })).data();
    expect(list.rows.filter((r) => r.EFFECTIVE_DATE === day)).toEqual([
      expect.objectContaining({ ID: firstA.ID, PRICE: Math.round(oldA * 1.1) / 100 }),
    ]);
    const job = await server.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('dedupe_key', '=', `bulk-price:apply:${firstA.ID}:2`)
      .executeTakeFirst();
    expect(job).toBeDefined();
  });

  it('names the prices of an upload that change by more than 50% before anything is scheduled', async () => {
    const [a, b, c] = [demoSku(7, 0), demoSku(8, 0), demoSku(9, 0)];
    const [oldA, oldB, oldC] = [(await variantPrice(a)) as number, (await variantPrice(b)) as number, (await variantPrice(c)) as number];
    const day = shopDay(6);
    const rows = [
      { MODEL: a, PRICE: ((oldA * 0.07) / 100).toFixed(2), EFFECTIVE_DATE: day, BELOW_MAPP_ITEM_TAG: 'false' },
      { MODEL: b, PRICE: ((oldB * 1.2) / 100).toFixed(2), EFFECTIVE_DATE: day, BELOW_MAPP_ITEM_TAG: 'false' },
      { MODEL: c.toLowerCase(), PRICE: ((oldC * 2) / 100).toFixed(2), EFFECTIVE_DATE: day, BELOW_MAPP_ITEM_TAG: 'false' },
      { MODEL: 'NOPE-1', PRICE: '1', EFFECTIVE_DATE: day },
      { MODEL: a, PRICE: 'x', EFFECTIVE_DATE: day },
    ];
    const before = await server.ctx.db
      .selectFrom('bulk_prices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const checked = (await server.call(bulkPriceContract.checkUpload, { body: { excelData: rows }, headers })).data();
    // Each names its row as the import's results do (1 is the first row under the headers).
    expect(checked.largeChanges.map((r) => [r.row, r.sku, r.oldPrice, r.newPrice])).toEqual([
      [1, a, oldA / 100, Math.round(oldA * 0.07) / 100],
      [3, c, oldC / 100, (oldC * 2) / 100],
    ]);
    expect(checked.largeChanges[0]?.changePercent).toBeCloseTo(-93, 0);
    expect(checked.largeChanges[1]?.changePercent).toBe(100);
    // Checking schedules nothing.
    const after = await server.ctx.db
      .selectFrom('bulk_prices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await server.call(bulkPriceContract.checkUpload, { body: { excelData: rows }, headers: logHeaders })).status).toBe(403);
  });

  it('lists only the prices still waiting for their day when asked', async () => {
    const all = (await server.call(bulkPriceContract.list, { body: { searchValue: '' }, headers })).data();
    expect(all.rows.some((r) => r.status === 'applied')).toBe(true);
    const scheduled = (await server.call(bulkPriceContract.list, { body: { searchValue: '', status: 'scheduled' }, headers })).data();
    expect(scheduled.rows.length).toBeGreaterThan(0);
    expect(scheduled.rows.every((r) => r.status === 'scheduled')).toBe(true);
  });

  it('lists 25 a page, newest day first, and searches by SKU', async () => {
    for (let n = 0; n < 24; n++) await save({ MODEL: demoSku(7 + (n % 10), n % 2), PRICE: 10 + n, EFFECTIVE_DATE: shopDay(10 + n) });
    const first = (await server.call(bulkPriceContract.list, { body: {}, headers })).data();
    expect(first.rows).toHaveLength(25);
    expect(first.hasNextPage).toBe(true);
    const days = first.rows.map((r) => r.EFFECTIVE_DATE);
    expect([...days].sort().reverse()).toEqual(days);
    const next = (
      await server.call(bulkPriceContract.list, { query: { direction: 'next', last_id: first.nextCursor ?? '' }, body: {}, headers })
    ).data();
    expect(next.rows.length).toBeGreaterThan(0);
    expect(next.rows.some((r) => first.rows.some((f) => f.ID === r.ID))).toBe(false);
    const search = (await server.call(bulkPriceContract.list, { body: { searchValue: demoSku(1, 0), searchType: 'SKU' }, headers })).data();
    expect(search.rows.map((r) => r.MODEL)).toEqual([demoSku(1, 0)]);
    const none = (await server.call(bulkPriceContract.list, { body: { searchValue: 'ZZZ', searchType: 'SKU' }, headers })).data();
    expect(none.rows).toEqual([]);
  });

  it('keeps the calls to operators with the Bulk Price flag', async () => {
    const res = await server.call(bulkPriceContract.list, { body: {}, headers: logHeaders });
    expect(res.status).toBe(403);
  });

  it("names its apply job after the SKU and day, and shows a cancelled apply job as 'cancelled' until it is retried", async () => {
    const sku = demoSku(4, 1);
    const day = shopDay(9);
    const row = (await save({ MODEL: sku, PRICE: 12.5, EFFECTIVE_DATE: day })).data();
    const listed = async () =>
      (await server.call(bulkPriceContract.list, { query: {}, body: { searchValue: sku, searchType: 'SKU' }, headers }))
        .data()
        .rows.find((r) => r.ID === row.ID);
    const scheduled = await listed();
    expect(scheduled).toMatchObject({ status: 'scheduled', message: null });
    const jobId = scheduled?.applyJobId as number;
    const admin = (await server.operator(['showBulkPrice'])).headers;
    const job = (await server.call(jobsContract.detail, { params: { id: jobId }, headers: admin })).data();
    expect(job.title).toBe(`Apply price ${sku} on ${formatUsDate(day)}`);

    expect((await server.call(jobsContract.cancel, { params: { id: jobId }, headers: admin })).status).toBe(200);
    const cancelled = await listed();
    expect(cancelled).toMatchObject({ status: 'cancelled', applyJobId: jobId });
    expect(cancelled?.message).toMatch(new RegExp(`^Its apply job ${jobId} was cancelled`));
    // The job that never ran leaves the price as it was, and Retry schedules it again.
    expect((await server.call(jobsContract.retry, { params: { id: jobId }, headers: admin })).status).toBe(200);
    expect(await listed()).toMatchObject({ status: 'scheduled', message: null, applyJobId: jobId });
    const again = await server.ctx.db.selectFrom('jobs').select(['run_after', 'status']).where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(again).toEqual({ status: 'pending', run_after: expect.stringMatching(new RegExp(`^${day}T0[45]:00:00.000Z$`)) as unknown });
  });
});
