import { findPgBin } from '../src/dev/pg-cluster';

/**
 * Which database the API suite runs on (docs/conventions.md 'Tests'). SQLite unless `TEST_DB=postgres`; then the
 * server of `DATABASE_URL` when given, otherwise a throwaway cluster started by the global setup.
 * Without either, the PostgreSQL run is skipped (never failed) with a loud banner.
 */
export type TestDbChoice = { kind: 'sqlite' } | { kind: 'postgres'; serverUrl: string | null } | { kind: 'unavailable' };

/** What the global setup hands every test file: where to create its fresh database. */
export type TestDbTarget =
  | { kind: 'sqlite' }
  | { kind: 'postgres'; serverUrl: string; /** A database migrated once per run, copied for each test's database. */ template: string };

export function testDbChoice(env: NodeJS.ProcessEnv = process.env): TestDbChoice {
  if (env.TEST_DB !== 'postgres') return { kind: 'sqlite' };
  if (env.DATABASE_URL) return { kind: 'postgres', serverUrl: env.DATABASE_URL };
  return findPgBin() ? { kind: 'postgres', serverUrl: null } : { kind: 'unavailable' };
}

export function warnPostgresUnavailable(): void {
  const line = '!'.repeat(78);
  console.warn(
    [
      '',
      line,
      '!!  TEST_DB=postgres: NO PostgreSQL AVAILABLE, THE POSTGRESQL API RUN IS SKIPPED',
      '!!  Neither DATABASE_URL is set nor PostgreSQL server binaries (initdb, pg_ctl) were found.',
      '!!  Install them (Debian: apt-get install -y postgresql) or set DATABASE_URL=postgres://...',
      line,
      '',
    ].join('\n'),
  );
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbTarget;
  }
}
