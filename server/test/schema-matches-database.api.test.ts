import { sql, type Kysely, type TableMetadata } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { createDb, type Db } from '../src/platform/db';
import { createTestDatabase, type TestDatabase } from './harness';
import { readTableTypes, type TypedTables, type ValueKind } from './table-types';

/**
 * The table types beside the features (`*.table.ts`, composed in db/schema.ts) and the one ordered
 * set of migrations describe the same database, on SQLite and PostgreSQL: the same tables, the same columns,
 * each column's kind and nullability, and a default (or identity) behind every `Generated` column.
 */

/** What the driver hands back for a column's declared type; a type not listed fails the test until mapped. */
const SQLITE_KINDS: Record<string, ValueKind> = {
  integer: 'number',
  bigint: 'number',
  real: 'number',
  'double precision': 'number',
  text: 'string',
  blob: 'bytes',
};
const POSTGRES_KINDS: Record<string, ValueKind> = {
  int2: 'number',
  int4: 'number',
  // platform/db.ts parses int8 as a number (ids and cents stay far below 2^53).
  int8: 'number',
  float4: 'number',
  float8: 'number',
  text: 'string',
  varchar: 'string',
  bool: 'boolean',
  bytea: 'bytes',
};

interface MigratedColumn {
  kind: ValueKind;
  nullable: boolean;
  /** A default or an identity: an insert may leave it out. */
  filled: boolean;
}

type MigratedTables = Map<string, Map<string, MigratedColumn>>;

/**
 * SQLite, unlike the standard, lets a primary key other than INTEGER hold null unless declared NOT NULL, and
 * reports even its INTEGER PRIMARY KEY (the rowid, never null) as nullable. Our code never writes null to a
 * key and PostgreSQL refuses it, so a key counts as not null. `table.column` of every key column.
 */
async function sqliteKeyColumns(db: Db, tables: TableMetadata[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const table of tables) {
    const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(db);
    for (const row of rows) keys.add(`${table.name}.${row.name}`);
  }
  return keys;
}

function migratedTables(metadata: TableMetadata[], kinds: Record<string, ValueKind>, keys: Set<string>): MigratedTables {
  const tables: MigratedTables = new Map();
  for (const table of metadata.filter((t) => !t.isView)) {
    const columns = new Map<string, MigratedColumn>();
    for (const c of table.columns) {
      const dataType = c.dataType.toLowerCase();
      columns.set(c.name, {
        kind: kinds[dataType] ?? `unknown: ${c.dataType}`,
        nullable: c.isNullable && !keys.has(`${table.name}.${c.name}`),
        filled: c.hasDefaultValue || c.isAutoIncrementing,
      });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** Every disagreement between the types and the migrated database, one line each, both ways. */
function disagreements(typed: TypedTables, migrated: MigratedTables): string[] {
  const found: string[] = [];
  for (const name of migrated.keys()) if (!typed.has(name)) found.push(`${name}: migrated, but no table type in Database`);
  for (const [name, columns] of typed) {
    const actual = migrated.get(name);
    if (!actual) {
      found.push(`${name}: a table type, but not migrated`);
      continue;
    }
    for (const column of actual.keys()) if (!columns.has(column)) found.push(`${name}.${column}: migrated, but not in the type`);
    for (const [column, type] of columns) {
      const db = actual.get(column);
      if (!db) {
        found.push(`${name}.${column}: in the type, but not migrated`);
        continue;
      }
      if (type.kind !== db.kind) found.push(`${name}.${column}: typed ${type.kind}, migrated ${db.kind}`);
      const nullable = (yes: boolean) => `${yes ? '' : 'not '}nullable`;
      if (type.nullable !== db.nullable) {
        found.push(`${name}.${column}: typed ${nullable(type.nullable)}, migrated ${nullable(db.nullable)}`);
      }
      // A nullable column without a default is filled with null, which its type then allows.
      const unfilled = type.optionalOnInsert && !db.filled && !db.nullable;
      if (unfilled) found.push(`${name}.${column}: Generated, but migrated not null without a default`);
    }
  }
  return found;
}

describe('table types against the migrated database', () => {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  let typed: TypedTables;
  let migrated: MigratedTables;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.config);
    await migrateToLatest(db as unknown as Kysely<unknown>);
    const metadata = await db.introspection.getTables();
    const sqlite = database.kind === 'sqlite';
    migrated = migratedTables(metadata, sqlite ? SQLITE_KINDS : POSTGRES_KINDS, sqlite ? await sqliteKeyColumns(db, metadata) : new Set());
    typed = readTableTypes();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('has a type for every migrated table and agrees on every column, its kind, nullability and default', () => {
    expect(typed.size).toBeGreaterThan(50);
    expect(disagreements(typed, migrated)).toEqual([]);
  });

  it('reports a table or column missing on either side, a kind or nullability that differs, a Generated column with no default', () => {
    // The comparison itself, on today's tables with one of each mistake made in a copy of the types.
    const changed: TypedTables = new Map([...typed].map(([name, columns]) => [name, new Map(columns)]));
    changed.delete('coupons');
    const customers = changed.get('customers')!;
    customers.delete('email');
    customers.set('nickname', { kind: 'string', nullable: false, optionalOnInsert: false });
    customers.set('first_name', { kind: 'number', nullable: true, optionalOnInsert: false });
    customers.set('created_at', { kind: 'string', nullable: false, optionalOnInsert: true });
    changed.set('coupon_notes', new Map());
    expect(disagreements(changed, migrated).sort()).toEqual(
      [
        'coupons: migrated, but no table type in Database',
        'customers.email: migrated, but not in the type',
        'customers.nickname: in the type, but not migrated',
        'customers.first_name: typed number, migrated string',
        'customers.first_name: typed nullable, migrated not nullable',
        'customers.created_at: Generated, but migrated not null without a default',
        'coupon_notes: a table type, but not migrated',
      ].sort(),
    );
  });
});
