import type { SelectQueryBuilder } from 'kysely';
import { COUNT_CAP, type CountedPage } from '@console/contracts/common/paging';
import type { Database } from '../db/schema';
import type { DbOrTrx } from './db';

export type CappedCount = Pick<CountedPage<never>, 'total' | 'totalCapped'>;

/**
 * How many rows `matches` selects, reading no more than COUNT_CAP + 1 of them: a list's total
 * (issue 19) on its index range without walking a million entries for every page.
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
