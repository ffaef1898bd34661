import type { Selectable } from 'kysely';
import type { MailStatus } from '@console/contracts/mail.contract';
import type { MailOutboxTable } from '../../platform/mail.table';
import type { DbOrTrx } from '../../platform/db';
import { afterCursor, type Cursor, type KeysetBound } from '../../platform/keyset';
import type { ShopId } from '../../platform/shop-id';

export type MailRecord = Selectable<MailOutboxTable>;
export type MailListItem = Pick<
  MailRecord,
  'id' | 'to_address' | 'subject' | 'kind' | 'status' | 'attempts' | 'last_error' | 'created_at' | 'sent_at' | 'flag'
>;

export interface MailFilter {
  status: MailStatus | null;
  /** The operator's flags: messages with another flag are not listed. */
  flags: readonly string[];
  /** Whether the operator holds every flag: only then are messages of no function listed. */
  everyFlag: boolean;
}

/** The shop's messages, newest first, keyset on (created_at, id); the bodies stay out of the list (they hold invitation links). */
export function mailPageQuery(db: DbOrTrx, shop: ShopId, filter: MailFilter) {
  return async (bound: KeysetBound): Promise<MailListItem[]> => {
    let q = db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'kind', 'status', 'attempts', 'last_error', 'created_at', 'sent_at', 'flag'])
      .where('shop_id', '=', shop);
    if (filter.status) q = q.where('status', '=', filter.status);
    q = q.where((eb) => {
      const own = filter.flags.length ? [eb('flag', 'in', filter.flags)] : [];
      return eb.or(filter.everyFlag ? [...own, eb('flag', 'is', null)] : own);
    });
    const after = afterCursor(bound, 'created_at', 'id');
    if (after) q = q.where(after);
    return q.orderBy('created_at', bound.order).orderBy('id', bound.order).limit(bound.limit).execute();
  };
}

export const mailKey = (row: MailListItem): Cursor => ({ k: row.created_at, i: row.id });

export function findMail(db: DbOrTrx, shop: ShopId, id: number): Promise<MailListItem | undefined> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'kind', 'status', 'attempts', 'last_error', 'created_at', 'sent_at', 'flag'])
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findMailMessage(db: DbOrTrx, shop: ShopId, id: number): Promise<MailRecord | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
}

/** The names of a message's attached files (the message's shop's), in the order attached. */
export async function fileNames(db: DbOrTrx, shop: ShopId, ids: readonly number[]): Promise<string[]> {
  const rows = await db
    .selectFrom('files')
    .select(['id', 'name'])
    .where('shop_id', '=', shop)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
