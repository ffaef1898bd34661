import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleReportContract as c } from '@console/contracts/bundle-report.contract';
import { jobsContract as jobs } from '@console/contracts/jobs.contract';
import { seedBundleOrders } from '../src/demo/bundle-orders.seed';
import type { Identity, TestServer } from './harness';
import { daysAgo, readReport, startMailedReportServer, today, type MailedReportSetup } from './report-sheet';
import type { SmtpPeer } from './smtp-peer';

/**
 * Bundle Report (docs/functions/commerce-tools.md §2.8, §5, §7): date and type rules, and the bundle and component reports
 * mailed as xlsx from real orders, each bundle line's revenue split across its components exactly.
 */

describe('bundle report', () => {
  let setup: MailedReportSetup;
  let peer: SmtpPeer;
  let server: TestServer;
  let me: Identity;

  beforeAll(async () => {
    setup = await startMailedReportServer('showBundleReport', 5);
    ({ peer, server, me } = setup);
    await seedBundleOrders(server.ctx.db, server.ctx.shop.id, { count: 7, days: 20 });
  });
  afterAll(async () => {
    await setup?.close();
  });

  const generate = (query: Record<string, string>) => server.call(c.generate, { query, headers: me.headers });

  it('applies the rules of docs/functions/commerce-tools.md §5: a type is needed, From not after To, nothing after today', async () => {
    expect((await generate({ date_from: daysAgo(5), date_to: today(), bundle: 'false', component: 'false' })).data()).toEqual({
      status: false,
      msg: 'Please select atleast one report type',
    });
    expect((await generate({ date_from: today(), date_to: daysAgo(5), bundle: 'true' })).data()).toEqual({
      status: false,
      msg: 'From date must not be later than To date.',
    });
    expect((await generate({ date_from: daysAgo(1), date_to: '2999-01-01', bundle: 'true' })).data().status).toBe(false);
    const bad = await generate({ date_from: '13/45/2026', date_to: today(), bundle: 'true' });
    expect(bad.status).toBe(400);
    expect(bad.error().fieldErrors).toHaveProperty(['query.date_from']);
  });

  it('mails both reports; component revenue sums exactly to each bundle line', async () => {
    const from = daysAgo(30);
    // MM/DD/YYYY is accepted as well as YYYY-MM-DD.
    const to = `${today().slice(5, 7)}/${today().slice(8, 10)}/${today().slice(0, 4)}`;
    const answer = (await generate({ date_from: from, date_to: to, bundle: 'true', component: 'true' })).data();
    expect(answer).toEqual({
      status: true,
      msg: 'The report will be e-mailed to you when it is ready.',
      jobIds: [expect.any(Number), expect.any(Number)],
    });
    // Each queued report is a job the operator can open in Jobs (the screen links them).
    for (const id of answer.jobIds ?? []) {
      const job = await server.call(jobs.detail, { params: { id }, headers: me.headers });
      expect(job.status).toBe(200);
      expect(job.data().startedBy).toBe(me.operator.email);
    }
    const bundleMail = await peer.waitFor((m) => m.to === me.operator.email && m.subject.startsWith('Bundle Report'), 30_000);
    const componentMail = await peer.waitFor((m) => m.to === me.operator.email && m.subject.startsWith('Component Report'), 30_000);
    expect(bundleMail.subject).toBe(`Bundle Report ${from} to ${today()}`);
    const bundles = await readReport(bundleMail.attachments[0]!.content);
    const components = await readReport(componentMail.attachments[0]!.content);
    expect(bundles.headers).toEqual(['Order', 'Order Date', 'Bundle SKU', 'Bundle', 'Quantity', 'Revenue']);
    expect(components.headers).toEqual([
      'Order',
      'Order Date',
      'Bundle SKU',
      'Bundle',
      'Component SKU',
      'Component',
      'Quantity',
      'Allocated Revenue',
    ]);

    const lines = await server.ctx.db
      .selectFrom('commerce_line_items')
      .innerJoin('commerce_orders', 'commerce_orders.id', 'commerce_line_items.order_id')
      .select(['commerce_orders.number', 'commerce_line_items.sku', 'commerce_line_items.quantity', 'commerce_line_items.price_cents'])
      .where('commerce_line_items.sku', 'like', 'BNDL-%')
      .orderBy('commerce_orders.created_at')
      .execute();
    expect(lines.length).toBeGreaterThanOrEqual(7);
    expect(bundles.rows).toHaveLength(lines.length);
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    for (const row of bundles.rows) {
      const line = lines.find((l) => `#${l.number}` === row[0] && l.sku === row[2]);
      expect(line).toBeDefined();
      expect(cents(row[5])).toBe(line!.price_cents * line!.quantity);
      const parts = components.rows.filter((r) => r[0] === row[0] && r[2] === row[2]);
      expect(parts.length).toBeGreaterThanOrEqual(2);
      expect(parts.reduce((sum, r) => sum + cents(r[7]), 0)).toBe(cents(row[5]));
      expect(parts.every((r) => Number(r[6]) % Number(row[4]) === 0)).toBe(true);
    }
  });

  it('needs the Bundle Report flag', async () => {
    const other = await server.operatorSession(['showEkata']);
    expect(
      (await server.call(c.generate, { query: { date_from: today(), date_to: today(), bundle: 'true' }, headers: other.headers })).status,
    ).toBe(403);
  });
});
