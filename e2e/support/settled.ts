import { expect, type Frame, type Page } from '@playwright/test';

/**
 * Waits until a screen has drawn its title and no list is still loading. In the admin's frame the title is hidden (the
 * title bar shows it), so there it need only be attached.
 */
export async function screenSettled(where: Page | Frame, title: 'visible' | 'attached' = 'visible'): Promise<void> {
  const heading = where.getByRole('heading', { level: 1 });
  await (title === 'visible' ? expect(heading).toBeVisible() : expect(heading).toBeAttached());
  await expect(where.getByText('Please wait while loading')).toHaveCount(0, { timeout: 30_000 });
}
