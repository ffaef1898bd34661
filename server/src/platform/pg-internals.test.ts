import { createRequire } from 'node:module';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PG_QUERY_INTERNALS_OF } from './db';

const require = createRequire(import.meta.url);
const serverPackage = require('../../package.json') as { dependencies: Record<string, string> };

/**
 * platform/db.ts subclasses pg's Query and writes its private state (NamedStatementQuery). An upgrade of pg has to
 * come through here: read pg's lib/query.js of the new release, check the overrides against it, then move the pin and
 * PG_QUERY_INTERNALS_OF together (the PostgreSQL API tests compare the rows with pg's own).
 */
describe("pg's Query internals that platform/db.ts relies on", () => {
  it('are those of the pg release it was written against, pinned exactly', () => {
    const installed = (require('pg/package.json') as { version: string }).version;
    expect(installed, 'the installed pg').toBe(PG_QUERY_INTERNALS_OF);
    expect(serverPackage.dependencies.pg, "server/package.json's pg").toBe(PG_QUERY_INTERNALS_OF);
  });

  it('still have the handlers it overrides and the private state it writes', () => {
    const query = new pg.Query({ text: 'SELECT 1', name: 'fence' }) as unknown as Record<string, unknown> & {
      _result: { fields: unknown; rows: unknown };
    };
    for (const handler of ['handleRowDescription', 'handleDataRow', 'handleError']) {
      expect(typeof query[handler], handler).toBe('function');
    }
    expect(query._result, '_result').toBeInstanceOf(pg.Result);
    expect(Array.isArray(query._result.rows), '_result.rows').toBe(true);
    expect('_canceledDueToError' in query, '_canceledDueToError').toBe(true);
  });
});
