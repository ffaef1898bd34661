import { sql, type Kysely } from 'kysely';
import { dbKind, type DbKind } from '../dialect';

/**
 * Several shops, one install (docs/several-shops.md). Shops become records, an operator's flags are
 * held per shop, and every per-shop table gains `shop_id`, FIRST in each of its indexes, unique keys
 * and natural primary keys: one shop's list stays an index range scan while other shops hold millions
 * of rows, and a key such as a coupon code or a setting is unique within its shop. Every existing row
 * belongs to shop 1, the shop the environment defines (the app rewrites row 1 from SHOP_NAME at start).
 *
 * The indexes are read from the database itself (sqlite_master, pg_index and pg_constraint) and
 * rewritten in name order, so none is missed and the result is the same on every install.
 * server/test/shop-tables.api.test.ts walks the migrated database and holds every later table to it.
 */

/** Every table that holds one shop's rows (their `*.table.ts` types have `shop_id`), audit_log apart. */
export const PER_SHOP_TABLES = [
  'bulk_price_import_results',
  'bulk_prices',
  'code_redemptions',
  'commerce_bundle_components',
  'commerce_line_items',
  'commerce_metafields',
  'commerce_orders',
  'commerce_products',
  'commerce_variants',
  'coupon_resends',
  'coupons',
  'credit_accounts',
  'credit_requests',
  'credit_transactions',
  'customers',
  'display_names',
  'event_invites',
  'events',
  'field_changes',
  'field_snapshots',
  'files',
  'giveaway_entries',
  'giveaways',
  'invitations',
  'jobs',
  'mail_outbox',
  'membership_syncs',
  'monitored_fields',
  'partners',
  'price_log',
  'registration_codes',
  'return_labels',
  'return_order_locks',
  'return_requests',
  'returns',
  'risk_scores',
  'schedules',
  'search_collection_filters',
  'search_collections',
  'search_filter_definitions',
  'search_index_documents',
  'search_syncs',
  'settings',
  'store_credit_moves',
  'store_customer_tombstones',
  'store_loads',
  'store_webhook_events',
  'store_writes',
] as const;

/**
 * Unique indexes of per-shop tables that stay global: random tokens a public page (invitation acceptance,
 * event registration, giveaway entry) looks up with no shop, then acts in the shop of the row it found.
 * Surrogate `id` primary keys stay global too. The table walk allows exactly these.
 */
export const GLOBAL_INDEXES: readonly string[] = ['event_invites_token', 'giveaways_entry_token', 'invitations_token'];

/** The shop every row of an install from before belongs to (platform/shop-id.ts FIRST_SHOP_ID). */
const FIRST_SHOP = 1;
const PLACEHOLDER_NAME = 'employee-store-dev';
const AUDIT_REFUSAL = 'audit_log rows are never changed or deleted';

export async function up(db: Kysely<unknown>): Promise<void> {
  const kind = dbKind(db);
  // PostgreSQL runs each migration in a transaction; SQLite's migrator does not, and a half-done rebuild must not stay.
  if (kind === 'postgres') await migrate(db, kind);
  else await db.transaction().execute((trx) => migrate(trx, kind));
}

async function migrate(db: Kysely<unknown>, kind: DbKind): Promise<void> {
  await createShops(db, kind);
  await createOperatorShopFlags(db);
  for (const table of PER_SHOP_TABLES) {
    // The default only fills the rows of before: code always writes shop_id (the Kysely types require it).
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN shop_id integer NOT NULL DEFAULT ${sql.lit(FIRST_SHOP)}`.execute(db);
  }
  await addAuditShop(db, kind);
  for (const table of [...PER_SHOP_TABLES, 'audit_log']) {
    if (kind === 'postgres') await rekeyPostgres(db, table);
    else await rekeySqlite(db, table);
  }
}

async function createShops(db: Kysely<unknown>, kind: DbKind): Promise<void> {
  await db.schema
    .createTable('shops')
    .addColumn('id', 'integer', (c) =>
      kind === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('store_url', 'text')
    .addColumn('domain', 'text')
    .addColumn('access_token', 'text')
    .addColumn('time_zone', 'text')
    .addColumn('mtd', 'integer')
    .addColumn('price_log_columns', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX shops_domain ON shops (domain) WHERE domain IS NOT NULL`.execute(db);
  const now = new Date().toISOString();
  await sql`INSERT INTO shops (id, name, created_at, updated_at) VALUES (${FIRST_SHOP}, ${PLACEHOLDER_NAME}, ${now}, ${now})`.execute(db);
  // An explicit id does not move an identity's sequence: the next shop must get 2, not collide with 1.
  if (kind === 'postgres') await sql`SELECT setval(pg_get_serial_sequence('shops', 'id'), (SELECT max(id) FROM shops))`.execute(db);
}

async function createOperatorShopFlags(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_shop_flags')
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('operator_shop_flags_pk', ['shop_id', 'operator_id'])
    .execute();
  await db.schema.createIndex('operator_shop_flags_operator').on('operator_shop_flags').column('operator_id').execute();
  // Each operator keeps exactly the flags they held, now in the first shop; no flag is no row.
  await sql`INSERT INTO operator_shop_flags (shop_id, operator_id, flags) SELECT ${FIRST_SHOP}, id, flags FROM operators WHERE flags <> ''`.execute(
    db,
  );
}

/**
 * audit_log's shop may be null (an organisation-wide change), so no default: the rows of before get shop 1
 * through the guard's one opening (listed in audit_redaction_grants, only id, operator, action and time pinned),
 * and the guard then pins the shop too, so no later path can move an entry to another shop.
 */
async function addAuditShop(db: Kysely<unknown>, kind: DbKind): Promise<void> {
  await sql`ALTER TABLE audit_log ADD COLUMN shop_id integer`.execute(db);
  await sql`INSERT INTO audit_redaction_grants (audit_id) SELECT id FROM audit_log WHERE id NOT IN (SELECT audit_id FROM audit_redaction_grants)`.execute(
    db,
  );
  await sql`UPDATE audit_log SET shop_id = ${FIRST_SHOP}`.execute(db);
  await sql`DELETE FROM audit_redaction_grants`.execute(db);
  if (kind === 'postgres') {
    await sql`
      CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF NEW.id = OLD.id AND NEW.operator_id IS NOT DISTINCT FROM OLD.operator_id AND NEW.action = OLD.action AND NEW.created_at = OLD.created_at
             AND NEW.shop_id IS NOT DISTINCT FROM OLD.shop_id
             AND EXISTS (SELECT 1 FROM audit_redaction_grants WHERE audit_id = OLD.id) THEN
            RETURN NEW;
          END IF;
        END IF;
        RAISE EXCEPTION '${sql.raw(AUDIT_REFUSAL)}';
      END
      $$`.execute(db);
  } else {
    await sql`DROP TRIGGER audit_log_no_update`.execute(db);
    await sql`
      CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      WHEN NOT EXISTS (SELECT 1 FROM audit_redaction_grants WHERE audit_id = OLD.id)
        OR NEW.id IS NOT OLD.id OR NEW.operator_id IS NOT OLD.operator_id OR NEW.action IS NOT OLD.action OR NEW.created_at IS NOT OLD.created_at
        OR NEW.shop_id IS NOT OLD.shop_id
      BEGIN SELECT RAISE(ABORT, '${sql.raw(AUDIT_REFUSAL)}'); END`.execute(db);
  }
}

/** `shop_id` inserted as the first key of an index or constraint definition, after the `(` that `opening` ends at. */
function withShopFirst(definition: string, opening: RegExp, quote: string): string {
  const match = opening.exec(definition);
  if (!match) throw new Error(`0190: cannot place shop_id in ${definition}`);
  const at = match.index + match[0].length;
  return `${definition.slice(0, at)}${quote}shop_id${quote}, ${definition.slice(at)}`;
}

interface PgKey {
  name: string;
  definition: string;
  constraint_definition: string | null;
  constraint_type: string | null;
}

/**
 * PostgreSQL: every index of the table, in name order. One that backs a primary key or unique constraint is
 * re-added as the same constraint with shop_id first; any other is dropped and created again with shop_id first
 * (its uniqueness, expressions, collations and WHERE kept from pg_get_indexdef).
 */
async function rekeyPostgres(db: Kysely<unknown>, table: string): Promise<void> {
  const { rows } = await sql<PgKey>`
    SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition,
           pg_get_constraintdef(c.oid) AS constraint_definition, c.contype::text AS constraint_type
    FROM pg_index x
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.conrelid = t.oid AND c.contype IN ('p', 'u')
    WHERE t.relname = ${table} AND n.nspname = current_schema()
    ORDER BY i.relname`.execute(db);
  for (const key of rows) {
    if (GLOBAL_INDEXES.includes(key.name)) continue;
    if (key.constraint_type === 'p' && key.constraint_definition === 'PRIMARY KEY (id)') continue;
    if (key.constraint_definition !== null) {
      const changed = withShopFirst(key.constraint_definition, /^(PRIMARY KEY|UNIQUE)\s*\(/, '');
      await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(key.name)}, ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(changed)}`.execute(
        db,
      );
    } else {
      const changed = withShopFirst(key.definition, / USING \w+ \(/, '');
      await sql`DROP INDEX ${sql.id(key.name)}`.execute(db);
      await sql.raw(changed).execute(db);
    }
  }
}

interface SqliteIndex {
  name: string;
  origin: string;
  sql: string | null;
}

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

const SQLITE_INDEX_OPENING = /^\s*CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:"[^"]+"|\S+)\s+ON\s+(?:"[^"]+"|\S+?)\s*\(/i;

/**
 * SQLite: a CREATE INDEX is dropped and created again with shop_id first. A natural primary key or an inline
 * UNIQUE cannot be altered, so such a table is rebuilt (same columns, shop_id first in those keys; rows, the
 * autoincrement high-water mark, its indexes and triggers carried over).
 */
async function rekeySqlite(db: Kysely<unknown>, table: string): Promise<void> {
  const { rows: indexes } = await sql<SqliteIndex>`
    SELECT l.name, l.origin, m.sql FROM pragma_index_list(${table}) l LEFT JOIN sqlite_master m ON m.type = 'index' AND m.name = l.name
    ORDER BY l.name`.execute(db);
  const created = indexes.filter((i) => i.origin === 'c');
  const inline = indexes.filter((i) => i.origin !== 'c');
  if (inline.length > 0) {
    await rebuildSqlite(db, table, inline);
  } else {
    for (const index of created) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
  }
  // After a rebuild the old table's indexes went with it; either way they come back in name order.
  for (const index of created) {
    if (!index.sql) throw new Error(`0190: index ${index.name} has no definition`);
    const definition = GLOBAL_INDEXES.includes(index.name) ? index.sql : withShopFirst(index.sql, SQLITE_INDEX_OPENING, '"');
    await sql.raw(definition).execute(db);
  }
}

async function rebuildSqlite(db: Kysely<unknown>, table: string, inline: SqliteIndex[]): Promise<void> {
  const { rows: tableRows } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(
    db,
  );
  const original = tableRows[0]?.sql ?? '';
  // What the rebuild below does not carry: refuse rather than drop it silently.
  if (/\b(check|references|collate|generated|constraint)\b/i.test(original))
    throw new Error(`0190: ${table} has a clause the rebuild would lose`);
  const { rows: referencing } = await sql<{ name: string }>`
    SELECT m.name FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND f."table" = ${table}`.execute(db);
  if (referencing.length > 0) throw new Error(`0190: ${table} is referenced by ${referencing.map((r) => r.name).join(', ')}`);
  const { rows: triggers } = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ${table} ORDER BY name`.execute(db);
  const { rows: columns } = await sql<SqliteColumn>`
    SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(${table}) ORDER BY cid`.execute(db);
  const keyColumns = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
  const rowid = keyColumns.length === 1 && keyColumns[0]!.type.toLowerCase() === 'integer';
  const autoincrement = /autoincrement/i.test(original);
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const definitions = columns.map((c) => {
    const parts = [quote(c.name), c.type];
    if (rowid && c.pk > 0) parts.push(autoincrement ? 'primary key autoincrement' : 'primary key');
    if (c.notnull) parts.push('not null');
    if (c.dflt_value !== null) parts.push(`default ${c.dflt_value}`);
    return parts.join(' ');
  });
  if (!rowid && keyColumns.length > 0) definitions.push(`primary key ("shop_id", ${keyColumns.map((c) => quote(c.name)).join(', ')})`);
  for (const unique of inline.filter((i) => i.origin === 'u')) {
    const { rows: keys } = await sql<{ name: string | null }>`SELECT name FROM pragma_index_info(${unique.name}) ORDER BY seqno`.execute(
      db,
    );
    if (keys.some((k) => k.name === null)) throw new Error(`0190: ${unique.name} has an expression`);
    definitions.push(`unique ("shop_id", ${keys.map((k) => quote(k.name!)).join(', ')})`);
  }
  const { rows: sequence } = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = ${table}`
    .execute(db)
    .catch(() => ({ rows: [] as { seq: number }[] }));
  const next = `${table}__shops`;
  const list = columns.map((c) => quote(c.name)).join(', ');
  await sql.raw(`CREATE TABLE ${quote(next)} (${definitions.join(', ')})`).execute(db);
  await sql.raw(`INSERT INTO ${quote(next)} (${list}) SELECT ${list} FROM ${quote(table)}`).execute(db);
  await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  await sql`ALTER TABLE ${sql.table(next)} RENAME TO ${sql.table(table)}`.execute(db);
  // Ids once handed out and since deleted are not handed out again.
  const seq = sequence[0]?.seq;
  if (autoincrement && seq !== undefined) {
    await sql`INSERT INTO sqlite_sequence (name, seq) SELECT ${table}, 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ${table})`.execute(
      db,
    );
    await sql`UPDATE sqlite_sequence SET seq = max(seq, ${seq}) WHERE name = ${table}`.execute(db);
  }
  for (const trigger of triggers) await sql.raw(trigger.sql).execute(db);
}
