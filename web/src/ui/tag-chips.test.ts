import { describe, expect, it } from 'vitest';
import { CHIPS_SHOWN, splitTags } from './tag-chips';

describe('tag chips', () => {
  it('shows the first tags as chips and counts the rest for the popover', () => {
    expect(splitTags(['UserType:Student', 'Approved', 'np:acme', 'discount_limit:500'])).toEqual({ chips: ['UserType:Student', 'Approved'], rest: 2 });
    expect(splitTags(['Approved'])).toEqual({ chips: ['Approved'], rest: 0 });
    expect(splitTags([])).toEqual({ chips: [], rest: 0 });
    expect(CHIPS_SHOWN).toBe(2);
  });
});
