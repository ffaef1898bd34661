import { describe, expect, it } from 'vitest';
import { cell, normalizeRow, parseSheetDate, rowEmail } from './sheet-rows';

describe('sheet rows', () => {
  it('matches headers whatever their spelling', () => {
    const row = normalizeRow({ 'First Name': ' Ada ', email: 'ada@example.com', Phone: 5551234 });
    expect(cell(row, 'first_name')).toBe('Ada');
    expect(cell(row, 'Email')).toBe('ada@example.com');
    expect(cell(row, 'phone')).toBe('5551234');
    expect(cell(row, 'missing')).toBe('');
  });

  it("finds a row's e-mail under any spelling of the column, or none", () => {
    expect(rowEmail({ 'E-mail': ' ada@example.com ', Name: 'Ada' })).toBe('ada@example.com');
    expect(rowEmail({ email: 'bo@example.com' })).toBe('bo@example.com');
    expect(rowEmail({ 'Email Address': 'cy@example.com' })).toBe('cy@example.com');
    expect(rowEmail({ Email: '' })).toBeUndefined();
    expect(rowEmail({ SKU: 'A1' })).toBeUndefined();
    expect(rowEmail(['a@example.com'])).toBeUndefined();
    expect(rowEmail(null)).toBeUndefined();
  });

  it('reads the date forms operators type and refuses impossible ones', () => {
    expect(parseSheetDate('12/26/2021')).toBe('2021-12-26');
    expect(parseSheetDate('1/2/2024')).toBe('2024-01-02');
    expect(parseSheetDate('2024-02-29')).toBe('2024-02-29');
    expect(parseSheetDate('02/30/2024')).toBeNull();
    expect(parseSheetDate('tomorrow')).toBeNull();
  });

  it('agrees with the calendar on every month and day of leap, common and century years', () => {
    // The reference: a date is real when the calendar gives back the same year, month and day.
    const calendar = (y: number, m: number, d: number) => {
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
        ? date.toISOString().slice(0, 10)
        : null;
    };
    for (const y of [99, 100, 1900, 1999, 2000, 2023, 2024, 2100, 2400, 9999]) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          expect(parseSheetDate(`${m}/${d}/${String(y).padStart(4, '0')}`), iso).toBe(calendar(y, m, d));
          expect(parseSheetDate(iso), iso).toBe(calendar(y, m, d));
        }
      }
    }
  });
});
