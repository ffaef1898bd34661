import { describe, expect, it } from 'vitest';
import { cell, normalizeRow, parseSheetDate } from './sheet-rows';

describe('sheet rows', () => {
  it('matches headers whatever their spelling', () => {
    const row = normalizeRow({ 'First Name': ' Ada ', email: 'ada@example.com', Phone: 5551234 });
    expect(cell(row, 'first_name')).toBe('Ada');
    expect(cell(row, 'Email')).toBe('ada@example.com');
    expect(cell(row, 'phone')).toBe('5551234');
    expect(cell(row, 'missing')).toBe('');
  });

  it('reads the date forms operators type and refuses impossible ones', () => {
    expect(parseSheetDate('12/26/2021')).toBe('2021-12-26');
    expect(parseSheetDate('1/2/2024')).toBe('2024-01-02');
    expect(parseSheetDate('2024-02-29')).toBe('2024-02-29');
    expect(parseSheetDate('02/30/2024')).toBeNull();
    expect(parseSheetDate('tomorrow')).toBeNull();
  });
});
