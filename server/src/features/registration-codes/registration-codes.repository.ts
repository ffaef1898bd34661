import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PartnerTable, RegistrationCodeTable } from './registration-codes.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { prefixEnd } from '../../platform/list-search';

export type CodeRecord = Selectable<RegistrationCodeTable> & { partner_name: string; partner_handle: string };
export type PartnerRecord = Selectable<PartnerTable>;

/** Audit targets of codes are `registration-code:<id>`; the History tab reads them back. */
export const CODE_TARGET_PREFIX = 'registration-code:';

function codesWithPartner(db: DbOrTrx, shop: ShopId) {
  return db
    .selectFrom('registration_codes as c')
    .innerJoin('partners as p', (j) => j.onRef('p.shop_id', '=', 'c.shop_id').onRef('p.id', '=', 'c.partner_id'))
    .where('c.shop_id', '=', shop)
    .selectAll('c')
    .select(['p.name as partner_name', 'p.handle as partner_handle']);
}

/** Active: not expired yet (the end day is today or later); null: every code. */
export async function listCodes(db: DbOrTrx, shop: ShopId, active: boolean | null, today: string): Promise<CodeRecord[]> {
  let query = codesWithPartner(db, shop);
  if (active === true) query = query.where('c.end_date', '>=', today);
  if (active === false) query = query.where('c.end_date', '<', today);
  return query.orderBy('c.id', 'desc').execute();
}

export async function findCode(db: DbOrTrx, shop: ShopId, id: number): Promise<CodeRecord | undefined> {
  return codesWithPartner(db, shop).where('c.id', '=', id).executeTakeFirst();
}

/** A code typed on the redemption page, in the page's shop: the same text may be a code of several shops. */
export async function findCodeByText(db: DbOrTrx, shop: ShopId, codeLower: string): Promise<CodeRecord | undefined> {
  return codesWithPartner(db, shop).where('c.code_lower', '=', codeLower).executeTakeFirst();
}

export async function codeTextTaken(db: DbOrTrx, shop: ShopId, codeLower: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('registration_codes').select('id').where('shop_id', '=', shop).where('code_lower', '=', codeLower);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCode(db: DbOrTrx, shop: ShopId, values: Omit<Insertable<RegistrationCodeTable>, 'shop_id'>): Promise<number> {
  const row = await db
    .insertInto('registration_codes')
    .values({ ...values, shop_id: shop })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCode(
  db: DbOrTrx,
  shop: ShopId,
  id: number,
  values: Omit<Updateable<RegistrationCodeTable>, 'shop_id'>,
): Promise<void> {
  await db.updateTable('registration_codes').set(values).where('shop_id', '=', shop).where('id', '=', id).execute();
}

export async function listPartners(db: DbOrTrx, shop: ShopId): Promise<PartnerRecord[]> {
  return db.selectFrom('partners').selectAll().where('shop_id', '=', shop).orderBy('name').orderBy('id').execute();
}

export async function findPartner(
  db: DbOrTrx,
  shop: ShopId,
  ref: { id?: number; name?: string; handle?: string },
): Promise<PartnerRecord | undefined> {
  let query = db.selectFrom('partners').selectAll().where('shop_id', '=', shop);
  if (ref.id !== undefined) query = query.where('id', '=', ref.id);
  else if (ref.handle) query = query.where('handle', '=', ref.handle);
  else if (ref.name) query = query.where('name', '=', ref.name);
  else return undefined;
  return query.orderBy('id').executeTakeFirst();
}

/** The shop's partner handles that start with `base` (to make a new partner's handle unique in its shop). */
export async function partnerHandlesLike(db: DbOrTrx, shop: ShopId, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('partners')
    .select('handle')
    .where('shop_id', '=', shop)
    .where('handle', '>=', base)
    .where('handle', '<', prefixEnd(base))
    .execute();
  return rows.map((r) => r.handle);
}

/** Adds a partner to the shop; its id, or null when the shop has a partner with this handle already (added meanwhile). */
export async function insertPartner(
  db: DbOrTrx,
  shop: ShopId,
  values: { name: string; handle: string; created_at: string },
): Promise<number | null> {
  const row = await db
    .insertInto('partners')
    .values({ ...values, shop_id: shop })
    .onConflict((oc) => oc.columns(['shop_id', 'handle']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export interface AuditRecord {
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

/** The audit entries of every code, newest first: a range scan of the target index. */
export async function listCodeAudit(db: DbOrTrx, shop: ShopId, actions: readonly string[], limit: number): Promise<AuditRecord[]> {
  return db
    .selectFrom('audit_log')
    .select(['action', 'target', 'before', 'after', 'created_at'])
    .where('shop_id', '=', shop)
    .where('target', '>=', CODE_TARGET_PREFIX)
    .where('target', '<', `${CODE_TARGET_PREFIX.slice(0, -1)};`)
    .where('action', 'in', actions)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Takes one place under the cap, or none: the check and the increment are one statement, so
 * concurrent redemptions cannot both take the last place (PostgreSQL re-checks the condition on
 * the row it waited for; SQLite runs one writer at a time).
 */
export async function takePlace(db: DbOrTrx, shop: ShopId, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('registration_codes')
    .set((eb) => ({ current_registration_count: eb('current_registration_count', '+', 1), updated_at: now }))
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('max_registration_count', 'is', null), eb('current_registration_count', '<', eb.ref('max_registration_count'))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a person's registration; false when this e-mail already registered with the code. */
/** The new redemption's id; null when this e-mail already redeemed the code. */
export async function insertRedemption(
  db: DbOrTrx,
  shop: ShopId,
  values: { code_id: number; first_name: string; last_name: string; email: string; email_lower: string; created_at: string },
): Promise<number | null> {
  const row = await db
    .insertInto('code_redemptions')
    .values({ ...values, shop_id: shop })
    .onConflict((oc) => oc.columns(['shop_id', 'code_id', 'email_lower']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
