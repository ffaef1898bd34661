import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DbKind } from '../db/dialect';
import { createDatabase, findPgBin, startPgCluster, type PgCluster } from '../dev/pg-cluster';
import { buildQueryFiles, committedQueryFiles, QUERIES_DIR, type QueryFiles } from '../dev/query-files';

/**
 * `npm run queries`: rewrites server/queries/*.sql (the list and search queries' SQL) for review in the
 * diff. SQLite always; PostgreSQL in a throwaway database on the server of DATABASE_URL, or else in a
 * throwaway cluster from the installed PostgreSQL binaries; with neither, the PostgreSQL files stay.
 */
function write(kind: DbKind, files: QueryFiles): void {
  fs.mkdirSync(QUERIES_DIR, { recursive: true });
  for (const name of Object.keys(committedQueryFiles(kind))) {
    if (!(name in files)) {
      fs.rmSync(path.join(QUERIES_DIR, name));
      console.log(`removed   server/queries/${name}`);
    }
  }
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(QUERIES_DIR, name);
    const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    fs.writeFileSync(file, text);
    console.log(`${before === text ? 'unchanged' : 'written  '} server/queries/${name}`);
  }
}

async function sqliteFiles(): Promise<QueryFiles> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-queries-'));
  try {
    return await buildQueryFiles('sqlite', { dataDir, databaseUrl: null });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresFiles(serverUrl: string): Promise<QueryFiles> {
  const name = `console_queries_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = await createDatabase(serverUrl, name);
  try {
    return await buildQueryFiles('postgres', { dataDir: '', databaseUrl });
  } finally {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => client.end());
  }
}

write('sqlite', await sqliteFiles());
let cluster: PgCluster | null = null;
try {
  const serverUrl = process.env.DATABASE_URL ?? (findPgBin() ? (cluster = await startPgCluster()).url : null);
  if (serverUrl) write('postgres', await postgresFiles(serverUrl));
  else console.warn('No PostgreSQL (neither DATABASE_URL nor the server binaries): server/queries/*.postgres.sql left as they are.');
} finally {
  await cluster?.stop();
}
