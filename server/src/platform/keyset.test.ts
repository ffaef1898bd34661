import { describe, expect, it } from 'vitest';
import { countedPage } from './capped-count';
import { decodeCursor, encodeCursor, keysetPage, keysetWalk, mapPage, type KeysetBound } from './keyset';

const all = Array.from({ length: 60 }, (_, n) => ({ id: n + 1, k: `2024-01-${String((n % 28) + 1).padStart(2, '0')}` }));
const sorted = [...all].sort((a, b) => (a.k === b.k ? a.id - b.id : a.k < b.k ? -1 : 1));

function fetch(bound: KeysetBound) {
  const cmp = (r: { id: number; k: string }) =>
    bound.cursor === null ? 0 : r.k === bound.cursor.k ? r.id - bound.cursor.i : r.k < bound.cursor.k ? -1 : 1;
  const rows = sorted.filter((r) => bound.cursor === null || (bound.op === '<' ? cmp(r) < 0 : cmp(r) > 0));
  const ordered = bound.order === 'desc' ? rows.reverse() : rows;
  return Promise.resolve(ordered.slice(0, bound.limit));
}
const key = (r: { id: number; k: string }) => ({ k: r.k, i: r.id });

describe('keysetPage', () => {
  it('walks forward and back to the same pages', async () => {
    const p1 = await keysetPage({}, fetch, key);
    expect(p1.rows).toHaveLength(25);
    expect(p1.hasPreviousPage).toBe(false);
    expect(p1.hasNextPage).toBe(true);
    const p2 = await keysetPage({ direction: 'next', last_id: p1.nextCursor! }, fetch, key);
    const p3 = await keysetPage({ direction: 'next', last_id: p2.nextCursor! }, fetch, key);
    expect(p3.rows).toHaveLength(10);
    expect(p3.hasNextPage).toBe(false);
    const back = await keysetPage({ direction: 'previous', last_id: p3.previousCursor! }, fetch, key);
    expect(back.rows).toEqual(p2.rows);
    const first = await keysetPage({ direction: 'previous', last_id: back.previousCursor! }, fetch, key);
    expect(first.rows).toEqual(p1.rows);
    expect(first.hasPreviousPage).toBe(false);
    const ids = [...p1.rows, ...p2.rows, ...p3.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(60);
  });

  it('rejects a forged cursor with 400', () => {
    expect(() => decodeCursor('not-a-cursor')).toThrowError(/cursor/);
    expect(decodeCursor(encodeCursor({ k: 'a', i: 3 }))).toEqual({ k: 'a', i: 3 });
  });

  it('walks every row once in chunks', async () => {
    const seen: number[] = [];
    for await (const r of keysetWalk(fetch, key, 7)) seen.push(r.id);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });

  it('maps a page and adds its total, keeping the cursors, each row mapped alone', async () => {
    const page = await keysetPage({}, fetch, key);
    const seen: unknown[][] = [];
    const mapped = mapPage(page, (...args: unknown[]) => {
      seen.push(args);
      return (args[0] as { id: number }).id;
    });
    expect(seen.every((args) => args.length === 1)).toBe(true);
    expect(countedPage(mapped, { total: 60, totalCapped: false })).toEqual({
      rows: page.rows.map((r) => r.id),
      nextCursor: page.nextCursor,
      previousCursor: page.previousCursor,
      hasNextPage: true,
      hasPreviousPage: false,
      total: 60,
      totalCapped: false,
    });
  });
});
