import { expect, test } from '@playwright/test';
import { searchSyncContract } from '@console/contracts/search-sync.contract';
import { isCallOf, pathOfCall, routeOfCall } from './support/api';
import { keepScreenshot } from './support/screenshot';

/**
 * SOLR (docs/functions/commerce-tools.md §2.7, §4, §8): start, the message, Start disabled while running, status polled until completed.
 */
test('SOLR: start a sync, see it run and complete with the counts', async ({ page }) => {
  await page.goto('/solr');
  await expect(page.getByRole('heading', { level: 1, name: 'Search-index sync' })).toBeVisible();
  await expect(page.getByText('Never synced')).toBeVisible();
  const start = page.getByRole('button', { name: 'Start SOLR sync' });
  await expect(start).toBeEnabled();
  const statusCalls: number[] = [];
  page.on('request', (r) => {
    if (isCallOf(searchSyncContract.status)(r)) statusCalls.push(Date.now());
  });
  const clickedAt = Date.now();
  await start.click();
  await expect(page.getByText('SOLR sync started successfully')).toBeVisible();
  // docs/functions/commerce-tools.md §4: the status is fetched again 5 s after the start.
  await expect.poll(() => statusCalls.some((t) => t - clickedAt >= 4500), { timeout: 10_000 }).toBe(true);
  // Re-fetched 5 s after the start, and the sync of the demo store is done by then.
  await expect(page.getByText('Completed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Products in store: \d+$/)).toBeVisible();
  await expect(page.getByText(/^Documents indexed: \d+$/)).toBeVisible();
  await expect(start).toBeEnabled();
  await page.getByRole('button', { name: 'Refresh status' }).click();
  await keepScreenshot(page, 'search-sync');
});

/**
 * SOLR (docs/functions/commerce-tools.md §4, §9): while a sync is not completed the status is fetched every 30 s, and Start stays disabled.
 */
test('SOLR: polls every 30 s while a sync runs', async ({ page }) => {
  await page.clock.install();
  // Each status call's time on the page's own (fake) clock: real time still flows under the fake one, so counting
  // calls after a fixed runFor would depend on how long the machine took to get there.
  const statusPath = pathOfCall(searchSyncContract.status);
  await page.addInitScript((path) => {
    const times: number[] = [];
    (window as unknown as { statusCallTimes: number[] }).statusCallTimes = times;
    const fetchOf = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url, location.href).pathname === path) times.push(Date.now());
      return fetchOf(input, init);
    };
  }, statusPath);
  await page.route(routeOfCall(searchSyncContract.status), (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        EventDate: '2026-11-23T10:00:00.000Z',
        completed: false,
        status: 'In progress',
        Notes: 'Sync started: 2026-11-23T10:00:00.000Z',
      }),
    }),
  );
  await page.goto('/solr');
  await expect(page.getByText('In progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start SOLR sync' })).toBeDisabled();
  const callTimes = () => page.evaluate(() => (window as unknown as { statusCallTimes: number[] }).statusCallTimes);
  expect(await callTimes()).toHaveLength(1);
  await page.clock.runFor(31_000);
  await expect.poll(async () => (await callTimes()).length).toBeGreaterThanOrEqual(2);
  const [first = 0, second = 0] = await callTimes();
  // The next call comes 30 s after the first answer: the gap is 30 s plus that answer's time (a route's, on this machine).
  expect(second - first).toBeGreaterThanOrEqual(30_000);
  expect(second - first).toBeLessThan(33_000);
  await expect(page.getByRole('button', { name: 'Start SOLR sync' })).toBeDisabled();
});
