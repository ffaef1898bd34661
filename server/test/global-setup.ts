import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../src/db/migrate';
import { createDatabase, startPgCluster, type PgCluster } from '../src/dev/pg-cluster';
import { ensureBundle } from '../src/dev/server-bundle';
import { createDb } from '../src/platform/db';
import { testDbChoice } from './test-db';

let cluster: PgCluster | null = null;
let template: { serverUrl: string; name: string } | null = null;

/** Every migration applied once per run; each test file's database is a copy (seconds saved per file). */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `console_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = await createDatabase(serverUrl, name);
  const db = createDb({ databaseUrl: url, dataDir: '' });
  try {
    await migrateToLatest(db as never);
  } finally {
    await db.destroy();
  }
  template = { serverUrl, name };
  return name;
}

/** Starts the throwaway PostgreSQL cluster once per run; each test file then creates its own database in it. */
export async function setup(project: TestProject): Promise<void> {
  // The files that start console processes run the shipped bundle (processes.ts): built once per run when stale.
  await ensureBundle();
  const choice = testDbChoice();
  if (choice.kind === 'postgres') {
    let serverUrl = choice.serverUrl;
    if (!serverUrl) {
      cluster = await startPgCluster();
      serverUrl = cluster.url;
    }
    project.provide('testDb', { kind: 'postgres', serverUrl, template: await migratedTemplate(serverUrl) });
  } else {
    // 'unavailable' never gets here with files to run: the config then selects no API files.
    project.provide('testDb', { kind: 'sqlite' });
  }
}

export async function teardown(): Promise<void> {
  // On a server of the developer's own (DATABASE_URL) the template would outlive the run.
  if (template && !cluster) {
    const client = new pg.Client({ connectionString: template.serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${template.name}"`).finally(() => client.end());
  }
  template = null;
  await cluster?.stop();
  cluster = null;
}
