import { executionAsyncId } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, insideTransaction, int8Number, nowAndAfterTransaction, type Db } from './db';

/** SQLite rows are read as arrays and built into objects: they must equal the driver's own objects. */
describe('SQLite rows', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-db-test-'));
  const db = createDb({ dataDir, databaseUrl: null });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every column by name with its value, null, blob and repeated names as the driver does', async () => {
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, cents INTEGER, data BLOB)`.execute(db);
    await sql`INSERT INTO t (name, cents, data) VALUES ('a', 150, x'0102'), (NULL, -3, NULL)`.execute(db);
    const rows = await sql<
      Record<string, unknown>
    >`SELECT id, name, cents AS amount, data, 1 AS twice, 2 AS twice FROM t ORDER BY id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, name: 'a', amount: 150, data: Buffer.from([1, 2]), twice: 2 },
      { id: 2, name: null, amount: -3, data: null, twice: 2 },
    ]);
    expect(Object.keys(rows.rows[0]!)).toEqual(['id', 'name', 'amount', 'data', 'twice']);
  });

  it('keys rows by any column name as given: quotes, backslashes, line separators and __proto__ stay plain own keys', async () => {
    const text = 'SELECT 1 AS "a""b", 2 AS "c\\d", 3 AS "e\u2028f", 4 AS "__proto__", 5 AS "}; x"';
    const rows = await sql.raw<Record<string, unknown>>(text).execute(db);
    const row = rows.rows[0]!;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row)).toEqual(['a"b', 'c\\d', 'e\u2028f', '__proto__', '}; x']);
    expect(Object.values(row)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers the same rows when the cached statement runs again, and writes still run', async () => {
    const read = () => sql<{ n: number }>`SELECT count(*) AS n FROM t`.execute(db).then((r) => r.rows);
    expect(await read()).toEqual([{ n: 2 }]);
    const insert = await sql`INSERT INTO t (name) VALUES ('b')`.execute(db);
    expect(Number(insert.numAffectedRows)).toBe(1);
    expect(await read()).toEqual([{ n: 3 }]);
    const returned = await sql<{ id: number }>`INSERT INTO t (name) VALUES ('c') RETURNING id`.execute(db);
    expect(returned.rows).toEqual([{ id: 4 }]);
  });
});

/** The transaction marker: on while a transaction is open, and no cost to other code after. */
describe('transaction scope', () => {
  // Two databases: SQLite runs one transaction at a time per connection.
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'console-db-test-')));
  const [db, other] = dataDirs.map((dataDir) => createDb({ dataDir, databaseUrl: null })) as [Db, Db];
  afterAll(async () => {
    await Promise.all([db.destroy(), other.destroy()]);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The async id a promise's reaction runs under: a new one per promise only while async hooks track promises. */
  const reactionId = () => Promise.resolve().then(() => executionAsyncId());

  it('is seen inside a transaction, after its awaits, and while another one is still open', async () => {
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const seen: boolean[] = [];
    const first = other.transaction().execute(async () => {
      await firstHeld;
      seen.push(insideTransaction());
    });
    await db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      seen.push(insideTransaction());
    });
    // The second ended while the first is open: the first still knows it is inside one.
    releaseFirst();
    await first;
    expect(seen).toEqual([true, true]);
    expect(insideTransaction()).toBe(false);
  });

  it('runs what waits for the end once the transaction has ended', async () => {
    const ran: string[] = [];
    await db.transaction().execute(async () => {
      nowAndAfterTransaction(() => ran.push(insideTransaction() ? 'inside' : 'outside'));
    });
    expect(ran).toEqual(['inside', 'outside']);
  });

  it('leaves promises untracked once no transaction is open', async () => {
    await db.transaction().execute(async () => {});
    expect(await reactionId()).toBe(await reactionId());
  });
});

describe('int8Number', () => {
  it('reads what PostgreSQL writes for an int8 as Number() does', () => {
    const texts = ['0', '7', '-7', '42', '-0', '123456789012345', '-123456789012345', '1234567890123456', '9223372036854775807'];
    texts.push('-9223372036854775808', '9007199254740993', '');
    for (const text of texts) expect([text, int8Number(text)]).toEqual([text, Number(text)]);
    // Not PostgreSQL's but still read as Number() reads it, never as a wrong number.
    for (const text of ['-', '1e3', ' 5', '0x10', '12a']) expect([text, int8Number(text)]).toEqual([text, Number(text)]);
  });
});
