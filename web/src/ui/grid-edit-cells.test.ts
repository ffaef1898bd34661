import { describe, expect, it } from 'vitest';
import { parseNumberText } from './grid-edit-cells';

describe('parseNumberText', () => {
  it('reads a number, blank as null, and keeps the old value for anything else', () => {
    expect(parseNumberText('12', 3)).toBe(12);
    expect(parseNumberText(' 2.5 ', 3)).toBe(2.5);
    expect(parseNumberText('  ', 3)).toBeNull();
    expect(parseNumberText('abc', 3)).toBe(3);
    expect(parseNumberText('Infinity', 3)).toBe(3);
  });
});
