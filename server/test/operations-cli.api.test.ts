import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SQLite } from '../src/platform/sqlite-driver';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/platform/db';
import { migrations, pendingMigrations } from '../src/db/migrate';
import { bundleArgs } from '../src/dev/server-bundle';
import { createTestDatabase, startTestServer, type TestDatabase } from './harness';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');

/** `npm run migrate` / `npm run backup` as an operator runs them: separate processes on the database of DATA_DIR / DATABASE_URL. */
async function cli(script: 'migrate' | 'backup', database: TestDatabase, args: string[] = []): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: database.config.dataDir, DATABASE_URL: database.config.databaseUrl ?? '', LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(process.execPath, bundleArgs(script, args), {
      cwd: serverDir,
      env,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm run migrate', () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of databases) await d.drop();
  });

  it('applies every migration to an empty database, then finds nothing to apply', async () => {
    const database = await createTestDatabase({ empty: true });
    databases.push(database);
    const first = await cli('migrate', database);
    expect(first.code).toBe(0);
    expect(first.out).toContain(`Migrations applied (${Object.keys(migrations).length}):`);
    for (const name of Object.keys(migrations)) expect(first.out).toContain(`  ${name}\n`);
    const db = createDb(database.config);
    try {
      expect(await pendingMigrations(db as never)).toEqual([]);
    } finally {
      await db.destroy();
    }
    expect(await cli('migrate', database)).toEqual({ code: 0, out: 'Migrations: nothing to apply, the database is up to date.\n' });
  }, 60_000);
});

describe('npm run backup', () => {
  it('copies the running SQLite database online into one checked file, or says pg_dump on PostgreSQL', async () => {
    const server = await startTestServer({ runWorker: false });
    try {
      const clerk = await server.addOperator(['showStudents'], { email: 'backup.clerk@shop.example' });
      if (server.database.kind === 'postgres') {
        const res = await cli('backup', server.database);
        expect(res.code).toBe(1);
        expect(res.out).toContain('back it up with pg_dump');
        return;
      }
      const out = path.join(server.database.config.dataDir, 'copies', 'first.sqlite');
      const res = await cli('backup', server.database, ['--out', out]);
      expect(res).toEqual({ code: 0, out: `Backup written: ${out} (${fs.statSync(out).size} bytes)\n` });
      // The copy is a whole database: the operator added a moment ago, with the app still running.
      const copy = new SQLite(out, { readonly: true });
      try {
        expect(copy.prepare('SELECT email FROM operators WHERE id = ?').get(clerk.operator.id)).toEqual({
          email: 'backup.clerk@shop.example',
        });
      } finally {
        copy.close();
      }
      // An existing file is never overwritten; without --out the copy goes to DATA_DIR/backups.
      expect(await cli('backup', server.database, ['--out', out])).toEqual({
        code: 1,
        out: `${out} already exists: choose another --out.\n`,
      });
      const named = await cli('backup', server.database);
      expect(named.code).toBe(0);
      expect(fs.readdirSync(path.join(server.database.config.dataDir, 'backups'))).toEqual([
        expect.stringMatching(/^console-\d{8}-\d{6}\.sqlite$/),
      ]);
    } finally {
      await server.close();
    }
  }, 60_000);
});
