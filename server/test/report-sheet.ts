import ExcelJS from 'exceljs';
import type { Flag } from '@console/contracts/common/flags';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { REPORT_HEADER_ROW } from '../src/platform/sheet-file';
import { shopIsoDay } from './days';
import { startTestServer, type Identity, type TestServer } from './harness';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

/** A mailed report's title, headers (row 9) and data rows, cell values as they were written. */
export async function readReport(content: Buffer): Promise<{ title: unknown; headers: unknown[]; rows: unknown[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('The report has no sheet');
  const width = sheet.getRow(REPORT_HEADER_ROW).cellCount;
  const cells = (r: number) => Array.from({ length: width }, (_, c) => sheet.getCell(r, c + 1).value);
  const rows: unknown[][] = [];
  for (let r = REPORT_HEADER_ROW + 1; r <= sheet.rowCount; r++) rows.push(cells(r));
  return { title: sheet.getCell('A1').value, headers: cells(REPORT_HEADER_ROW), rows };
}

/** Days on the test shop's clock: its today is the latest day a report takes. */
export const daysAgo = (n: number) => shopIsoDay(-n);
export const today = () => daysAgo(0);

export interface MailedReportSetup {
  peer: SmtpPeer;
  server: TestServer;
  me: Identity;
  close(): Promise<void>;
}

/** A real SMTP peer, the app mailing through it, the demo store with `orders` orders, and an operator with `flag`. */
export async function startMailedReportServer(flag: Flag, orders: number): Promise<MailedReportSetup> {
  const peer = await startSmtpPeer();
  const server = await startTestServer({ config: { smtpUrl: peer.url } });
  await seedDemoCommerce(server.ctx.db, server.ctx.shop.id, { orders });
  const me = await server.operator([flag]);
  return {
    peer,
    server,
    me,
    async close() {
      await server.close();
      await peer.close();
    },
  };
}
