import { expect, test, type Locator, type Page } from '@playwright/test';
import { displayNamesContract } from '@console/contracts/display-names.contract';
import { fieldMonitoringContract } from '@console/contracts/field-monitoring.contract';
import { registrationCodesContract, type RegistrationCode } from '@console/contracts/registration-codes.contract';
import type { CallResponse } from '@console/contracts/common/call';
import { isCallOf, routeOfCall } from './support/api';
import { CodesScreen } from './support/registration-codes-screen';

/*
 * For the JS budget (docs/budgets.md), cells are edited through cell renderers and the codes list is filtered and paged
 * outside AG Grid. Typing, Enter, Escape and leaving the field must behave as the grid's editors did.
 */

const valueCell = (grid: Locator, key: string) =>
  grid
    .getByRole('row')
    .filter({ has: grid.page().getByRole('gridcell', { name: key, exact: true }) })
    .locator('[col-id="value"]');

async function openDisplayNames(page: Page): Promise<Locator> {
  await page.goto('/salsifyDisplay');
  const grid = page.getByRole('region', { name: 'Display names' });
  await expect(grid.getByRole('gridcell', { name: 'material', exact: true })).toBeVisible();
  return grid;
}

test('Display names: Enter and leaving the field commit, Escape reverts, keys on the cell start typing', async ({ page }) => {
  const grid = await openDisplayNames(page);
  const field = grid.getByRole('textbox', { name: 'Meta Value' });

  // A click opens the field; Enter commits and gives the focus back to the cell.
  await valueCell(grid, 'voltage').click();
  await expect(field).toBeFocused();
  await field.fill('Volts');
  await field.press('Enter');
  await expect(field).toBeHidden();
  await expect(valueCell(grid, 'voltage')).toHaveText('Volts');
  await expect(valueCell(grid, 'voltage')).toBeFocused();

  // Escape leaves the old value and keeps the page as it was.
  await valueCell(grid, 'material').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Not kept');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(valueCell(grid, 'material')).toHaveText('Material');

  // Leaving the field (a click elsewhere) commits.
  await valueCell(grid, 'dimensions').click();
  await field.fill('Size');
  await page.getByRole('heading', { name: 'Metafield Display Names' }).click();
  await expect(field).toBeHidden();
  await expect(valueCell(grid, 'dimensions')).toHaveText('Size');

  // On a focused cell a typed character starts the field with it; Tab commits and moves on.
  await valueCell(grid, 'voltage').click();
  await field.press('Enter');
  await expect(valueCell(grid, 'voltage')).toBeFocused();
  await page.keyboard.type('V');
  await expect(field).toHaveValue('V');
  await page.keyboard.type('oltage (V)');
  await page.keyboard.press('Tab');
  await expect(field).toBeHidden();
  await expect(valueCell(grid, 'voltage')).toHaveText('Voltage (V)');

  // Save sends the committed values, not the reverted one; answered here so the shared data stays as seeded.
  await page.route(routeOfCall(displayNamesContract.update), (route) => {
    const answer: CallResponse<typeof displayNamesContract.update> = { success: true, metaFieldId: 'gid://shop/Metafield/1', updated: 2 };
    return route.request().method() === 'PUT' ? route.fulfill({ json: answer }) : route.fallback();
  });
  const saved = page.waitForRequest(isCallOf(displayNamesContract.update));
  await page.getByRole('button', { name: 'Save' }).click();
  const body = (await saved).postDataJSON() as { updateList: Array<{ key: string; value: string }> };
  expect(body.updateList).toContainEqual({ key: 'voltage', value: 'Voltage (V)' });
  expect(body.updateList).toContainEqual({ key: 'dimensions', value: 'Size' });
  expect(body.updateList).toContainEqual({ key: 'material', value: 'Material' });
});

test('Email Domains: Escape in a domain cell reverts it and keeps the dialog open, nothing is sent', async ({ page }) => {
  const screen = new CodesScreen(page);
  const { list } = await screen.open();
  const target = list[0] as RegistrationCode;
  // The code's domains as this test needs them, without changing the shared data.
  await page.route(routeOfCall(registrationCodesContract.list), async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as CallResponse<typeof registrationCodesContract.list>;
    await route.fulfill({
      response,
      json: { ...answer, list: answer.list.map((c) => (c.id === target.id ? { ...c, emailDomains: ['crew.example'] } : c)) },
    });
  });
  await page.reload();
  let patches = 0;
  page.on('request', (r) => {
    if (r.method() === 'PATCH') patches += 1;
  });
  await screen.cell(screen.row(target.registrationCode), 'emailDomains').getByRole('button').click();
  const dialog = screen.dialog('Email Domains List');
  const cell = dialog.locator('[role="gridcell"][col-id="domain"]');
  await expect(cell).toHaveText(['crew.example']);
  await cell.click();
  const field = dialog.getByRole('textbox', { name: 'Domain', exact: true });
  await field.fill('other.example');
  await field.press('Escape');
  await expect(field).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(cell).toHaveText(['crew.example']);
  expect(patches).toBe(0);
});

test('Registration codes: column filters and the pager work on the whole list, sorting spans pages', async ({ page }) => {
  const screen = new CodesScreen(page);
  await screen.open();
  const all = screen.listResponse();
  await screen.chooseStatus('All');
  const codes = ((await (await all).json()) as { list: RegistrationCode[] }).list;
  expect(codes.length).toBeGreaterThan(20);
  const grid = page.getByRole('region', { name: 'Registration codes' });
  const ids = () => grid.locator('[role="gridcell"][col-id="id"]').allInnerTexts();

  const pages = Math.ceil(codes.length / 20);
  await expect(grid.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect.poll(async () => (await ids()).length).toBe(20);
  await grid.getByRole('button', { name: 'Next' }).click();
  await expect(grid.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Previous' })).toBeEnabled();

  // Sorting by ID sorts the whole list: page 1 starts with the smallest ID of all.
  await grid.getByRole('button', { name: 'Previous' }).click();
  await grid.getByRole('columnheader', { name: 'ID' }).click();
  const sortedIds = codes.map((c) => c.id).sort((a, b) => a - b);
  await expect.poll(async () => (await ids()).slice(0, 3)).toEqual(sortedIds.slice(0, 3).map(String));
  await grid.getByRole('button', { name: 'Next' }).click();
  await expect.poll(async () => (await ids())[0]).toBe(String(sortedIds[20]));

  // A column filter narrows the whole list and starts again at page 1.
  const partner = (codes[0] as RegistrationCode).partner.name;
  await page.getByLabel('Filter Partner').fill(partner.slice(0, 5).toLowerCase());
  const matching = codes.filter((c) => c.partner.name.toLowerCase().includes(partner.slice(0, 5).toLowerCase()));
  await expect(grid.getByText(`Page 1 of ${Math.max(1, Math.ceil(matching.length / 20))}`)).toBeVisible();
  await expect
    .poll(async () =>
      (await grid.locator('[role="gridcell"][col-id="partner"]').allInnerTexts()).every((p) =>
        p.toLowerCase().includes(partner.slice(0, 5).toLowerCase()),
      ),
    )
    .toBe(true);
  await page.getByLabel('Filter ID').fill('no such id');
  await expect(grid.locator('[role="gridcell"][col-id="id"]')).toHaveCount(0);
});

test('Salsify: the Metafield filter narrows the grid; a delimiter typed and left is saved', async ({ page }) => {
  await page.goto('/salsify');
  const grid = page.getByRole('region', { name: 'Metafields' });
  await expect(page.getByText(/^\d+ fields loaded/)).toBeVisible();
  await page.getByLabel('Filter Metafield').fill('warranty');
  await expect(grid.locator('[role="gridcell"][col-id="field"]')).toHaveText(['pim.warranty_years']);
  const delimiter = grid.locator('[role="gridcell"][col-id="delimiter"]');
  const before = (await delimiter.innerText()).trim();
  const typed = before === ';' ? ',' : ';';
  // Answered here, so the shared data keeps its seeded delimiter.
  await page.route(routeOfCall(fieldMonitoringContract.updateField), (route) => {
    const answer: CallResponse<typeof fieldMonitoringContract.updateField> = { data: 'Metafield updated' };
    return route.fulfill({ json: answer });
  });
  const sent = page.waitForRequest(isCallOf(fieldMonitoringContract.updateField));
  await delimiter.click();
  const field = grid.getByRole('textbox', { name: 'Delimiter for multiple items' });
  await expect(field).toHaveAttribute('maxlength', '5');
  await field.fill(typed);
  // Leaving the field commits it.
  await page.getByLabel('Filter Metafield').click();
  expect((await sent).postDataJSON()).toMatchObject({ field: 'pim.warranty_years', delimiter: typed });
  await expect(delimiter).toHaveText(typed);
});
