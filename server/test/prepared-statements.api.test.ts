import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { sql, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import { customerPage } from '../src/features/customers/customers.service';
import type { Database } from '../src/db/schema';
import { runShaped } from '../src/platform/shaped-query';
import { startTestServer, type TestServer } from './harness';
import { seedProgramme } from './seed';

/**
 * On PostgreSQL the list pages' fixed texts go as named prepared statements (planning the
 * page's query anew on every call cost PostgreSQL more than running it), with rows as the unnamed
 * path answers them; any other query stays unnamed.
 */
const onPostgres = inject('testDb').kind === 'postgres';

describe.runIf(onPostgres)('prepared list queries on PostgreSQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await seedProgramme(server.ctx.db, 'student', 'approved', 30, { seed: 7 });
  });
  afterAll(async () => {
    await server?.close();
  });

  const filter = { programme: 'student', status: 'approved', search: { searchValue: '', searchType: 'Email' } } as const;

  it('prepares a page once per connection and answers the same rows as a plain query', async () => {
    await server.ctx.db.connection().execute(async (conn) => {
      const first = await customerPage(conn, FIRST_SHOP_ID, filter, {});
      const again = await customerPage(conn, FIRST_SHOP_ID, filter, { last_id: first.nextCursor ?? undefined, direction: 'next' });
      const prepared = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(conn);
      const listTexts = prepared.rows.filter((p) => p.statement.includes('from "customers"'));
      // Page 1 and the next page differ in one bound: two shapes, each prepared on this connection once.
      expect(listTexts).toHaveLength(2);
      expect(new Set(listTexts.map((p) => p.name)).size).toBe(2);
      // Nothing else was prepared by name: the check above is the only other query, and it went unnamed.
      expect(prepared.rows).toHaveLength(2);

      const plain = await conn
        .selectFrom('customers')
        .selectAll()
        .where('programme', '=', 'student')
        .where('status', '=', 'approved')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      expect(first.rows.map((r) => r.id)).toEqual(plain.slice(0, first.rows.length).map((r) => r.id));
      const row = first.rows[0]!;
      const same = plain[0]!;
      for (const [column, value] of Object.entries(row)) expect([column, value]).toEqual([column, same[column as keyof typeof same]]);
      expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
      expect(again.rows.map((r) => r.id)).toEqual(plain.slice(first.rows.length).map((r) => r.id));
    });
  });

  it('reads a page straight from the pool with the rows the Kysely path answers, and gives failed connections back', async () => {
    const db = server.ctx.db;
    const pooled = await customerPage(db, FIRST_SHOP_ID, filter, {});
    const pinned = await db.connection().execute((conn) => customerPage(conn, FIRST_SHOP_ID, filter, {}));
    expect(pooled).toEqual(pinned);
    // More failures than the pool has connections: a connection kept after a failure would leave the last ones waiting.
    for (let i = 0; i < 12; i++) {
      await expect(
        runShaped(db, 'test.bad-id', ['not a number'], () =>
          db
            .selectFrom('customers')
            .select('id')
            .where('id', '=', 'not a number' as never),
        ),
      ).rejects.toThrow(/invalid input syntax/);
    }
    expect((await customerPage(db, FIRST_SHOP_ID, filter, {})).rows).toEqual(pooled.rows);
  });
});

describe.runIf(onPostgres)('rows of a named statement on PostgreSQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A raw query compiled with a database, as `runShaped` takes it. */
  const compilable = <R>(query: RawBuilder<R>, db: Kysely<Database>): Compilable<R> => ({ compile: () => query.compile(db) });

  // Every kind of column the driver parses, nulls among them, and names a row object must keep as plain own keys.
  const columns = sql<
    Record<string, unknown>
  >`select g::int8 as id, g::int4 as n, (g % 2 = 0) as even, case when g = 2 then null else 'x' || g end as label,
      timestamptz '2026-01-01 00:00:00+00' + g * interval '1 hour' as at, (g * 1.5)::numeric as amount, jsonb_build_object('g', g) as doc,
      array['a', 'b' || g] as tags, g * 10 as "__proto__", 'q' as "a""b"
    from generate_series(1, 3) g order by g`;

  it('answers the rows pg itself answers for the same text, column by column', async () => {
    const db = server.ctx.db;
    const viaPg = (await columns.execute(db)).rows;
    const named = await runShaped(db, 'test.every-type', [], () => compilable(columns, db));
    const again = await runShaped(db, 'test.every-type', [], () => compilable(columns, db));
    expect(named).toEqual(viaPg);
    expect(again).toEqual(viaPg);
    expect(named.map((r) => Object.keys(r))).toEqual(viaPg.map((r) => Object.keys(r)));
    const first = named[0]!;
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
    expect(first['id']).toBe(1);
    expect(first['at']).toBeInstanceOf(Date);
    expect(named[1]!['label']).toBeNull();
    expect(Object.getOwnPropertyDescriptor(first, '__proto__')?.value).toBe(10);
  });

  it('fails the query when a column cannot be parsed, and the connection answers the next one', async () => {
    const db = server.ctx.db;
    const interval = 1186;
    const parse = pg.types.getTypeParser(interval, 'text');
    const query = sql<{ span: unknown }>`select interval '1 day' as span`;
    pg.types.setTypeParser(interval, () => {
      throw new Error('no interval here');
    });
    try {
      await db.connection().execute(async (conn) => {
        await expect(runShaped(conn, 'test.bad-parse', [], () => compilable(query, conn))).rejects.toThrow('no interval here');
        expect((await sql<{ one: number }>`select 1 as one`.execute(conn)).rows).toEqual([{ one: 1 }]);
      });
    } finally {
      pg.types.setTypeParser(interval, parse);
    }
  });
});

describe.runIf(onPostgres)('the list page plan on PostgreSQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    // Enough rows that a plan priced for a tenth of the table loses to one for a page.
    await sql`
      insert into customers (programme, status, first_name, last_name, email, email_lower, created_at, updated_at)
      select 'student', 'approved', 'Plan', 'Case', 'plan' || g || '@plan.example', 'plan' || g || '@plan.example',
        to_char(timestamp '2026-01-01' + g * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '2026-01-01T00:00:00.000Z'
      from generate_series(1, 20000) g`.execute(server.ctx.db);
    await sql`analyze customers`.execute(server.ctx.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is planned once per connection, then reused: the limit is part of the text, so the generic plan is priced for a page', async () => {
    const filter = { programme: 'student', status: 'approved', search: { searchValue: '', searchType: 'Email' } } as const;
    await server.ctx.db.connection().execute(async (conn) => {
      // PostgreSQL plans a prepared statement for its values five times, then weighs its generic plan against them.
      for (let i = 0; i < 8; i++) expect((await customerPage(conn, FIRST_SHOP_ID, filter, {})).rows).toHaveLength(25);
      const plans = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
        select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(conn);
      const page = plans.rows.find((p) => p.statement.includes('from "customers"'));
      expect(Number(page?.custom_plans)).toBe(5);
      expect(Number(page?.generic_plans)).toBe(3);
      expect(page?.statement).toMatch(/limit 26$/);
    });
  });
});
