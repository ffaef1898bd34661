import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { breakableText } from './index-table';

/** The joints a text may break after: each is followed by a <wbr> in a fragment of its own. */
const jointsOf = (text: string) => {
  const node = breakableText(text);
  return Array.isArray(node) ? node.filter((part) => isValidElement(part)).length : 0;
};

describe('breakableText', () => {
  it('keeps numbers and dates whole', () => {
    expect(breakableText('12/20/2026')).toBe('12/20/2026');
    expect(breakableText('$1,234.50')).toBe('$1,234.50');
  });

  it("breaks after an identifier's joints", () => {
    // The dot before 29 reads as a number's, so it stays: store. student.29@ campus. example
    expect(jointsOf('store.student.29@campus.example')).toBe(3);
    expect(jointsOf('Apply price TL-1011-KIT on 12/20/2026')).toBe(2);
    expect(jointsOf('/orders/#1001')).toBe(2);
  });
});
