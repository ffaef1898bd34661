import { sql } from 'kysely';
import { parseFlags, FLAGS, type Flag } from '@console/contracts/common/flags';
import { writeAudit } from './audit';
import type { Db, DbOrTrx } from './db';
import { nowIso } from './db';
import { generatePassword, hashPassword, type ScryptParams } from './passwords';
import { shopIdOf, type ShopId } from './shop-id';

/**
 * An operator (organisation-wide: one password, one session) as one call sees them: `flags` are their
 * flags in the call's shop, so every `requireFlag(operator, flag)` checks that shop (docs/several-shops.md).
 */
export interface Operator {
  id: number;
  email: string;
  /** The flags in the call's shop. */
  flags: Flag[];
  /** The flags in every shop where they hold one. */
  shopFlags: ReadonlyMap<ShopId, readonly Flag[]>;
}

const NO_FLAGS: Flag[] = [];

/**
 * The operator in one shop: made once per operator and shop and kept beside their shop flags, so the access
 * check of a remembered session allocates nothing.
 */
const views = new WeakMap<ReadonlyMap<ShopId, readonly Flag[]>, Map<ShopId, Operator>>();

export function operatorInShop(operator: Operator, shop: ShopId): Operator {
  let byShop = views.get(operator.shopFlags);
  if (!byShop) views.set(operator.shopFlags, (byShop = new Map()));
  let view = byShop.get(shop);
  if (!view) {
    const flags = operator.shopFlags.get(shop);
    view = { id: operator.id, email: operator.email, flags: flags ? [...flags] : NO_FLAGS, shopFlags: operator.shopFlags };
    byShop.set(shop, view);
  }
  return view;
}

/** True when the operator holds at least one flag in the shop. */
export function holdsFlagIn(operator: Operator, shop: ShopId): boolean {
  return (operator.shopFlags.get(shop)?.length ?? 0) > 0;
}

/** Each shop's flags of one operator, as stored. */
export async function loadShopFlags(db: DbOrTrx, operatorId: number): Promise<Map<ShopId, Flag[]>> {
  const rows = await db.selectFrom('operator_shop_flags').select(['shop_id', 'flags']).where('operator_id', '=', operatorId).execute();
  const out = new Map<ShopId, Flag[]>();
  for (const row of rows) {
    const flags = parseFlags(row.flags);
    if (flags.length > 0) out.set(shopIdOf(Number(row.shop_id)), flags);
  }
  return out;
}

/** The operator with their flags in every shop; `flags` those of `shop`. */
export async function loadOperator(db: DbOrTrx, row: { id: number; email: string }, shop: ShopId): Promise<Operator> {
  const shopFlags = await loadShopFlags(db, row.id);
  return operatorInShop({ id: row.id, email: row.email, flags: NO_FLAGS, shopFlags }, shop);
}

/** Every shop's id, for a change that names no shop (it applies to every shop that exists). */
async function everyShop(db: DbOrTrx): Promise<ShopId[]> {
  const rows = await db.selectFrom('shops').select('id').orderBy('id').execute();
  return rows.map((r) => shopIdOf(Number(r.id)));
}

/** Stored in the order of FLAGS so the same set always reads the same; no row for no flag. */
async function storeShopFlags(db: DbOrTrx, operatorId: number, shop: ShopId, flags: readonly Flag[]): Promise<void> {
  const text = FLAGS.filter((f) => flags.includes(f)).join(',');
  if (text === '') {
    await db.deleteFrom('operator_shop_flags').where('operator_id', '=', operatorId).where('shop_id', '=', shop).execute();
    return;
  }
  await db
    .insertInto('operator_shop_flags')
    .values({ shop_id: shop, operator_id: operatorId, flags: text })
    .onConflict((oc) => oc.columns(['shop_id', 'operator_id']).doUpdateSet({ flags: text }))
    .execute();
}

/** Adds an operator holding `flags` in each of `shops` (none given: every shop that exists). */
export async function addOperator(
  db: Db,
  email: string,
  password: string,
  flags: readonly Flag[],
  hashParams: ScryptParams,
  shops?: readonly ShopId[],
): Promise<Operator> {
  const passwordHash = await hashPassword(password, hashParams);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('operators')
      .values({
        email: email.toLowerCase(),
        password_hash: passwordHash,
        // Flags are per shop now (operator_shop_flags); the old column stays empty.
        flags: '',
        disabled: 0,
        created_at: nowIso(),
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const targets = shops ?? (await everyShop(trx));
    for (const shop of targets) await storeShopFlags(trx, row.id, shop, flags);
    const shopFlags = await loadShopFlags(trx, row.id);
    return { id: row.id, email: row.email, flags: FLAGS.filter((f) => flags.includes(f)), shopFlags };
  });
}

export async function listOperators(db: Db) {
  const rows = await db.selectFrom('operators').select(['id', 'email', 'disabled', 'created_at']).orderBy('id').execute();
  const grants = await db
    .selectFrom('operator_shop_flags')
    .innerJoin('shops', 'shops.id', 'operator_shop_flags.shop_id')
    .select(['operator_shop_flags.operator_id', 'shops.name', 'operator_shop_flags.flags'])
    .orderBy('shops.name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    disabled: r.disabled === 1,
    createdAt: r.created_at,
    /** Each shop's flags, by shop name. */
    shops: grants.filter((g) => g.operator_id === r.id).map((g) => ({ shop: g.name, flags: parseFlags(g.flags) })),
  }));
}

export async function setOperatorDisabled(db: Db, email: string, disabled: boolean): Promise<boolean> {
  const res = await db
    .updateTable('operators')
    .set({ disabled: disabled ? 1 : 0 })
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (disabled) {
    const op = await db.selectFrom('operators').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (op) await db.deleteFrom('sessions').where('operator_id', '=', op.id).execute();
  }
  return Number(res.numUpdatedRows) > 0;
}

/** One shop's flags after a change. */
export interface ShopFlagsChange {
  shop: ShopId;
  shopName: string;
  flags: Flag[];
}

/**
 * Grants and revokes flags of an existing operator in each of `shops` (none given: every shop that exists;
 * revoking wins when a flag is in both), audited organisation-wide as the command line's change (no
 * operator). Null when no operator has this e-mail. A signed-in operator sees the change within
 * SESSION_CACHE_SECONDS.
 */
export async function changeOperatorFlags(
  db: Db,
  email: string,
  change: { grant: readonly Flag[]; revoke: readonly Flag[] },
  shops?: readonly ShopId[],
): Promise<{ id: number; email: string; shops: ShopFlagsChange[] } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('operators').select(['id', 'email']).where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (!row) return null;
    const held = await loadShopFlags(trx, row.id);
    const targets = shops ?? (await everyShop(trx));
    const names = new Map(
      (await trx.selectFrom('shops').select(['id', 'name']).execute()).map((s) => [shopIdOf(Number(s.id)), s.name] as const),
    );
    const changed: ShopFlagsChange[] = [];
    for (const shop of targets) {
      const before = held.get(shop) ?? [];
      const wanted = new Set<Flag>([...before, ...change.grant]);
      for (const flag of change.revoke) wanted.delete(flag);
      const flags = FLAGS.filter((f) => wanted.has(f));
      const shopName = names.get(shop) ?? String(shop);
      changed.push({ shop, shopName, flags });
      if (flags.join(',') === FLAGS.filter((f) => before.includes(f)).join(',')) continue;
      await storeShopFlags(trx, row.id, shop, flags);
      // Operators are organisation-wide: the entry names the shop in its before/after.
      await writeAudit(trx, {
        shop: null,
        operatorId: null,
        action: 'operator.flags',
        target: `operator:${row.id}`,
        before: { shop: shopName, flags: before.join(',') },
        after: { shop: shopName, flags: flags.join(',') },
      });
    }
    return { id: row.id, email: row.email, shops: changed };
  });
}

/** Sets a new password and ends the operator's sessions, audited; false when no operator has this e-mail. */
export async function resetOperatorPassword(db: Db, email: string, password: string, hashParams: ScryptParams): Promise<boolean> {
  const hash = await hashPassword(password, hashParams);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('operators').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('operators').set({ password_hash: hash }).where('id', '=', row.id).execute();
    await trx.deleteFrom('sessions').where('operator_id', '=', row.id).execute();
    await writeAudit(trx, { shop: null, operatorId: null, action: 'operator.password', target: `operator:${row.id}` });
    return true;
  });
}

/**
 * docs/outside-interfaces.md and §11: ADMIN_EMAIL's operator holds every flag on every shop. Called at start once the
 * shops are loaded, and whenever a shop is added. Does nothing for an unknown e-mail (ensureAdmin makes it).
 */
export async function ensureAdminOnEveryShop(db: Db, email: string | null): Promise<void> {
  if (!email) return;
  const row = await db.selectFrom('operators').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (!row) return;
  for (const shop of await everyShop(db)) await storeShopFlags(db, row.id, shop, FLAGS);
}

/**
 * docs/outside-interfaces.md: at every start, the admin operator exists with every flag on every shop. Returns a
 * generated password when one had to be made, so the caller can print it once.
 */
export async function ensureAdmin(db: Db, email: string | null, password: string | null, hashParams: ScryptParams): Promise<string | null> {
  if (!email) return null;
  const existing = await db.selectFrom('operators').select(['id']).where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (existing) {
    const set: { disabled: number; password_hash?: string } = { disabled: 0 };
    if (password) set.password_hash = await hashPassword(password, hashParams);
    await db.updateTable('operators').set(set).where('id', '=', existing.id).execute();
    await ensureAdminOnEveryShop(db, email);
    return null;
  }
  const chosen = password ?? generatePassword();
  try {
    await addOperator(db, email, chosen, FLAGS, hashParams);
  } catch (err) {
    // Another instance starting at the same moment added it first: make sure of it as above.
    const added = await db.selectFrom('operators').select(['id']).where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (!added) throw err;
    return ensureAdmin(db, email, password, hashParams);
  }
  return password ? null : chosen;
}

/** What sign-in checks of the operator with exactly this e-mail. */
export function operatorCredentials(
  db: DbOrTrx,
  email: string,
): Promise<{ id: number; email: string; password_hash: string; disabled: number } | undefined> {
  return db.selectFrom('operators').select(['id', 'email', 'password_hash', 'disabled']).where('email', '=', email).executeTakeFirst();
}

export async function setPasswordHash(db: DbOrTrx, operatorId: number, passwordHash: string): Promise<void> {
  await db.updateTable('operators').set({ password_hash: passwordHash }).where('id', '=', operatorId).execute();
}

/** The operator whose e-mail is this one in any case (a store's staff e-mail is not kept as we store ours). */
export function operatorByEmailAnyCase(db: DbOrTrx, email: string): Promise<{ id: number; email: string; disabled: number } | undefined> {
  return db
    .selectFrom('operators')
    .select(['id', 'email', 'disabled'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}
