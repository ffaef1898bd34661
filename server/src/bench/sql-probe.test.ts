import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@console/contracts/common/paging';
import { countCustomerList, customerListQuery, type CustomerListFilter } from '../features/customers/customers.repository';
import type { Database } from '../db/schema';
import type { KeysetBound } from '../platform/keyset';
import { SQLite } from '../platform/sqlite-driver';
import { captureSql } from './sql-probe';
import { FIRST_SHOP_ID } from '../platform/shop-id';

const FIRST_PAGE: KeysetBound = { cursor: null, op: '<', order: 'desc', limit: 26 };
const filter: CustomerListFilter = { programme: 'student', status: 'approved', search: { searchValue: 'ada@', searchType: 'Email' } };

describe('captureSql', () => {
  it('answers the SQL of a list page, also once its shape is compiled and sent as text (runShaped)', async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    try {
      const first = await captureSql(db, (probe) => customerListQuery(probe, FIRST_SHOP_ID, filter)(FIRST_PAGE));
      const again = await captureSql(db, (probe) => customerListQuery(probe, FIRST_SHOP_ID, filter)(FIRST_PAGE));
      expect(first.sql).toMatch(/^select .* from "customers" where "shop_id" = \? and "programme" = \? and "status" = \?/);
      expect(again.sql).toBe(first.sql);
      expect(again.parameters).toEqual(first.parameters);
      expect(first.parameters).toContain('student');
      // A count needs its one row, which the probe never answers: the query is still what it recorded.
      const counted = await captureSql(db, (probe) => countCustomerList(probe, FIRST_SHOP_ID, filter));
      expect(counted.sql).toMatch(/^select count\(\*\) as "n" from \(select "id" from "customers" where .* limit \?\) as "matches"$/);
      expect(counted.parameters.at(-1)).toBe(COUNT_CAP + 1);
    } finally {
      await db.destroy();
    }
  });

  it('compiles for the handle’s own database', async () => {
    // A PostgreSQL handle that never connects: the probe only borrows its adapter.
    const pg = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => ({
          init: async () => {},
          acquireConnection: () => Promise.reject(new Error('not connected')),
          beginTransaction: async () => {},
          commitTransaction: async () => {},
          rollbackTransaction: async () => {},
          releaseConnection: async () => {},
          destroy: async () => {},
        }),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    const compiled = await captureSql(pg, (probe) => customerListQuery(probe, FIRST_SHOP_ID, filter)(FIRST_PAGE));
    expect(compiled.sql).toMatch(/"shop_id" = \$1 and "programme" = \$2/);
    await pg.destroy();
  });
});
