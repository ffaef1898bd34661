import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildWorkbook, escapeCellText, exportFileName, workbookBytes, type ExcelColumn } from './excel-export';

interface Person {
  name: string;
  email: string;
  spent: number;
}

const columns: ExcelColumn<Person>[] = [
  { header: 'Name', value: (p) => p.name },
  { header: 'Email', value: (p) => p.email },
  { header: 'Amount Spent', value: (p) => p.spent },
];
const rows: Person[] = [
  { name: 'Ada Lovelace', email: 'ada@example.com', spent: 12.5 },
  { name: '=HYPERLINK("http://evil")', email: '@me', spent: -3 },
];

async function roundTrip(workbook: ExcelJS.Workbook): Promise<ExcelJS.Worksheet> {
  const copy = new ExcelJS.Workbook();
  await copy.xlsx.load((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  const sheet = copy.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('excel export', () => {
  it('puts headers in row 1 and data from row 2 without a title', async () => {
    const sheet = await roundTrip(buildWorkbook({ columns, rows }));
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Email', 'Amount Spent']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Ada Lovelace', 'ada@example.com', 12.5]);
    expect(sheet.rowCount).toBe(3);
  });

  it('puts the title in row 1, the created-on stamp in row 2 and headers in row 9 with a title', async () => {
    const createdOn = new Date(2021, 11, 26, 15, 7);
    const sheet = await roundTrip(buildWorkbook({ columns, rows, title: 'Staff Pending Report', createdOn }));
    expect(sheet.getCell('A1').value).toBe('Staff Pending Report');
    expect(sheet.getCell('A2').value).toBe('Created on: 12/26/2021 3:07 PM');
    for (let r = 3; r <= 8; r++) expect(sheet.getRow(r).cellCount).toBe(0);
    expect(sheet.getRow(9).values).toEqual([undefined, 'Name', 'Email', 'Amount Spent']);
    expect(sheet.getCell('A10').value).toBe('Ada Lovelace');
    expect(sheet.rowCount).toBe(11);
  });

  it('escapes text that a spreadsheet would run as a formula, and keeps numbers as numbers', async () => {
    const sheet = await roundTrip(buildWorkbook({ columns, rows }));
    expect(sheet.getCell('A3').value).toBe(`'=HYPERLINK("http://evil")`);
    expect(sheet.getCell('B3').value).toBe("'@me");
    expect(sheet.getCell('C3').value).toBe(-3);
    expect(sheet.getCell('A3').formula).toBeUndefined();
    expect(['+1 555', '-x', '\tx', 'plain', 'a=b'].map(escapeCellText)).toEqual(["'+1 555", "'-x", "'\tx", 'plain', 'a=b']);
  });

  it('writes real xlsx bytes', async () => {
    const bytes = new Uint8Array(await workbookBytes({ columns, rows }));
    // An xlsx file is a zip archive.
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('names the file with the prefix and a timestamp', () => {
    expect(exportFileName('Student_Approved_Report_', new Date(2021, 11, 26, 9, 30, 5))).toBe(
      'Student_Approved_Report_20211226_093005.xlsx',
    );
  });
});
