import { describe, expect, it } from 'vitest';
import { countText, homeKeys } from './home-queries';

describe('home queries', () => {
  it('says when there are more than a page', () => {
    expect(countText({ count: 25, more: true })).toBe('25+');
    expect(countText({ count: 3, more: false })).toBe('3');
  });
  it('keys the counts under the home root', () => {
    expect(homeKeys.named('attention')).toEqual(['home', 'attention']);
  });
});
