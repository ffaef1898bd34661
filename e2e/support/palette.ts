import { expect, type Frame, type Page } from '@playwright/test';

/**
 * In the palette just opened (Ctrl+K standalone, the title bar's Find framed): types `text` and chooses the record
 * titled `title`; `scope` is the page or the console's frame.
 */
export async function chooseInPalette(page: Page, scope: Page | Frame, text: string, title: string): Promise<void> {
  const palette = scope.getByRole('dialog', { name: 'Find' });
  await expect(palette.getByRole('combobox', { name: 'Find' })).toBeFocused();
  await page.keyboard.type(text);
  const option = palette.getByRole('option').filter({ hasText: title }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(palette).toBeHidden();
}
