import { expect, test } from '@playwright/test';
import { CodesScreen, isoDay } from './support/registration-codes-screen';

/**
 * A shop's registration-code partners are its national partners' names plus any an operator adds where a code
 * is made: a shop whose store has no `np:` tags yet can still make its first code.
 */
test.describe('Registration Codes: a new partner where a code is made', () => {
  test('typing a name no partner has offers to add it; the code is saved with it and the partner is listed after', async ({ page }) => {
    const name = `E2E Partner ${Date.now().toString(36)}`;
    const screen = new CodesScreen(page);
    await screen.open();
    await screen.addButton().click();
    const dialog = screen.dialog('Add new Registration Code');
    await screen.fill(dialog, { code: `E2E-NEWP-${Date.now().toString(36)}`.toUpperCase(), start: isoDay(1), end: isoDay(30) });
    const partner = dialog.getByRole('combobox', { name: 'Partner' });
    await partner.click();
    await partner.fill(name);
    await page.getByRole('option', { name: `Add partner “${name}”`, exact: true }).click();
    await expect(partner).toHaveValue(name);

    const { body, answer } = await screen.save(dialog, 'POST');
    expect(body).toMatchObject({ partner: { name } });
    expect(answer.data.partner.name).toBe(name);
    await expect(dialog).toBeHidden();
    await expect(page.locator('[role="row"][row-index="0"] [col-id="partner"]')).toHaveText(name);

    // The next code can pick it from the list.
    await screen.addButton().click();
    const next = screen.dialog('Add new Registration Code');
    await next.getByRole('combobox', { name: 'Partner' }).click();
    await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  });
});
