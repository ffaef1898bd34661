import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsContract } from '@console/contracts/credits.contract';
import { knotReportContract } from '@console/contracts/knot-report.contract';
import { postEntry } from '../src/features/credits/ledger';
import { startTestServer, type Identity, type TestServer } from './harness';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './smtp-peer';
import { addCustomers } from './credits-support';

/**
 * The mailed reports of Credits and the Knot report (docs/functions/codes-credits-knot-giveaways.md §7): the call answers at once, a job
 * builds the xlsx from the ledger and mails it to the operator through a real SMTP peer, and the
 * Jobs screen offers the same file.
 */
describe('credit and Knot reports', () => {
  let peer: SmtpPeer;
  let server: TestServer;
  let credits: Identity;
  let knot: Identity;

  const at = (day: string) => `${day}T12:00:00.000Z`;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startTestServer({ config: { smtpUrl: peer.url } });
    credits = await server.operator(['showCredits'], { email: 'credit.reporter@shop.test' });
    knot = await server.operator(['showKnotReport'], { email: 'knot.reporter@shop.test' });
    const [ana, ben, cy] = await addCustomers(server, credits.headers, ['ana@report.test', 'ben@report.test', 'cy@other.test']);
    if (!ana || !ben || !cy) throw new Error('customers not added');
    const store = { id: null, email: 'store@shop.example', name: 'Online Store' };
    const entries = [
      [ana, 'credit', 10_000, 'Opening gift', '2026-02-10'],
      [ana, 'order', -3_000, '#1001', '2026-03-02'],
      [ana, 'refund', 1_000, 'Return', '2026-03-05'],
      [ben, 'credit', 5_000, 'Price match', '2026-03-03'],
      [ben, 'discount_code', -500, '=HYPERLINK("x")', '2026-03-04'],
      [ben, 'adjustment', -200, 'Correction', '2026-04-02'],
      [cy, 'credit', 700, 'Later', '2026-04-10'],
    ] as const;
    for (const [customer, kind, cents, reference, day] of entries) {
      await postEntry(
        server.ctx.db,
        server.ctx.shop.id,
        { accountId: Number(customer.shopifyCustomerId), kind, cents, reference },
        { operator: store, allowNegative: false, maxCents: server.ctx.config.creditMaxCents, requestId: null, now: at(day) },
      );
    }
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
  });

  async function sheetOf(mail: ReceivedMail): Promise<ExcelJS.Worksheet> {
    const [attachment] = mail.attachments;
    if (!attachment) throw new Error('no attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(attachment.content as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    return sheet;
  }
  const rowsOf = (sheet: ExcelJS.Worksheet, from = 10) => {
    const out: unknown[][] = [];
    for (let r = from; r <= sheet.rowCount; r++) out.push((sheet.getRow(r).values as unknown[]).slice(1));
    return out;
  };

  it('mails the filtered customers as xlsx and offers it on the Jobs screen', async () => {
    const res = (
      await server.call(creditsContract.exportCustomers, {
        body: { admin: credits.headers.customerId, search: 'report.test' },
        headers: credits.headers,
      })
    ).data();
    expect(res).toMatchObject({ status: true, msg: 'The report is being prepared and will be e-mailed to you shortly.' });
    const job = await server.waitForJob(res.jobId, credits.headers);
    expect(job).toMatchObject({ status: 'done', title: 'Credit customers report' });
    expect(job.resultFileId).not.toBeNull();
    const mail = await peer.waitFor((m) => m.to === 'credit.reporter@shop.test' && m.subject === 'Credit Customers Report');
    expect(mail.attachments[0]?.filename).toMatch(/^Credit_Customers_Report_\d{8}_\d{6}\.xlsx$/);
    const sheet = await sheetOf(mail);
    expect(sheet.getCell('A1').value).toBe('Credit Customers Report');
    expect(rowsOf(sheet, 9)[0]).toEqual(['Name', 'Email', 'Balance', 'Created Date']);
    expect(rowsOf(sheet).map((r) => [r[1], r[2]])).toEqual([
      ['ben@report.test', 43],
      ['ana@report.test', 80],
    ]);
    const download = await fetch(`${server.url}/api/files/${job.resultFileId}`, { headers: credits.headers });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(mail.attachments[0]?.content ?? Buffer.alloc(0))).toBe(true);
    expect(
      await server.ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'credits.customers.export').execute(),
    ).toHaveLength(1);
  });

  it('mails the filtered transactions with one amount column per kind, formulas escaped', async () => {
    const body = {
      admin: credits.headers.customerId,
      search: '',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      customerEmail: 'report.test',
      discountCode: '0,10',
      refund: '5,20',
      sortField: 'createdDate',
      sortOrder: 'desc',
    };
    const res = (await server.call(creditsContract.exportTransactions, { body, headers: credits.headers })).data();
    await server.waitForJob(res.jobId, credits.headers);
    const mail = await peer.waitFor((m) => m.to === 'credit.reporter@shop.test' && m.subject === 'Credit Transactions Report');
    expect(mail.attachments[0]?.filename).toMatch(/^Credit_Transactions_Report_\d{8}_\d{6}\.xlsx$/);
    const sheet = await sheetOf(mail);
    expect(rowsOf(sheet, 9)[0]).toEqual([
      'Date',
      'Customer',
      'Email',
      'Credit',
      'Adjustment',
      'Discount Code',
      'Order',
      'Refund',
      'Reference',
      'Expire On',
      'Created By',
      'Created By Email',
      'Balance After',
    ]);
    const rows = rowsOf(sheet);
    expect(rows.map((r) => [r[0], r[2], r[5], r[7], r[8]])).toEqual([
      ['2026-03-05', 'ana@report.test', undefined, 10, 'Return'],
      ['2026-03-04', 'ben@report.test', -5, undefined, '\'=HYPERLINK("x")'],
    ]);
    expect(
      (await server.call(creditsContract.exportTransactions, { body: { ...body, endDate: 'soon' }, headers: credits.headers })).status,
    ).toBe(400);
  });

  it('refuses Knot periods that end before they start or lie in the future', async () => {
    const bad = await server.call(knotReportContract.generate, {
      query: { dateFrom: '2026-03-31T00:00:00Z', dateTo: '2026-03-01T23:59:59Z' },
      headers: knot.headers,
    });
    expect(bad.status).toBe(400);
    expect(bad.error().message).toBe('Date From must not be after Date To.');
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const ahead = await server.call(knotReportContract.generate, {
      query: { dateFrom: `${future}T00:00:00Z`, dateTo: `${future}T23:59:59Z` },
      headers: knot.headers,
    });
    expect(ahead.status).toBe(400);
    expect(ahead.error().message).toBe('Dates cannot be in the future.');
    expect(
      (await server.call(knotReportContract.generate, { query: { dateFrom: 'March', dateTo: '2026-03-01' }, headers: knot.headers }))
        .status,
    ).toBe(400);
    expect(
      (
        await server.call(knotReportContract.generate, {
          query: { dateFrom: '2026-03-01', dateTo: '2026-03-31' },
          headers: credits.headers,
        })
      ).status,
    ).toBe(403);
  });

  it('mails the Knot report: each customer from opening to closing balance over the period, and the total', async () => {
    const res = (
      await server.call(knotReportContract.generate, {
        query: { dateFrom: '2026-03-01T00:00:00Z', dateTo: '2026-03-31T23:59:59Z' },
        headers: knot.headers,
      })
    ).data();
    expect(res).toMatchObject({ status: true, msg: 'The Knot report is being generated and will be e-mailed to you shortly.' });
    const job = await server.waitForJob(res.jobId, knot.headers);
    expect(job).toMatchObject({ status: 'done', title: 'Knot report' });
    const mail = await peer.waitFor((m) => m.to === 'knot.reporter@shop.test');
    expect(mail.subject).toBe('Knot Report');
    expect(mail.attachments[0]?.filename).toMatch(/^Knot_Report_\d{8}_\d{6}\.xlsx$/);
    const sheet = await sheetOf(mail);
    expect(sheet.getCell('A1').value).toBe('Knot Report 03/01/2026 - 03/31/2026');
    expect(rowsOf(sheet, 9)[0]).toEqual([
      'Customer',
      'Email',
      'Opening Balance',
      'Credits',
      'Refunds',
      'Adjustments',
      'Discount Codes',
      'Orders',
      'Closing Balance',
    ]);
    // cy@other.test has nothing before April: not in March's report. The April adjustment is outside too.
    expect(rowsOf(sheet)).toEqual([
      ['Ana', 'ana@report.test', 100, 0, 10, 0, 0, -30, 80],
      ['Ben', 'ben@report.test', 0, 50, 0, 0, -5, 0, 45],
      ['All customers', undefined, 100, 50, 10, 0, -5, -30, 125],
    ]);
    expect(await server.ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'knot-report.generate').execute()).toHaveLength(1);
  });
});
