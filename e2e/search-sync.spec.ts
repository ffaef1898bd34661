import { expect, test } from '@playwright/test';
import { searchSyncContract } from '@console/contracts/search-sync.contract';
import { isCallOf, routeOfCall } from './support/api';
import { keepScreenshot } from './support/screenshot';

/** SOLR (spec 3 §2.7, §4, §8): start, the message, Start disabled while running, status polled until completed. */
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
  // Spec 3 §4: the status is fetched again 5 s after the start.
  await expect.poll(() => statusCalls.some((t) => t - clickedAt >= 4500), { timeout: 10_000 }).toBe(true);
  // Re-fetched 5 s after the start, and the sync of the demo store is done by then.
  await expect(page.getByText('Completed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Products in store: \d+$/)).toBeVisible();
  await expect(page.getByText(/^Documents indexed: \d+$/)).toBeVisible();
  await expect(start).toBeEnabled();
  await page.getByRole('button', { name: 'Refresh status' }).click();
  await keepScreenshot(page, 'search-sync');
});

/** SOLR (spec 3 §4, §9): while a sync is not completed the status is fetched every 30 s, and Start stays disabled. */
test('SOLR: polls every 30 s while a sync runs', async ({ page }) => {
  await page.clock.install();
  let calls = 0;
  await page.route(routeOfCall(searchSyncContract.status), (route) => {
    calls += 1;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        EventDate: '2026-11-23T10:00:00.000Z',
        completed: false,
        status: 'In progress',
        Notes: 'Sync started: 2026-11-23T10:00:00.000Z',
      }),
    });
  });
  await page.goto('/solr');
  await expect(page.getByText('In progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start SOLR sync' })).toBeDisabled();
  const before = calls;
  await page.clock.runFor(29_000);
  expect(calls).toBe(before);
  await page.clock.runFor(2_000);
  await expect.poll(() => calls).toBe(before + 1);
});
