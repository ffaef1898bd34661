import { describe, expect, it } from 'vitest';
import { leavesScreen, listedNames } from './use-unsaved-guard';

describe('unsaved guard', () => {
  it('names up to three, then counts the rest', () => {
    expect(listedNames(['a'])).toBe('a');
    expect(listedNames(['a', 'b'])).toBe('a and b');
    expect(listedNames(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listedNames(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more');
  });
  it('asks only when the screen changes, not for its own query or hash', () => {
    expect(leavesScreen({ pathname: '/salsifyDisplay' }, { pathname: '/students' })).toBe(true);
    expect(leavesScreen({ pathname: '/salsifyDisplay' }, { pathname: '/salsifyDisplay' })).toBe(false);
  });
});
