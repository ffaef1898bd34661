import { describe, expect, it } from 'vitest';
import { parseTypedDate, parseTypedTime, typedTimeAfterDate } from './typed-date';

describe('typed dates', () => {
  it('reads MM/DD/YYYY, M/D/YYYY and YYYY-MM-DD, with or without a time after', () => {
    expect(parseTypedDate('03/15/2027')).toBe('2027-03-15');
    expect(parseTypedDate(' 3/5/2027 ')).toBe('2027-03-05');
    expect(parseTypedDate('2027-03-15')).toBe('2027-03-15');
    expect(parseTypedDate('03/15/2027 9:00 AM')).toBe('2027-03-15');
    expect(parseTypedDate('03/15/2027 21:30')).toBe('2027-03-15');
  });

  it('refuses what is not a whole, real date', () => {
    for (const text of ['', '03/15', '02/30/2027', '13/01/2027', 'tomorrow', '03/15/2027 soon', '03/15/2027 25:00']) {
      expect(parseTypedDate(text), text).toBeNull();
    }
  });

  it('reads a clock time in 12 or 24 hours', () => {
    expect(parseTypedTime('9:00 AM')).toBe('09:00');
    expect(parseTypedTime('12:15 am')).toBe('00:15');
    expect(parseTypedTime('12:15 PM')).toBe('12:15');
    expect(parseTypedTime('9:05pm')).toBe('21:05');
    expect(parseTypedTime('21:30:15')).toBe('21:30:15');
    expect(parseTypedTime('13:00 PM')).toBeNull();
    expect(parseTypedTime('9:60')).toBeNull();
    expect(typedTimeAfterDate('03/15/2027 9:00 AM')).toBe('09:00');
    expect(typedTimeAfterDate('03/15/2027')).toBeNull();
  });
});
