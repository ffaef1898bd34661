import { describe, expect, it } from 'vitest';
import { CUSTOMER_SORT_OPTIONS, type CustomersQuery } from '@console/contracts/credits.contract';
import {
  matchesSearch,
  changedParams,
  listPageChange,
  pageChange,
  searchChange,
  tabChange,
  tabOfUrl,
  type UrlSortOption,
} from './list-url-state';

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

  it('the URL chooses the tab: its tab, or the first tab for a list state without one; nothing else lets the cookie choose', () => {
    expect(tabOfUrl(new URLSearchParams('tab=1&search=ada'), 2)).toBe(1);
    expect(tabOfUrl(new URLSearchParams('search=SPRING25'), 2)).toBe(0);
    expect(tabOfUrl(new URLSearchParams('page=3'), 2)).toBe(0);
    expect(tabOfUrl(new URLSearchParams('tab=7'), 2)).toBe(0);
    expect(tabOfUrl(new URLSearchParams(''), 2)).toBeNull();
    expect(tabOfUrl(new URLSearchParams('embedded=1&shop=s.myshopify.com&host=aG9zdA'), 2)).toBeNull();
  });

  it('a plain text search matches names holding it, ignoring case and spaces around it', () => {
    expect(matchesSearch('Spring Careers Fair', ' careers ')).toBe(true);
    expect(matchesSearch('Spring Careers Fair', '')).toBe(true);
    expect(matchesSearch('Spring Careers Fair', 'autumn')).toBe(false);
  });

  it('a page of a list held in the browser is 1-based in the URL, page 1 left out', () => {
    expect(changedParams(new URLSearchParams('sort=6&page=3'), listPageChange(0)).toString()).toBe('sort=6');
    expect(changedParams(new URLSearchParams('sort=6'), listPageChange(1)).toString()).toBe('sort=6&page=2');
  });

  it("a URL sort option names a sort field of the contract's list query (checked by typecheck)", () => {
    const options: readonly UrlSortOption<CustomersQuery>[] = CUSTOMER_SORT_OPTIONS;
    // @ts-expect-error 'amount' sorts transactions, not the customers' list query.
    const wrong: UrlSortOption<CustomersQuery> = { id: 9, sortField: 'amount', sortOrder: 'asc' };
    expect([...options, wrong].map((o) => o.id)).toContain(9);
  });
});
