import { describe, expect, it } from 'vitest';
import { matchesSearch, changedParams, pageChange, searchChange, tabChange } from './list-url-state';

describe('list state in the URL', () => {
  it('a page keeps the search and the tab', () => {
    const next = changedParams(new URLSearchParams('tab=1&search=ada&searchType=Email'), pageChange('next', 'c25'));
    expect(next.toString()).toBe('tab=1&search=ada&searchType=Email&dir=next&cursor=c25');
  });

  it('a new search starts at the first page and keeps the tab', () => {
    const next = changedParams(new URLSearchParams('tab=2&dir=next&cursor=c25'), searchChange('26-12-2021', 'Date'));
    expect(Object.fromEntries(next)).toEqual({ tab: '2', search: '26-12-2021', searchType: 'Date' });
  });

  it('an empty search removes the search from the URL', () => {
    expect(changedParams(new URLSearchParams('search=ada&searchType=Email&dir=next&cursor=x'), searchChange('', 'Email')).toString()).toBe(
      '',
    );
  });

  it('another tab drops the last tab search and page, and leaves other params alone', () => {
    const next = changedParams(new URLSearchParams('tab=0&search=ada&searchType=Email&dir=next&cursor=c&other=1'), tabChange(2));
    expect(Object.fromEntries(next)).toEqual({ tab: '2', other: '1' });
  });

  it('a plain text search matches names holding it, ignoring case and spaces around it', () => {
    expect(matchesSearch('Spring Careers Fair', ' careers ')).toBe(true);
    expect(matchesSearch('Spring Careers Fair', '')).toBe(true);
    expect(matchesSearch('Spring Careers Fair', 'autumn')).toBe(false);
  });
});
