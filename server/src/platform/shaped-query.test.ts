import { describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect } from 'kysely';
import { SQLite } from './sqlite-driver';
import { runShaped } from './shaped-query';

interface Tables {
  items: { id: number; kind: string };
}

function memoryDb(): Kysely<Tables> {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(
    "CREATE TABLE items (id INTEGER PRIMARY KEY, kind TEXT NOT NULL); INSERT INTO items (kind) VALUES ('a'), ('b'), ('a'), ('c');",
  );
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
}

describe('runShaped', () => {
  it('runs the text of a shape with each call’s own parameters, without building again', async () => {
    const db = memoryDb();
    let builds = 0;
    const ofKind = (kind: string, limit: number) =>
      runShaped(db as never, 'test.items-of-kind', [kind, limit], () => {
        builds++;
        return db.selectFrom('items').select('id').where('kind', '=', kind).orderBy('id').limit(limit);
      });
    expect(await ofKind('a', 10)).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await ofKind('b', 10)).toEqual([{ id: 2 }]);
    expect(await ofKind('a', 1)).toEqual([{ id: 1 }]);
    expect(builds).toBe(1);
    await db.destroy();
  });

  it('refuses parameters that are not those the query binds, in their order', async () => {
    const db = memoryDb();
    await expect(
      runShaped(db as never, 'test.items-swapped', [10, 'a'], () => db.selectFrom('items').select('id').where('kind', '=', 'a').limit(10)),
    ).rejects.toThrow(/not those the query binds/);
    await expect(
      runShaped(db as never, 'test.items-missing', ['a'], () => db.selectFrom('items').select('id').where('kind', '=', 'a').limit(10)),
    ).rejects.toThrow(/not those the query binds/);
    await db.destroy();
  });
});
