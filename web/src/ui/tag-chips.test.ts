import { describe, expect, it } from 'vitest';
import { chipsThatFit, splitTags, tagCount } from './tag-chips';

describe('tag chips', () => {
  it('shows the first tags as chips and counts the rest for the popover', () => {
    expect(splitTags(['UserType:Student', 'Approved', 'np:acme', 'discount_limit:500'], 2)).toEqual({
      chips: ['UserType:Student', 'Approved'],
      rest: 2,
    });
    expect(splitTags(['Approved'], 1)).toEqual({ chips: ['Approved'], rest: 0 });
    expect(splitTags(['Approved', 'np:acme'], 0)).toEqual({ chips: [], rest: 2 });
    expect(splitTags([], 0)).toEqual({ chips: [], rest: 0 });
  });

  it('fits whole chips only, keeping room for +n when some are left out', () => {
    // 100 + 4 + 60 = 164: both fit without a '+n'.
    expect(chipsThatFit([100, 60], 164, 4, 30)).toBe(2);
    // One px less: '+n' (30) + 100 + 4 = 134 fits, the second chip does not.
    expect(chipsThatFit([100, 60], 163, 4, 30)).toBe(1);
    expect(chipsThatFit([100, 60, 80], 198, 4, 30)).toBe(2);
    expect(chipsThatFit([100, 60, 80], 197, 4, 30)).toBe(1);
    // Not even the first chip beside '+n': none, and the button says how many tags there are.
    expect(chipsThatFit([120, 60], 140, 4, 30)).toBe(0);
    expect(chipsThatFit([], 0, 4, 30)).toBe(0);
  });
});

describe('tag count', () => {
  it('names how many tags wait in the popover', () => {
    expect(tagCount(1)).toBe('1 tag');
    expect(tagCount(6)).toBe('6 tags');
  });
});
