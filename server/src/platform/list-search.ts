import { parseDdMmYyyy, type SearchBody } from '@console/contracts/common/search';

/**
 * The index ranges of a list search (spec 1 §5): an e-mail prefix as a range on the lower-cased
 * e-mail, a date as the UTC day's range on the created time. Shared by every people list.
 */
export type SearchRange = { column: 'email'; from: string; to: string } | { column: 'created'; from: string; to: string } | null;

/** Upper bound of a prefix range: the prefix with its last character raised by one. */
export function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

export function searchRange(search: SearchBody): SearchRange {
  const value = search.searchValue.trim();
  if (!value) return null;
  if (search.searchType === 'Email') {
    const lower = value.toLowerCase();
    return { column: 'email', from: lower, to: prefixEnd(lower) };
  }
  const d = parseDdMmYyyy(value);
  if (!d) return null;
  const start = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return { column: 'created', from: start.toISOString(), to: new Date(start.getTime() + 86_400_000).toISOString() };
}
