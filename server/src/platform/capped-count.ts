import type { SelectQueryBuilder } from 'kysely';
import { COUNT_CAP, type CountedPage, type Page } from '@console/contracts/common/paging';
import type { Database } from '../db/schema';
import type { DbOrTrx } from './db';

export type CappedCount = Pick<CountedPage<never>, 'total' | 'totalCapped'>;

/**
 * How many rows `matches` selects, reading no more than COUNT_CAP + 1 of them: a list's total
 * on its index range without walking a million entries for every page.
 */
export async function cappedCount<TB extends keyof Database, O>(
  db: DbOrTrx,
  matches: SelectQueryBuilder<Database, TB, O>,
): Promise<CappedCount> {
  const row = await db
    .selectFrom(matches.limit(COUNT_CAP + 1).as('matches'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  const counted = Number(row.n);
  return counted > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: counted, totalCapped: false };
}

/** The page with its list's total; a literal, as `mapPage` is. */
export function countedPage<T>(page: Page<T>, count: CappedCount): CountedPage<T> {
  return {
    rows: page.rows,
    nextCursor: page.nextCursor,
    previousCursor: page.previousCursor,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
    total: count.total,
    totalCapped: count.totalCapped,
  };
}
