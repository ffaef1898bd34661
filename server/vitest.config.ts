import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testDbChoice, warnPostgresUnavailable } from './test/test-db';

/**
 * One Vitest setup for the whole repository (docs/conventions.md 'Tests'), run from the repository root with
 * `npx vitest run -c server/vitest.config.ts --configLoader runner` (the runner loader resolves
 * this file's extensionless imports the way the rest of the code base writes them):
 * - `unit`: `*.test.ts` beside the code in contracts, server and web (pure functions, node);
 * - `api`: `server/test/*.api.test.ts` against the real app and a real database; SQLite by default,
 *   PostgreSQL with `TEST_DB=postgres` (see server/test/global-setup.ts).
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const postgresUnavailable = testDbChoice().kind === 'unavailable';
if (postgresUnavailable) warnPostgresUnavailable();

// Vitest reads its configuration from the default export; this is the one place the rule yields.
// eslint-disable-next-line no-restricted-syntax
export default defineConfig({
  root: repoRoot,
  test: {
    // Vitest's default on two cores is one worker, and the API files spend most of their time waiting on
    // servers, child processes, databases and timers: two at once use both cores (VITEST_MAX_WORKERS to change;
    // four starved the files that start console processes on a two-core machine).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    // With no PostgreSQL to test on, the API project selects nothing and the run passes empty.
    passWithNoTests: postgresUnavailable,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // No unit test mocks a module, stubs a global or sets the environment: the files share each worker's loaded
          // modules instead of importing them again per file (most of this project's CPU on two cores).
          isolate: false,
          include: ['{contracts,server,web}/src/**/*.test.{ts,tsx}', 'web/*.test.ts', 'scripts/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: postgresUnavailable ? [] : ['server/test/**/*.api.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // No API file mocks a module or stubs a global: they share each worker's loaded modules
          // instead of importing the whole server again per file (most of the suite's time on two cores).
          isolate: false,
          // A real server and database per file; PostgreSQL cluster start and imports take seconds.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // On CI's two loaded cores one retry, as Playwright has; test-all prints every failure by name.
          retry: process.env.CI ? 1 : 0,
          // The console processes the tests start hash passwords cheaply too (config.ts allows it under NODE_ENV=test).
          env: { NODE_ENV: 'test', PASSWORD_HASH_COST: '10' },
        },
      },
    ],
  },
});
