import { sql, type Expression, type SqlBool } from 'kysely';
import type { SearchBody } from '@console/contracts/common/search';
import { parseDdMmYyyy } from '@console/contracts/common/search-text';
import { afterCursor, type KeysetBound } from './keyset';

/**
 * The index ranges of a list search (docs/functions/shell-students-staff.md §5): an e-mail prefix as a range on the lower-cased
 * e-mail, a date as the UTC day's range on the created time. Shared by every people list.
 */
export type SearchRange = { column: 'email'; from: string; to: string } | { column: 'created'; from: string; to: string } | null;

const HIGHEST_CODE_POINT = 0x10ffff;

/**
 * Upper bound of a prefix range: the prefix with its last character raised by one code point, in the order the
 * database compares text (UTF-8 bytes, i.e. code points). By UTF-16 unit, U+FFFF raised became U+0000, which
 * PostgreSQL refuses in text (a 500 the fuzz test found); surrogates are skipped, as they are no characters. A
 * last character that is already the highest is dropped and the one before it raised; a prefix of nothing but
 * that character has no bound above it, and no stored text starts with it (a noncharacter): the range is empty.
 */
export function prefixEnd(prefix: string): string {
  const chars = Array.from(prefix);
  for (let i = chars.length - 1; i >= 0; i--) {
    const code = chars[i]?.codePointAt(0) ?? HIGHEST_CODE_POINT;
    if (code < HIGHEST_CODE_POINT) return chars.slice(0, i).join('') + String.fromCodePoint(code + 1 === 0xd800 ? 0xe000 : code + 1);
  }
  return prefix;
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

/** The search range alone, e.g. for counting what a list's search matches in all. */
export function searchConditions(search: SearchBody): Array<Expression<SqlBool>> {
  const range = searchRange(search);
  if (!range) return [];
  const column = sql.ref(range.column === 'email' ? 'email_lower' : 'created_at');
  return [sql<SqlBool>`${column} >= ${range.from}`, sql<SqlBool>`${column} < ${range.to}`];
}

/**
 * The WHERE conditions every people list shares: the search range and the keyset bound, on tables
 * that have `email_lower`, `created_at` and `id`. Callers add their own equality filters and the
 * `(created_at, id)` order, so each list stays one index range scan.
 */
export function listConditions(search: SearchBody, bound: KeysetBound): Array<Expression<SqlBool>> {
  const conditions = searchConditions(search);
  const after = afterCursor(bound, 'created_at', 'id');
  if (after) conditions.push(after);
  return conditions;
}

/**
 * What `listConditions` adds to a query, for `runShaped`: the choices that change its SQL text and
 * the values it binds, in the order it binds them.
 */
export function listConditionsShape(search: SearchBody, bound: KeysetBound): { shape: string; parameters: unknown[]; searched: boolean } {
  const range = searchRange(search);
  const parameters: unknown[] = range ? [range.from, range.to] : [];
  if (bound.cursor) parameters.push(bound.cursor.k, bound.cursor.i);
  return { shape: `${range?.column ?? 'all'}:${bound.cursor ? bound.op : 'first'}`, parameters, searched: range !== null };
}
