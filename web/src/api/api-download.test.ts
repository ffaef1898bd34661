import { describe, expect, it } from 'vitest';
import { attachmentName } from './api-download';

describe('attachmentName', () => {
  it("reads the server's file name, preferring the UTF-8 form", () => {
    expect(attachmentName('attachment; filename="Failed_Rows_Job_3_20261123_041500.xlsx"', 'x.xlsx')).toBe(
      'Failed_Rows_Job_3_20261123_041500.xlsx',
    );
    expect(attachmentName('attachment; filename="a.xlsx"; filename*=UTF-8\'\'R%C3%A9sum%C3%A9.xlsx', 'x.xlsx')).toBe('Résumé.xlsx');
    expect(attachmentName('attachment; filename=plain.csv', 'x.xlsx')).toBe('plain.csv');
  });

  it('falls back when there is no name', () => {
    expect(attachmentName(null, 'Job_4.xlsx')).toBe('Job_4.xlsx');
    expect(attachmentName('attachment', 'Job_4.xlsx')).toBe('Job_4.xlsx');
  });
});
