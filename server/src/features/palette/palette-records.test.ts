import { describe, expect, it } from 'vitest';
import { entriesText } from './palette-records';

describe('palette record details', () => {
  it("counts a giveaway's entries in the right number ('1 entries')", () => {
    expect(entriesText(0)).toBe('0 entries');
    expect(entriesText(1)).toBe('1 entry');
    expect(entriesText(12)).toBe('12 entries');
  });
});
