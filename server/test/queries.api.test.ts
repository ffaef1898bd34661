import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { QUERY_CASES } from '../src/dev/query-cases';
import { buildQueryFiles, committedQueryFiles, type QueryFiles } from '../src/dev/query-files';
import { createTestDatabase, type TestDatabase } from './harness';

/**
 * The committed SQL of the list and search queries (server/queries/*.<dialect>.sql) is what
 * the repositories send to this run's database. A drift is either a mistake or a change to review.
 */
const FEATURES = fileURLToPath(new URL('../src/features/', import.meta.url));
/** Named like a list or search query, but not one: counters and reads of status screens, a report job's walk. */
const NOT_LISTS = ['countForeignWebhook', 'countMirrored', 'countScheduled', 'reconciliationChunk'];

/** Exported repository functions named like a list or search query (list*, count*, *Page, *PageQuery, *ListQuery, *Chunk). */
function listLikeFunctions(): string[] {
  const names: string[] = [];
  for (const folder of fs.readdirSync(FEATURES)) {
    for (const file of fs.readdirSync(path.join(FEATURES, folder)).filter((name) => name.endsWith('.repository.ts'))) {
      const text = fs.readFileSync(path.join(FEATURES, folder, file), 'utf8');
      for (const m of text.matchAll(/^export (?:async )?function\*? ?(\w+)/gm)) names.push(m[1]!);
    }
  }
  return names.filter((name) => /^(list|count)[A-Z]|(Page|PageQuery|ListQuery|Chunk)$/.test(name)).sort();
}

const REGENERATE = 'run `npm run queries` and review the diff';

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
    const names = { generated: Object.keys(current), committed: Object.keys(committed) };
    const missing = names.generated.filter((name) => !names.committed.includes(name));
    const stale = names.committed.filter((name) => !names.generated.includes(name));
    expect({ missing, stale }, `server/queries/*.${kind}.sql do not match the queries: ${REGENERATE}`).toEqual({ missing: [], stale: [] });
  });

  it.each(Object.keys(committed))('server/queries/%s matches the repositories', (name) => {
    expect(current[name], `server/queries/${name} differs from the SQL the repositories send: ${REGENERATE}`).toBe(committed[name]);
  });

  it('has a case for every list or search query of the repositories', () => {
    const called = new Set(QUERY_CASES.map((c) => c.fn.split(' ').at(-1)));
    const missing = listLikeFunctions().filter((name) => !called.has(name) && !NOT_LISTS.includes(name));
    expect(missing, 'add a call of each to server/src/dev/query-cases.ts and run `npm run queries`').toEqual([]);
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
