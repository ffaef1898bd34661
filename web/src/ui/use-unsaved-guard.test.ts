import { describe, expect, it } from 'vitest';
import { leavesScreen, listedNames, unsavedQuestion } from './use-unsaved-guard';

describe('unsaved guard', () => {
  it('asks naming what will be lost', () => {
    expect(unsavedQuestion('The unsaved display name of color will be lost.')).toBe(
      'Leave this screen? The unsaved display name of color will be lost.',
    );
  });
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
