import fs from 'node:fs';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL } from '../server/src/dev/chromium';
import { ADMIN_STATE, BASE_URL, EMBEDDED_BASE_URL, STORE_BASE_URL, WEB_INDEX } from './support/env';

if (!fs.existsSync(WEB_INDEX)) {
  throw new Error(`e2e: ${WEB_INDEX} is missing; build the web app first (npm run build -w web).`);
}

// `--reporter` on the command line replaces this list, as test-all does for its JSON report.
const reporter: ReporterDescription[] = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporter.push(['json']);

const config = defineConfig({
  testDir: '.',
  outputDir: './test-results',
  fullyParallel: false,
  // One worker per spec file (the accessibility visits spread over all). The tests mostly wait (the console, the spec's
  // reload delays): two workers used about a third of two cores, so three. E2E_WORKERS for another count.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // On CI one retry keeps a timing flake on a loaded two-core machine from blocking a landing;
  // Playwright still reports such a test as flaky, and the assertions are the same.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: the screens load their code with the route, and the machine is shared.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter,
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    // The server keeps dates in UTC and searches by UTC day; the browser shows the same days.
    timezoneId: 'UTC',
    locale: 'en-US',
    acceptDownloads: true,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_HEADLESS_SHELL,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: 'setup', testMatch: /e2e\/support\/auth\.setup\.ts$/ },
    {
      name: 'chromium',
      testMatch: /e2e\/[^/]+\.spec\.ts$/,
      testIgnore: /e2e\/embedded\.spec\.ts$/,
      dependencies: ['setup'],
      use: { storageState: ADMIN_STATE },
    },
    // The console connected to a Shopify stand-in (e2e/store/): its own server, signed in by each spec.
    { name: 'store', testMatch: /e2e\/store\/[^/]+\.spec\.ts$/, use: { baseURL: STORE_BASE_URL } },
    // The console inside the Shopify admin's frame: its own server and stand-in; no cookies to start from.
    { name: 'embedded', testMatch: /e2e\/embedded\.spec\.ts$/, use: { baseURL: EMBEDDED_BASE_URL } },
    // `npm run screenshots` (SCREENSHOTS=1): every screen standalone and framed into docs/screenshots (and the specs keep
    // theirs, support/screenshot.ts); never part of `npm test`.
    ...(process.env.SCREENSHOTS === '1'
      ? [{ name: 'screenshots', testMatch: /e2e\/screenshots\.shots\.ts$/, dependencies: ['setup'], use: { storageState: ADMIN_STATE } }]
      : []),
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/start-server.ts',
      cwd: '..',
      url: `${BASE_URL}/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node --import tsx e2e/support/start-store-server.ts',
      cwd: '..',
      url: `${STORE_BASE_URL}/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node --import tsx e2e/support/start-store-server.ts embedded',
      cwd: '..',
      url: `${EMBEDDED_BASE_URL}/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});

// Playwright reads the config's default export; this is the one place in e2e the named-exports rule yields.
// eslint-disable-next-line no-restricted-syntax
export default config;
