import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './db';
import { sealSecret } from './secrets';

/** DATA_DIR is created 0700, its database (with WAL and shared memory) and key files 0600. */
describe('DATA_DIR modes', () => {
  const made: string[] = [];
  const mode = (file: string) => fs.statSync(file).mode & 0o777;
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates DATA_DIR 0700 and the database and key files 0600, whatever the umask', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
    made.push(parent);
    const dataDir = path.join(parent, 'nested', 'data');
    const umask = process.umask(0o022);
    try {
      const db = createDb({ databaseUrl: null, dataDir });
      await sql`CREATE TABLE t (x integer)`.execute(db);
      await sql`INSERT INTO t VALUES (1)`.execute(db);
      sealSecret({ secretsKey: null, dataDir }, 'secret');
      expect(mode(dataDir)).toBe(0o700);
      for (const file of ['console.sqlite', 'console.sqlite-wal', 'console.sqlite-shm', 'secrets.key'])
        expect(mode(path.join(dataDir, file)), file).toBe(0o600);
      await db.destroy();
    } finally {
      process.umask(umask);
    }
  });

  it('makes an existing database file 0600', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
    made.push(dataDir);
    fs.writeFileSync(path.join(dataDir, 'console.sqlite'), '', { mode: 0o644 });
    const db = createDb({ databaseUrl: null, dataDir });
    await sql`SELECT 1`.execute(db);
    expect(mode(path.join(dataDir, 'console.sqlite'))).toBe(0o600);
    await db.destroy();
  });
});
