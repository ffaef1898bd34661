import { expect, test } from '@playwright/test';
import { keepScreenshot } from './support/screenshot';

/** SOLR (spec 3 §2.7, §4, §8): start, the message, Start disabled while running, status polled until completed. */
test('SOLR: start a sync, see it run and complete with the counts', async ({ page }) => {
  await page.goto('/solr');
  await expect(page.getByRole('heading', { name: 'SOLR' })).toBeVisible();
  await expect(page.getByText('Never synced')).toBeVisible();
  const start = page.getByRole('button', { name: 'Start SOLR sync' });
  await expect(start).toBeEnabled();
  const statusCalls: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/solr/syncStatus')) statusCalls.push(Date.now());
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
