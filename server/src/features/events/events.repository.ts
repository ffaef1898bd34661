import type { Insertable, Selectable, Updateable } from 'kysely';
import type { EventInviteTable, EventTable } from './events.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { prefixEnd } from '../../platform/list-search';

export type EventRecord = Selectable<EventTable>;
export type EventInviteRecord = Selectable<EventInviteTable>;

/** An event with what the grid shows beside it: its creator and its invitees by state. */
export type EventListRecord = EventRecord & { created_by_email: string | null; invited: number; registered: number };

function eventListQuery(db: DbOrTrx, shop: ShopId) {
  return db
    .selectFrom('events')
    .leftJoin('operators', 'operators.id', 'events.created_by')
    .where('events.shop_id', '=', shop)
    .selectAll('events')
    .select('operators.email as created_by_email')
    .select((eb) => {
      const count = (registered: 0 | 1) =>
        eb
          .selectFrom('event_invites')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('event_invites.shop_id', '=', 'events.shop_id')
          .whereRef('event_invites.event_id', '=', 'events.id')
          .where('event_invites.registered', '=', registered);
      return [count(0).as('invited'), count(1).as('registered')];
    });
}

const withCounts = <T extends { invited: number | null; registered: number | null }>(r: T) => ({
  ...r,
  invited: Number(r.invited ?? 0),
  registered: Number(r.registered ?? 0),
});

/** Every event that is not archived, newest first, with its invite counts. */
export async function listEvents(db: DbOrTrx, shop: ShopId): Promise<EventListRecord[]> {
  const rows = await eventListQuery(db, shop).where('events.is_deleted', '=', 0).orderBy('events.id', 'desc').execute();
  return rows.map(withCounts);
}

export async function findListedEvent(db: DbOrTrx, shop: ShopId, id: number): Promise<EventListRecord | undefined> {
  const row = await eventListQuery(db, shop).where('events.id', '=', id).executeTakeFirst();
  return row && withCounts(row);
}

export function findEvent(db: DbOrTrx, shop: ShopId, id: number): Promise<EventRecord | undefined> {
  return db.selectFrom('events').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
}

export async function insertEvent(db: DbOrTrx, shop: ShopId, values: Omit<Insertable<EventTable>, 'shop_id'>): Promise<EventRecord> {
  return db
    .insertInto('events')
    .values({ ...values, shop_id: shop })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateEvent(db: DbOrTrx, shop: ShopId, id: number, values: Omit<Updateable<EventTable>, 'shop_id'>): Promise<void> {
  await db.updateTable('events').set(values).where('shop_id', '=', shop).where('id', '=', id).execute();
}

/** Removes every invitee of an event; the number removed. */
export async function deleteInvites(db: DbOrTrx, shop: ShopId, eventId: number): Promise<number> {
  const res = await db.deleteFrom('event_invites').where('shop_id', '=', shop).where('event_id', '=', eventId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export interface InviteFilter {
  eventId: number;
  registered: 0 | 1 | null;
  /** An e-mail prefix, as on every people list. */
  search: string;
}

export type InviteListRecord = EventInviteRecord & { mail_status: string | null };

function inviteQuery(db: DbOrTrx, shop: ShopId, filter: InviteFilter) {
  let q = db.selectFrom('event_invites').where('event_invites.shop_id', '=', shop).where('event_invites.event_id', '=', filter.eventId);
  if (filter.registered !== null) q = q.where('event_invites.registered', '=', filter.registered);
  const search = filter.search.trim().toLowerCase();
  if (search) q = q.where('event_invites.email_lower', '>=', search).where('event_invites.email_lower', '<', prefixEnd(search));
  return q;
}

/**
 * One page of an event's invite list (the contract (docs/functions/people-invites-events.md) pages it by number), newest invitations first.
 */
export function invitePage(db: DbOrTrx, shop: ShopId, filter: InviteFilter, offset: number, limit: number): Promise<InviteListRecord[]> {
  return inviteQuery(db, shop, filter)
    .leftJoin('mail_outbox', (j) =>
      j.onRef('mail_outbox.shop_id', '=', 'event_invites.shop_id').onRef('mail_outbox.id', '=', 'event_invites.mail_id'),
    )
    .selectAll('event_invites')
    .select('mail_outbox.status as mail_status')
    .orderBy('event_invites.created_at', 'desc')
    .orderBy('event_invites.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countInvites(db: DbOrTrx, shop: ShopId, filter: InviteFilter): Promise<number> {
  const row = await inviteQuery(db, shop, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findInvite(db: DbOrTrx, shop: ShopId, id: number): Promise<InviteListRecord | undefined> {
  return db
    .selectFrom('event_invites')
    .leftJoin('mail_outbox', (j) =>
      j.onRef('mail_outbox.shop_id', '=', 'event_invites.shop_id').onRef('mail_outbox.id', '=', 'event_invites.mail_id'),
    )
    .selectAll('event_invites')
    .select('mail_outbox.status as mail_status')
    .where('event_invites.shop_id', '=', shop)
    .where('event_invites.id', '=', id)
    .executeTakeFirst();
}

export function findInviteByEmail(db: DbOrTrx, shop: ShopId, eventId: number, emailLower: string): Promise<EventInviteRecord | undefined> {
  return db
    .selectFrom('event_invites')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('event_id', '=', eventId)
    .where('email_lower', '=', emailLower)
    .executeTakeFirst();
}

/** The public page's lookup: by the link's globally unique token hash, no shop filter (the link names none); continue in `shop_id`. */
export function findInviteByTokenHash(db: DbOrTrx, tokenHash: string): Promise<EventInviteRecord | undefined> {
  return db.selectFrom('event_invites').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertInvite(
  db: DbOrTrx,
  shop: ShopId,
  values: Omit<Insertable<EventInviteTable>, 'shop_id'>,
): Promise<EventInviteRecord> {
  return db
    .insertInto('event_invites')
    .values({ ...values, shop_id: shop })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateInvite(
  db: DbOrTrx,
  shop: ShopId,
  id: number,
  values: Omit<Updateable<EventInviteTable>, 'shop_id'>,
): Promise<void> {
  await db.updateTable('event_invites').set(values).where('shop_id', '=', shop).where('id', '=', id).execute();
}

/** Registers an invitee only while the link is still open with this token; false when used already. */
export async function markInviteRegistered(db: DbOrTrx, shop: ShopId, id: number, tokenHash: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable('event_invites')
    .set({ registered: 1, registered_at: now, updated_at: now })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where('registered', '=', 0)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The event's invitees in id order after `afterId`, for the report (keyset, never all at once). */
export function reportInvites(db: DbOrTrx, shop: ShopId, eventId: number, afterId: number, limit: number): Promise<EventInviteRecord[]> {
  return db
    .selectFrom('event_invites')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('event_id', '=', eventId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
