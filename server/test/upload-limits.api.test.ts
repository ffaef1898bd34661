import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_CELL_LENGTH, UPLOAD_MAX_COLUMNS, UPLOAD_MAX_HEADER_LENGTH, UPLOAD_MESSAGES } from '@console/contracts/common/upload';
import { jobsContract } from '@console/contracts/jobs.contract';
import { nationalPartnersContract } from '@console/contracts/national-partners.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { startTestServer, type Identity, type TestServer } from './harness';

/**
 * What one upload row may carry is bounded in the contract (400 naming the field), and an
 * import's error file is built in linear time without holding up other requests, keeps each cell
 * as typed, and is made once per job.
 */

const wideRow = (columns: number, email = 'not-an-email') => {
  const row: Record<string, string> = { 'First Name': 'Wide', 'Last Name': 'Row', Email: email };
  for (let i = Object.keys(row).length; i < columns; i++) row[`Extra ${i}`] = `v${i}`;
  return row;
};

/** The sheet as the browser reads it (web/src/ui/spreadsheet.ts): formatted text, blanks as ''. */
function readBack(bytes: ArrayBuffer): { rows: Record<string, string>[]; formulas: number; headers: string[] } {
  const book = XLSX.read(bytes, { type: 'array', dense: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  const cells = (sheet['!data'] ?? []).flat().filter((c): c is XLSX.CellObject => Boolean(c));
  const headers = (XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false })[0] ?? []).map(String);
  return {
    rows: XLSX.utils.sheet_to_json<Record<string, string>>(sheet, { raw: false, defval: '', blankrows: false }),
    formulas: cells.filter((c) => c.f !== undefined).length,
    headers,
  };
}

describe('upload limits and error files', () => {
  let server: TestServer;
  let students: Identity;

  const errorFile = (jobId: number) =>
    fetch(`${server.url}${jobsContract.errorFile.path.replace(':id', String(jobId))}`, { headers: students.headers });

  beforeAll(async () => {
    server = await startTestServer();
    students = await server.operator(['showStudents', 'showNP']);
  });
  afterAll(async () => server?.close());

  it('answers 400 naming the row for too many columns or too long a column name, and the cell for too long a cell', async () => {
    const wide = await server.call(studentsContract.upload, {
      body: [wideRow(2), wideRow(UPLOAD_MAX_COLUMNS + 1)],
      headers: students.headers,
    });
    expect(wide.status).toBe(400);
    expect(wide.error().fieldErrors).toEqual({ 'body.1': UPLOAD_MESSAGES.columns });

    // A row far wider (what froze the server) is refused as fast, under `excelData` too.
    const huge = await server.call(nationalPartnersContract.upload, { body: { excelData: [wideRow(150_000)] }, headers: students.headers });
    expect(huge.status).toBe(400);
    expect(huge.error().fieldErrors).toEqual({ 'body.excelData.0': UPLOAD_MESSAGES.columns });

    const longHeader = await server.call(studentsContract.upload, {
      body: [{ ...wideRow(3), ['H'.repeat(UPLOAD_MAX_HEADER_LENGTH + 1)]: 'x' }],
      headers: students.headers,
    });
    expect(longHeader.error().fieldErrors).toEqual({ 'body.0': UPLOAD_MESSAGES.header });

    const longCell = await server.call(studentsContract.upload, {
      body: [wideRow(3), { ...wideRow(3), School: 'x'.repeat(UPLOAD_MAX_CELL_LENGTH + 1) }],
      headers: students.headers,
    });
    expect(longCell.status).toBe(400);
    expect(longCell.error().fieldErrors).toEqual({ 'body.1.School': UPLOAD_MESSAGES.cell });

    // Rows of few columns each, but more different columns over the file than a sheet can hold.
    const half = Math.ceil(UPLOAD_MAX_COLUMNS / 2) + 1;
    const spread = [0, 1].map((file) => Object.fromEntries(Array.from({ length: half }, (_, c) => [`Sheet ${file} column ${c}`, 'x'])));
    const spreadAnswer = await server.call(studentsContract.upload, { body: spread, headers: students.headers });
    expect(spreadAnswer.error().fieldErrors).toEqual({ body: UPLOAD_MESSAGES.columns });

    // Nothing of the refused uploads was stored.
    expect((await server.ctx.db.selectFrom('jobs').select('id').where('type', '=', 'registrations.import').execute()).length).toBe(0);
  });

  it("builds a 16,000-column row's error file while /healthz keeps answering within a second", async () => {
    const row = wideRow(16_000);
    const { jobId } = (await server.call(studentsContract.upload, { body: [row], headers: students.headers })).data();
    expect((await server.waitForJob(jobId, students.headers)).failedRows).toBe(1);

    let slowest = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        const health = await fetch(`${server.url}/healthz`);
        expect(health.status).toBe(200);
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const res = await errorFile(jobId);
    probing = false;
    await probe;
    expect(res.status).toBe(200);
    expect(slowest).toBeLessThan(1000);

    const sheet = readBack(await res.arrayBuffer());
    expect(sheet.headers).toEqual([...Object.keys(row), 'Reason']);
    expect(sheet.rows).toEqual([{ ...row, Reason: 'Email not valid.' }]);
  });

  it('gives back the rows sent, cell for cell, formula-like text included and never run; the file is made once', async () => {
    const rows = [
      {
        'First Name': '=HYPERLINK("http://attacker.test","x")',
        'Last Name': '+Plus',
        Email: 'bad-email',
        Phone: '+1 555 0100',
        School: '@school',
        Course: '-1+2',
        State: '0123',
      },
      {
        'First Name': 'Fine',
        'Last Name': 'Row',
        Email: 'typed.values@campus.test',
        Phone: '',
        School: 'Lakeside',
        Course: 'Math',
        State: 'CA',
      },
      {
        'First Name': "'quoted",
        'Last Name': '',
        Email: 'typed.values@campus.test',
        Phone: '5551234',
        School: ' padded ',
        Course: 'tab\tinside',
        State: 'NY',
      },
    ];
    const { jobId } = (await server.call(studentsContract.upload, { body: rows, headers: students.headers })).data();
    expect((await server.waitForJob(jobId, students.headers)).failedRows).toBe(2);

    const first = await errorFile(jobId);
    expect(first.status).toBe(200);
    const sheet = readBack(await first.arrayBuffer());
    expect(sheet.formulas).toBe(0);
    const failed = (row: Record<string, string>, reason: string) => ({ ...row, Reason: reason });
    expect(sheet.rows).toEqual([
      failed(rows[0] as Record<string, string>, 'Email not valid.'),
      failed(rows[2] as Record<string, string>, 'Last Name not valid.'),
    ]);
    // The sheet read back, less its Reason column, is an upload of exactly the failed rows.
    const again = sheet.rows.map(({ Reason: _reason, ...row }) => row);
    expect(again).toEqual([rows[0], rows[2]]);

    const fileIdOf = async () =>
      (await server.ctx.db.selectFrom('jobs').select('error_file_id').where('id', '=', jobId).executeTakeFirstOrThrow()).error_file_id;
    const made = await fileIdOf();
    const filesBefore = (await server.ctx.db.selectFrom('files').select('id').execute()).length;
    const [second, third] = await Promise.all([errorFile(jobId), errorFile(jobId)]);
    expect([second.status, third.status]).toEqual([200, 200]);
    expect(second.headers.get('content-disposition')).toBe(first.headers.get('content-disposition'));
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await third.arrayBuffer()))).toBe(true);
    expect(await fileIdOf()).toBe(made);
    expect((await server.ctx.db.selectFrom('files').select('id').execute()).length).toBe(filesBefore);
  });
});
