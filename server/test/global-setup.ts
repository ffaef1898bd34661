import type { TestProject } from 'vitest/node';
import { startPgCluster, type PgCluster } from '../src/dev/pg-cluster';
import { testDbChoice } from './test-db';

let cluster: PgCluster | null = null;

/** Starts the throwaway PostgreSQL cluster once per run; each test file then creates its own database in it. */
export async function setup(project: TestProject): Promise<void> {
  const choice = testDbChoice();
  if (choice.kind === 'postgres') {
    let serverUrl = choice.serverUrl;
    if (!serverUrl) {
      cluster = await startPgCluster();
      serverUrl = cluster.url;
    }
    project.provide('testDb', { kind: 'postgres', serverUrl });
  } else {
    // 'unavailable' never gets here with files to run: the config then selects no API files.
    project.provide('testDb', { kind: 'sqlite' });
  }
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
  cluster = null;
}
