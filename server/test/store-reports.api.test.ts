import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleReportContract } from '@console/contracts/bundle-report.contract';
import { fieldMonitoringContract } from '@console/contracts/field-monitoring.contract';
import { productMediaContract } from '@console/contracts/product-media.contract';
import { riskReportContract } from '@console/contracts/risk-report.contract';
import { FEED_COLUMNS, writeFeed } from '../src/features/price-monitoring/price-feed';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { readReport, today } from './report-sheet';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';
import { putMetafield } from './shopify-stand-in/metafields.module';
import { FIXTURE, seedStandInStore } from './shopify-stand-in/stand-in-fixture';
import { createShopifyStandIn, type ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { standInModules } from './shopify-stand-in/stand-in-modules';

/**
 * The mailed reports, the price feed and Product Media's PIM texts run end to end on a Shopify store,
 * against the loopback stand-in: the real jobs on the worker, their xlsx read back from
 * the SMTP peer, and the store's data read through our Admin documents.
 */
describe('reports and feeds on a Shopify store', () => {
  let standIn: ShopifyStandIn;
  let peer: SmtpPeer;
  let server: TestServer;
  let store: ReturnType<typeof seedStandInStore>;
  /** The fixture's orders are of early November 2026. */
  const FROM = '2026-11-01';

  beforeAll(async () => {
    standIn = await createShopifyStandIn({
      modules: standInModules,
      bucket: { maximumAvailable: 1000, restoreRate: 500 },
      bulkDelayMs: 30,
    });
    store = seedStandInStore(standIn.state);
    peer = await startSmtpPeer();
    server = await startTestServer({ config: { shopify: standIn.config, smtpUrl: peer.url } });
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
    await standIn?.close();
  });

  const reportMailed = async (to: string, subject: string, seen = 0) => {
    const mail = await peer.waitFor(
      (m) =>
        m.to === to &&
        m.subject.startsWith(subject) &&
        peer.received.filter((r) => r.to === to && r.subject.startsWith(subject)).indexOf(m) === seen,
      30_000,
    );
    return readReport(mail.attachments[0]!.content);
  };

  it('Field monitoring: a snapshot, a monitored metafield changed on the store, and the change mailed', async () => {
    const me = await server.operator(['showSalsify']);
    const headers = me.headers;
    const fields = (await server.call(fieldMonitoringContract.fields, { headers })).data();
    expect(fields.map((f) => f.field)).toContain('specs.Voltage');
    await server.call(fieldMonitoringContract.updateField, { body: { field: 'specs.Voltage', active: true, delimiter: '' }, headers });
    const baseline = (await server.call(fieldMonitoringContract.generateReport, { headers })).data();
    expect((await server.waitForJob(baseline.jobId!, headers)).status).toBe('done');
    expect((await reportMailed(me.operator.email, 'Field monitoring report', 0)).rows).toEqual([]);

    putMetafield(standIn.state, {
      ownerId: store.drill.id,
      namespace: 'specs',
      key: 'Voltage',
      type: 'single_line_text_field',
      value: '20V',
    });
    const bulkReads = standIn.calls('BulkOperationRunQuery').length;
    const second = (await server.call(fieldMonitoringContract.generateReport, { headers })).data();
    expect((await server.waitForJob(second.jobId!, headers)).status).toBe('done');
    const report = await reportMailed(me.operator.email, 'Field monitoring report', 1);
    expect(report.rows.map((r) => r.slice(0, 5))).toEqual([['Cordless Drill', FIXTURE.drill.handle, 'specs.Voltage', '18V', '20V']]);
    // The catalogue came from a bulk read, not page by page.
    expect(standIn.calls('BulkOperationRunQuery').length).toBeGreaterThan(bulkReads);
    expect(standIn.calls('ProductsPage')).toHaveLength(0);
  });

  it("Bundle report: the store's orders of the range, each bundle line and its component in the xlsx", async () => {
    const me = await server.operator(['showBundleReport']);
    const started = (
      await server.call(bundleReportContract.generate, {
        query: { date_from: FROM, date_to: today(), bundle: 'true', component: 'true' },
        headers: me.headers,
      })
    ).data();
    expect(started.status).toBe(true);
    const bundles = await reportMailed(me.operator.email, 'Bundle Report');
    const components = await reportMailed(me.operator.email, 'Component Report');
    // Orders #1002–#1007 each hold the Safety Pack, quantity n % 3 + 1, at $139.00.
    const expected = [2, 3, 4, 5, 6, 7].map((n) => ({ order: `#${1000 + n}`, quantity: (n % 3) + 1 }));
    expect(bundles.rows.map((r) => [r[0], r[2], r[3], r[4], r[5]])).toEqual(
      expected.map((e) => [e.order, 'PACK-1', 'Safety Pack', e.quantity, 139 * e.quantity]),
    );
    expect(components.rows.map((r) => [r[0], r[2], r[4], r[6], r[7]])).toEqual(
      expected.map((e) => [e.order, 'PACK-1', FIXTURE.gloves.sku, 2 * e.quantity, 139 * e.quantity]),
    );
    // Paged within the cost limit: a throttle is waited out, no page is refused.
    expect(standIn.calls('OrdersCreatedBetween').map((c) => c.outcome)).not.toContain('error');
  });

  it('Risk report: every order of the store in the range scored and in the xlsx', async () => {
    const me = await server.operator(['showEkata']);
    expect(
      (
        await server.call(riskReportContract.generate, {
          query: { dateFrom: FROM, dateTo: today(), refresh: 'false' },
          headers: me.headers,
        })
      ).data().status,
    ).toBe(true);
    const report = await reportMailed(me.operator.email, 'Transaction risk report');
    expect(report.rows.map((r) => r[0])).toEqual(['#1001', '#1002', '#1003', '#1004', '#1005', '#1006', '#1007']);
    expect(report.rows[0]?.slice(2, 5)).toEqual(['Dana Miller', 'dana@example.com', 129.99 * 2 + 12]);
    expect(report.rows.slice(1).map((r) => r[3])).toEqual([2, 3, 4, 5, 6, 7].map((n) => `buyer${n}@example.com`));
    expect(report.rows.every((r) => Number(r[5]) >= 0 && Number(r[5]) <= 100)).toBe(true);
    expect(await server.ctx.db.selectFrom('risk_scores').select('id').execute()).toHaveLength(7);
  });

  it("Price feed: one row per variant of the store's catalogue, read in bulk, with the store's prices", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-feed-'));
    const bulkReads = standIn.calls('BulkOperationRunQuery').length;
    const { file, rows } = await writeFeed(server.ctx.commerce, 'https://feeds.example/pricespider.csv', dir, 'pricespider.csv');
    expect(standIn.calls('BulkOperationRunQuery').length).toBe(bulkReads + 1);
    const [header, ...lines] = (await fs.readFile(file, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((l) => l.split(','));
    expect(header).toEqual([...FEED_COLUMNS]);
    const pick = (line: string[]) =>
      ['sku', 'handle', 'price', 'compare_at_price', 'url'].map((col) => line[FEED_COLUMNS.indexOf(col as (typeof FEED_COLUMNS)[number])]);
    expect(lines.map(pick).sort()).toEqual(
      [
        [FIXTURE.drill.sku, FIXTURE.drill.handle, '129.99', '', `https://feeds.example/products/${FIXTURE.drill.handle}`],
        [FIXTURE.saw.sku, FIXTURE.saw.handle, '89.50', '99.00', `https://feeds.example/products/${FIXTURE.saw.handle}`],
        [FIXTURE.gloves.sku, FIXTURE.gloves.handle, '12.00', '', `https://feeds.example/products/${FIXTURE.gloves.handle}`],
        ['GLV-301', FIXTURE.gloves.handle, '12.00', '', `https://feeds.example/products/${FIXTURE.gloves.handle}`],
        ['PACK-1', 'safety-pack', '139.00', '', 'https://feeds.example/products/safety-pack'],
      ].sort(),
    );
    expect(rows).toBe(5);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("Product Media: the PIM images, videos and their alt texts are the store's metafields", async () => {
    const headers: IdentityHeaders = (await server.operatorSession(['showProductMedia'])).headers;
    const texts = {
      DAM_Image_Alt_Text: 'Drill, front|Drill, side',
      Product_Video: 'https://cdn.shopify.example/drill.mp4',
      Video_Alt_Text: 'Drill in use',
    };
    putMetafield(standIn.state, {
      ownerId: store.drill.id,
      namespace: 'Salsify',
      key: 'DAM_Images',
      type: 'single_line_text_field',
      value: 'https://cdn.shopify.example/drill.jpg,https://cdn.shopify.example/drill-side.jpg',
    });
    for (const [key, value] of Object.entries(texts))
      putMetafield(standIn.state, { ownerId: store.drill.id, namespace: 'Salsify', key, type: 'single_line_text_field', value });
    const query = { handle: FIXTURE.drill.handle };
    const read = async (call: (typeof productMediaContract)['images' | 'imageAlts' | 'videos' | 'videoAlts']) =>
      (await server.call(call, { query, headers })).data().productByHandle?.metafield?.value;
    expect(await read(productMediaContract.images)).toBe(
      'https://cdn.shopify.example/drill.jpg,https://cdn.shopify.example/drill-side.jpg',
    );
    expect(await read(productMediaContract.imageAlts)).toBe(texts.DAM_Image_Alt_Text);
    expect(await read(productMediaContract.videos)).toBe(texts.Product_Video);
    expect(await read(productMediaContract.videoAlts)).toBe(texts.Video_Alt_Text);
    // A product without them answers no metafield, not another product's.
    const saw = (await server.call(productMediaContract.videoAlts, { query: { handle: FIXTURE.saw.handle }, headers })).data();
    expect(saw.productByHandle?.handle).toBe(FIXTURE.saw.handle);
    expect(saw.productByHandle?.metafield ?? null).toBeNull();
  });
});
