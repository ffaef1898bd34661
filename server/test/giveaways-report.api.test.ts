import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveawaysContract as giveaways } from '@console/contracts/giveaways.contract';
import { DAY, usDay } from './days';
import { startTestServer, type Identity, type TestServer } from './harness';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './smtp-peer';

/**
 * The giveaway report (docs/functions/codes-credits-knot-giveaways.md §7 GET /api/giveaways/report): the call answers at once, a job builds
 * the xlsx of the entries in the date range and it arrives at a real SMTP peer with matching rows.
 */

async function sheetRows(mail: ReceivedMail): Promise<{ title: unknown; headers: unknown[]; rows: unknown[][] }> {
  const [attachment] = mail.attachments;
  expect(attachment?.filename).toMatch(/^Giveaway_Report_\d{8}_\d{6}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(attachment?.content as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const row = (r: number) => [1, 2, 3, 4].map((c) => sheet?.getCell(r, c).value);
  const rows: unknown[][] = [];
  for (let r = 10; r <= (sheet?.rowCount ?? 0); r++) rows.push(row(r));
  return { title: sheet?.getCell('A1').value, headers: row(9), rows };
}

describe('giveaway report', () => {
  let peer: SmtpPeer;
  let server: TestServer;
  let operator: Identity;

  const create = async (name: string) =>
    (await server.call(giveaways.create, { body: { name }, headers: operator.headers })).data().giveaway;
  const enter = (entryPath: string, name: string, email: string) =>
    fetch(`${server.url}${entryPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name, email }).toString(),
    });
  const report = (query: Record<string, string | number>) =>
    server.call(giveaways.report, { query: { admin: operator.headers.customerId, ...query }, headers: operator.headers });

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startTestServer({ config: { smtpUrl: peer.url } });
    operator = await server.operator(['showGiveaways']);
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
  });

  it('mails the entries of one giveaway in the range as xlsx, and of every giveaway without one', async () => {
    const drill = await create('Drill Kit');
    const saw = await create('=Saw');
    for (const [name, email] of [
      ['Ava Tester', 'ava@crew.example'],
      ['Liam Tester', 'liam@crew.example'],
    ])
      expect((await enter(drill.entryPath, name as string, email as string)).status).toBe(200);
    expect((await enter(saw.entryPath, 'Maya Tester', 'maya@crew.example')).status).toBe(200);
    // An entry from last month stays out of a range that starts today.
    await server.ctx.db
      .insertInto('giveaway_entries')
      .values({
        shop_id: server.ctx.shop.id,
        giveaway_id: drill.id,
        name: 'Old Entry',
        email: 'old@crew.example',
        email_lower: 'old@crew.example',
        created_at: new Date(Date.now() - 30 * DAY).toISOString(),
      })
      .execute();

    const res = await report({ id: drill.id, name: drill.name, startDate: usDay(0), endDate: usDay(0) });
    expect(res.status).toBe(200);
    const answer = res.data();
    expect(answer).toMatchObject({ status: true, msg: `The giveaway report will be e-mailed to ${operator.operator.email}.` });
    expect((await server.waitForJob(answer.jobId, operator.headers)).status).toBe('done');
    const mail = await peer.waitFor((m) => m.to === operator.operator.email && m.raw.includes('Drill Kit'));
    const one = await sheetRows(mail);
    expect(one.title).toBe(`Giveaway Report: Drill Kit, ${usDay(0)} to ${usDay(0)}`);
    expect(one.headers).toEqual(['Giveaway', 'Name', 'Email', 'Entered On']);
    expect(one.rows.map((r) => r.slice(0, 3))).toEqual([
      ['Drill Kit', 'Ava Tester', 'ava@crew.example'],
      ['Drill Kit', 'Liam Tester', 'liam@crew.example'],
    ]);
    expect(String(one.rows[0]?.[3])).toMatch(new RegExp(`^${usDay(0).replace(/\//g, '\\/')} \\d{2}:\\d{2} UTC$`));

    const all = await report({ startDate: usDay(-40), endDate: usDay(0) });
    await server.waitForJob(all.data().jobId, operator.headers);
    const every = await sheetRows(await peer.waitFor((m) => m.raw.includes('every giveaway')));
    expect(every.rows.map((r) => r[2]).sort()).toEqual(['ava@crew.example', 'liam@crew.example', 'maya@crew.example', 'old@crew.example']);
    // A name that looks like a formula is escaped in the file.
    expect(every.rows.find((r) => r[2] === 'maya@crew.example')?.[0]).toBe("'=Saw");
  });

  it('refuses a range that ends before it starts, a bad date and an unknown giveaway', async () => {
    expect((await report({ startDate: usDay(2), endDate: usDay(1) })).status).toBe(400);
    expect((await report({ startDate: '13/45/2026', endDate: usDay(1) })).status).toBe(400);
    expect((await report({ id: 999999, startDate: usDay(0), endDate: usDay(1) })).status).toBe(404);
    const jobs = await server.ctx.db.selectFrom('jobs').select('id').where('type', '=', 'giveaways.report').execute();
    expect(jobs).toHaveLength(2);
  });
});
