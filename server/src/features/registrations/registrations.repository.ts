import type { Insertable, Selectable, Updateable } from 'kysely';
import type { SearchBody } from '@console/contracts/common/search';
import { parseDdMmYyyy } from '@console/contracts/common/search';
import type { CustomerTable } from '../../db/schema';
import type { DbOrTrx } from '../../platform/db';
import type { Cursor, KeysetBound } from '../../platform/keyset';

export type CustomerRecord = Selectable<CustomerTable>;

export interface CustomerFilter {
  programme: string;
  status: string | null;
  search: SearchBody;
}

/** Upper bound of a prefix range: the prefix with its last character raised by one. */
function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/** One indexed query per page: programme and status equality, then keyset on (created_at, id). */
export function customerPageQuery(db: DbOrTrx, filter: CustomerFilter) {
  return async (bound: KeysetBound): Promise<CustomerRecord[]> => {
    let q = db.selectFrom('customers').selectAll().where('programme', '=', filter.programme);
    q = filter.status === null ? q.where('status', 'is', null) : q.where('status', '=', filter.status);
    const value = filter.search.searchValue.trim();
    if (value && filter.search.searchType === 'Email') {
      // Case-insensitive prefix match as an index range on email_lower.
      const lower = value.toLowerCase();
      q = q.where('email_lower', '>=', lower).where('email_lower', '<', prefixEnd(lower));
    } else if (value && filter.search.searchType === 'Date') {
      const d = parseDdMmYyyy(value);
      if (d) {
        const start = new Date(Date.UTC(d.year, d.month - 1, d.day));
        const end = new Date(start.getTime() + 86_400_000);
        q = q.where('created_at', '>=', start.toISOString()).where('created_at', '<', end.toISOString());
      }
    }
    if (bound.cursor) {
      const c = bound.cursor;
      q = q.where((eb) => eb(eb.refTuple('created_at', 'id'), bound.op, eb.tuple(c.k, c.i)));
    }
    return q.orderBy('created_at', bound.order).orderBy('id', bound.order).limit(bound.limit).execute();
  };
}

export const customerKey = (row: CustomerRecord): Cursor => ({ k: row.created_at, i: row.id });

export function findCustomer(db: DbOrTrx, id: number): Promise<CustomerRecord | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateCustomer(db: DbOrTrx, id: number, values: Updateable<CustomerTable>): Promise<void> {
  await db.updateTable('customers').set(values).where('id', '=', id).execute();
}

/** Moves a customer between statuses only if it is still in `from`; false when someone else moved it first. */
export async function moveStatus(db: DbOrTrx, id: number, from: string, to: string, now: string): Promise<boolean> {
  const res = await db.updateTable('customers').set({ status: to, updated_at: now }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function existingEmails(db: DbOrTrx, programme: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom('customers').select('email_lower').where('programme', '=', programme).where('email_lower', 'in', emails).execute();
  return new Set(rows.map((r) => r.email_lower));
}

export async function insertCustomers(db: DbOrTrx, rows: ReadonlyArray<Insertable<CustomerTable>>): Promise<void> {
  // Stay under SQLite's bound-parameter limit (about 30 columns a row).
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('customers').values(rows.slice(i, i + 500)).execute();
}

export async function getSetting(db: DbOrTrx, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function putSetting(db: DbOrTrx, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

export async function recordMembershipSync(db: DbOrTrx, customerId: number, adapter: string, operatorId: number, now: string): Promise<void> {
  await db.insertInto('membership_syncs').values({ customer_id: customerId, adapter, operator_id: operatorId, created_at: now }).execute();
}
