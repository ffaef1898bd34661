import type { Insertable, Selectable, Updateable } from 'kysely';
import { isInvitationProgramme, type InvitationProgramme } from '@console/contracts/common/programmes';
import type { SearchBody } from '@console/contracts/common/search';
import type { InvitationTable } from './invitations.table';
import { cappedCount, type CappedCount } from '../../platform/capped-count';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import type { Cursor, KeysetBound } from '../../platform/keyset';
import { listConditions, searchConditions } from '../../platform/list-search';

export type InvitationRecord = Selectable<InvitationTable>;

export interface InvitationFilter {
  programme: InvitationProgramme;
  status: 'invited' | 'registered';
  search: SearchBody;
}

/** One indexed query per page: programme and status equality, then keyset on (created_at, id). */
export function invitationPageQuery(db: DbOrTrx, shop: ShopId, filter: InvitationFilter) {
  return async (bound: KeysetBound): Promise<InvitationRecord[]> => {
    let q = db
      .selectFrom('invitations')
      .selectAll()
      .where('shop_id', '=', shop)
      .where('programme', '=', filter.programme)
      .where('status', '=', filter.status);
    for (const condition of listConditions(filter.search, bound)) q = q.where(condition);
    return q.orderBy('created_at', bound.order).orderBy('id', bound.order).limit(bound.limit).execute();
  };
}

/** How many invitations a list's filter matches, capped (the Invited tab's total). */
export function countInvitations(db: DbOrTrx, shop: ShopId, filter: InvitationFilter): Promise<CappedCount> {
  let q = db
    .selectFrom('invitations')
    .select('id')
    .where('shop_id', '=', shop)
    .where('programme', '=', filter.programme)
    .where('status', '=', filter.status);
  for (const condition of searchConditions(filter.search)) q = q.where(condition);
  return cappedCount(db, q);
}

export const invitationKey = (row: InvitationRecord): Cursor => ({ k: row.created_at, i: row.id });

export function findInvitation(db: DbOrTrx, shop: ShopId, id: number): Promise<InvitationRecord | undefined> {
  return db.selectFrom('invitations').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
}

export async function findInvitations(db: DbOrTrx, shop: ShopId, ids: readonly number[]): Promise<InvitationRecord[]> {
  if (ids.length === 0) return [];
  const out: InvitationRecord[] = [];
  for (let i = 0; i < ids.length; i += 500)
    out.push(
      ...(await db
        .selectFrom('invitations')
        .selectAll()
        .where('shop_id', '=', shop)
        .where('id', 'in', ids.slice(i, i + 500))
        .execute()),
    );
  return out;
}

/** A programme the table does not know (a reinvite row without one) has no invitations. */
export async function findInvitationByEmail(
  db: DbOrTrx,
  shop: ShopId,
  programme: string,
  emailLower: string,
): Promise<InvitationRecord | undefined> {
  if (!isInvitationProgramme(programme)) return undefined;
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('programme', '=', programme)
    .where('email_lower', '=', emailLower)
    .executeTakeFirst();
}

/**
 * The public acceptance page's lookup: by the link's globally unique token hash, with no shop filter,
 * because the link names no shop; the caller continues in the row's shop (`shop_id`).
 */
export function findInvitationByTokenHash(db: DbOrTrx, tokenHash: string): Promise<InvitationRecord | undefined> {
  return db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertInvitation(
  db: DbOrTrx,
  shop: ShopId,
  values: Omit<Insertable<InvitationTable>, 'shop_id'>,
): Promise<InvitationRecord> {
  return db
    .insertInto('invitations')
    .values({ ...values, shop_id: shop })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateInvitation(
  db: DbOrTrx,
  shop: ShopId,
  id: number,
  values: Omit<Updateable<InvitationTable>, 'shop_id'>,
): Promise<void> {
  await db.updateTable('invitations').set(values).where('shop_id', '=', shop).where('id', '=', id).execute();
}

/** Marks an invitation accepted only while it is still open with this token; false when used already. */
export async function markRegistered(db: DbOrTrx, shop: ShopId, id: number, tokenHash: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable('invitations')
    .set({ status: 'registered', updated_at: now })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where('status', '=', 'invited')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
