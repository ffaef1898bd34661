import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readSheetRows } from './spreadsheet';

describe('readSheetRows', () => {
  it('reads CSV text into row objects keyed by header, keeping cells as typed', () => {
    const csv = 'First Name,Last Name,Email,Phone,Start Date\nJosé,Núñez,jose@example.com,0123,12/26/2021\n,,,,\nAnn,"Lee, Jr",ann@example.com,+1 555,\n';
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
