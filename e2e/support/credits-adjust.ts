import { expect, type Locator } from '@playwright/test';

export const ADJUST_MINUS_REASON = 'Enter the amount to take off without a minus: 5 takes $5.00 off each balance.';

/**
 * Adjust Balance's form says what its field takes, and with a minus typed says why Submit is disabled (the amount to
 * take off is a positive number).
 */
export async function expectAdjustSaysWhatItTakes(adjust: Locator): Promise<void> {
  await expect(adjust.getByText('The amount to take off each balance: 5 takes $5.00 off.', { exact: true })).toBeVisible();
  await adjust.getByLabel('Adjustment').fill('-5');
  await adjust.getByLabel('Reference').fill('Correction');
  await adjust.getByLabel('Reference').press('Tab');
  await expect(adjust.getByText(ADJUST_MINUS_REASON, { exact: true })).toBeVisible();
  await expect(adjust.getByRole('button', { name: 'Submit' })).toBeDisabled();
}
