import { describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MESSAGES } from '@console/contracts/common/upload';
import { readSheetRows, readSpreadsheetFile } from './spreadsheet';
import { SpreadsheetTooLarge, SpreadsheetUnreadable, UNREADABLE_SPREADSHEET_TEXT, spreadsheetProblem } from './spreadsheet-size';

describe('readSheetRows', () => {
  it('reads CSV text into row objects keyed by header, keeping cells as typed', () => {
    const csv =
      'First Name,Last Name,Email,Phone,Start Date\nJosé,Núñez,jose@example.com,0123,12/26/2021\n,,,,\nAnn,"Lee, Jr",ann@example.com,+1 555,\n';
    expect(readSheetRows(csv)).toEqual([
      { 'First Name': 'José', 'Last Name': 'Núñez', Email: 'jose@example.com', Phone: '0123', 'Start Date': '12/26/2021' },
      { 'First Name': 'Ann', 'Last Name': 'Lee, Jr', Email: 'ann@example.com', Phone: '+1 555', 'Start Date': '' },
    ]);
  });

  it('reads only the first sheet of an xlsx file, dates as MM/DD/YYYY', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Students');
    first.addRow(['Email', 'Start Date', 'Phone']);
    first.addRow(['a@example.com', new Date(Date.UTC(2021, 11, 26)), 5551234]);
    first.getCell('B2').numFmt = 'mm-dd-yy';
    workbook.addWorksheet('Other').addRow(['Email']);
    const bytes = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
    expect(readSheetRows(bytes)).toEqual([{ Email: 'a@example.com', 'Start Date': '12/26/2021', Phone: '5551234' }]);
  });

  it('answers no rows for a file with only headers', () => {
    expect(readSheetRows('Email,Phone\n')).toEqual([]);
  });
});

describe('readSpreadsheetFile', () => {
  it('refuses a file above 10 MB with a message, before reading a byte of it', async () => {
    const read = vi.fn(async () => new ArrayBuffer(0));
    const big = { name: 'huge.xlsx', type: '', size: UPLOAD_MAX_FILE_BYTES + 1, arrayBuffer: read, text: read } as unknown as File;
    await expect(readSpreadsheetFile(big)).rejects.toThrow(SpreadsheetTooLarge);
    await expect(readSpreadsheetFile(big)).rejects.toThrow('The file is larger than 10 MB. Split it into smaller files and upload each.');
    expect(read).not.toHaveBeenCalled();
    expect(spreadsheetProblem(await readSpreadsheetFile(big).catch((error: unknown) => error))).toBe(UPLOAD_MESSAGES.file);
  });

  it('reads a file of exactly the limit', async () => {
    const csv = 'Email\na@example.com\n';
    const file = new File([csv.padEnd(UPLOAD_MAX_FILE_BYTES, ' ')], 'edge.csv', { type: 'text/csv' });
    expect(file.size).toBe(UPLOAD_MAX_FILE_BYTES);
    expect((await readSpreadsheetFile(file))[0]).toEqual({ Email: 'a@example.com' });
  });

  it('refuses a damaged .xlsx (not a zip, or a broken one) as unreadable instead of reading its bytes as rows', async () => {
    const noise = new File([new Uint8Array(2000).map((_, i) => (i * 37 + 11) % 256)], 'students.xlsx');
    await expect(readSpreadsheetFile(noise)).rejects.toThrow(SpreadsheetUnreadable);
    const broken = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8])], 'coupons.xlsx');
    const error = await readSpreadsheetFile(broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpreadsheetUnreadable);
    expect(spreadsheetProblem(error)).toBe(UNREADABLE_SPREADSHEET_TEXT);
  });

  it('still reads a real xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('S').addRows([['Email'], ['a@example.com']]);
    const bytes = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
    expect(await readSpreadsheetFile(new File([bytes], 'ok.xlsx'))).toEqual([{ Email: 'a@example.com' }]);
  });
});
