import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskReportContract as c } from '@console/contracts/risk-report.contract';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { EMBEDDED_RISK_VERSION } from '../src/integrations/risk/embedded-risk';
import { startTestServer, type Identity, type TestServer } from './harness';
import { daysAgo, readReport, startMailedReportServer, today, type MailedReportSetup } from './report-sheet';
import type { SmtpPeer } from './smtp-peer';

/**
 * Transaction risk report (docs/functions/commerce-tools.md §2.10, §5, §7): date rules; every order of the range scored and
 * mailed as xlsx; kept scores reused unless 'Refresh Ekata'; the raw answer and the scoring version
 * kept with each row; the provider's API used when configured.
 */

describe('transaction risk report', () => {
  let setup: MailedReportSetup;
  let peer: SmtpPeer;
  let server: TestServer;
  let me: Identity;
  let orders: number;

  beforeAll(async () => {
    setup = await startMailedReportServer('showEkata', 12);
    ({ peer, server, me } = setup);
    orders = (await server.ctx.db.selectFrom('commerce_orders').select('id').execute()).length;
  });
  afterAll(async () => {
    await setup?.close();
  });

  const generate = (query: Record<string, string>) => server.call(c.generate, { query, headers: me.headers });
  const nextReport = async (seen: number) => {
    const mail = await peer.waitFor(
      (m) =>
        m.to === me.operator.email &&
        m.subject.startsWith('Transaction risk report') &&
        peer.received.filter((r) => r.subject.startsWith('Transaction risk report')).indexOf(m) === seen,
      30_000,
    );
    return readReport(mail.attachments[0]!.content);
  };

  it('refuses From later than To and To after today', async () => {
    expect((await generate({ dateFrom: today(), dateTo: daysAgo(3) })).data()).toEqual({
      status: false,
      msg: 'From date must not be later than To date.',
    });
    expect((await generate({ dateFrom: today(), dateTo: '2999-12-31' })).data()).toEqual({
      status: false,
      msg: 'To date must not be later than today.',
    });
    expect((await generate({ dateFrom: 'yesterday', dateTo: today() })).status).toBe(400);
  });

  it('scores every order of the range, keeps score, raw answer and version, and reuses them unless refreshed', async () => {
    expect((await generate({ dateFrom: daysAgo(90), dateTo: today(), refresh: 'false' })).data()).toEqual({
      status: true,
      msg: 'The report will be e-mailed to you when it is ready.',
    });
    const first = await nextReport(0);
    expect(first.headers).toEqual([
      'Order',
      'Order Date',
      'Customer',
      'Email',
      'Total',
      'Risk Score',
      'Risk Level',
      'Reasons',
      'Score Version',
      'Scored At',
    ]);
    expect(first.rows).toHaveLength(orders);
    const kept = await server.ctx.db.selectFrom('risk_scores').selectAll().execute();
    expect(kept).toHaveLength(orders);
    for (const row of kept) {
      expect(row.version).toBe(EMBEDDED_RISK_VERSION);
      expect(JSON.parse(row.raw)).toMatchObject({ score: row.score });
    }
    expect(first.rows.every((r) => r[8] === EMBEDDED_RISK_VERSION && Number(r[5]) >= 0 && Number(r[5]) <= 100)).toBe(true);

    // A kept score is reused as it is…
    const sample = kept[0]!;
    await server.ctx.db.updateTable('risk_scores').set({ score: 97, version: 'older-scoring' }).where('id', '=', sample.id).execute();
    await generate({ dateFrom: daysAgo(90), dateTo: today(), refresh: 'false' });
    const reused = await nextReport(1);
    expect(reused.rows.filter((r) => r[8] === 'older-scoring').map((r) => [r[5], r[6]])).toEqual([[97, 'High']]);
    // …and 'Refresh Ekata' scores every order again.
    await generate({ dateFrom: daysAgo(90), dateTo: today(), refresh: 'true' });
    const refreshed = await nextReport(2);
    expect(refreshed.rows.some((r) => r[8] === 'older-scoring')).toBe(false);
    const after = await server.ctx.db.selectFrom('risk_scores').selectAll().where('id', '=', sample.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ score: sample.score, version: EMBEDDED_RISK_VERSION });
    expect(after.scored_at > sample.scored_at).toBe(true);
  });

  it("uses the provider's API when RISK_URL is set, keeping its raw answer", async () => {
    const requests: unknown[] = [];
    const provider = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        requests.push({ auth: req.headers.authorization, body: JSON.parse(body) as unknown });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ identity_risk_score: 210, version: '3.3', reasons: ['Email first seen recently'] }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const other = await startTestServer({
      config: {
        smtpUrl: peer.url,
        riskUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/transaction_risk`,
        riskApiKey: 'k-123',
      },
    });
    try {
      await seedDemoCommerce(other.ctx.db, other.ctx.shop.id, { orders: 3 });
      const op = await other.operator(['showEkata']);
      await other.call(c.generate, { query: { dateFrom: daysAgo(90), dateTo: today() }, headers: op.headers });
      await peer.waitFor((m) => m.to === op.operator.email, 30_000);
      const rows = await other.ctx.db.selectFrom('risk_scores').selectAll().execute();
      expect(rows.length).toBe(3);
      expect(rows.every((r) => r.score === 42 && r.version === 'provider:3.3')).toBe(true);
      expect(JSON.parse(rows[0]!.raw)).toEqual({ identity_risk_score: 210, version: '3.3', reasons: ['Email first seen recently'] });
      expect(requests[0]).toMatchObject({ auth: 'Bearer k-123', body: { currency: 'USD' } });
    } finally {
      await other.close();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });

  it('needs the Ekata flag', async () => {
    const other = await server.operatorSession(['showBundleReport']);
    expect((await server.call(c.generate, { query: { dateFrom: today(), dateTo: today() }, headers: other.headers })).status).toBe(403);
  });
});
