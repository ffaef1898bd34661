import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildQueryFiles, committedQueryFiles, type QueryFiles } from '../src/dev/query-files';
import { createTestDatabase, type TestDatabase } from './harness';

/**
 * Issue 25: the committed SQL of the list and search queries (server/queries/*.<dialect>.sql) is what
 * the repositories send to this run's database. A drift is either a mistake or a change to review.
 */
describe('committed list and search SQL', () => {
  const kind = inject('testDb').kind;
  let database: TestDatabase;
  let current: QueryFiles;
  const committed = committedQueryFiles(kind);

  beforeAll(async () => {
    database = await createTestDatabase();
    current = await buildQueryFiles(kind, database.config);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it(`server/queries/ holds one ${kind} file per feature with list queries`, () => {
    expect(Object.keys(committed), `server/queries/*.${kind}.sql are not those of the queries: run \`npm run queries\` and review the diff`).toEqual(
      Object.keys(current),
    );
  });

  it.each(Object.keys(committed))('server/queries/%s matches the repositories', (name) => {
    expect(current[name], `server/queries/${name} differs from the SQL the repositories send: run \`npm run queries\` and review the diff`).toBe(committed[name]);
  });

  it('names the function and the case before every statement, with placeholders for the values', () => {
    const customers = current[`customers.${kind}.sql`] ?? '';
    const placeholder = kind === 'postgres' ? '"email_lower" >= $3 and "email_lower" < $4' : '"email_lower" >= ? and "email_lower" < ?';
    expect(customers).toContain(`-- customers.repository customerListQuery: e-mail prefix search\nselect "id"`);
    expect(customers).toContain(placeholder);
    // No value of a call (a search text, a cursor's time) reaches the text.
    expect(Object.values(current).join('\n')).not.toMatch(/ada@|2026-01-15/i);
  });
});
