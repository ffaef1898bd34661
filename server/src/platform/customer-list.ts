import type { Selectable } from 'kysely';
import type { SearchBody } from '@console/contracts/common/search';
import type { CustomerTable } from '../db/schema';
import type { DbOrTrx } from './db';
import type { Cursor, KeysetBound } from './keyset';
import { listConditions } from './list-search';

/** Customer lists shared by national partners and the registered users of every invitation programme. */
export type CustomerListRecord = Selectable<CustomerTable>;

export interface CustomerListFilter {
  programme: string;
  status: string | null;
  search: SearchBody;
}

/** One indexed query per page: programme and status equality, then keyset on (created_at, id). */
export function customerListQuery(db: DbOrTrx, filter: CustomerListFilter) {
  return async (bound: KeysetBound): Promise<CustomerListRecord[]> => {
    let q = db.selectFrom('customers').selectAll().where('programme', '=', filter.programme);
    q = filter.status === null ? q.where('status', 'is', null) : q.where('status', '=', filter.status);
    for (const condition of listConditions(filter.search, bound)) q = q.where(condition);
    return q.orderBy('created_at', bound.order).orderBy('id', bound.order).limit(bound.limit).execute();
  };
}

export const customerListKey = (row: CustomerListRecord): Cursor => ({ k: row.created_at, i: row.id });
