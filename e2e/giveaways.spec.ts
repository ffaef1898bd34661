import { expect, test } from '@playwright/test';
import { apiFor } from './support/api';
import { GIVEAWAYS_PATH, GiveawaysScreen, LIST_PATH, REPORT_PATH, type Giveaway } from './support/giveaways-screen';
import { isoDay, usDay } from './support/registration-codes-screen';
import { shopIsoDay } from './support/shop-clock';
import { columnHeaders } from './support/grid-headers';
import { keepScreenshot } from './support/screenshot';

const COLUMNS = ['Name', 'Description', 'Start Date', 'End Date', 'Registration Count'];

test.describe('Giveaways screen', () => {
  test('Manage Giveaways: columns, 10 a page with n of m, sort options, search after a pause', async ({ page }) => {
    const screen = new GiveawaysScreen(page);
    const { answer, request } = await screen.open();
    expect(screen.params(request).get('pageSize')).toBe('10');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giveaways');
    await expect(page.getByRole('tab', { name: 'Manage Giveaways' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => columnHeaders(page)).toEqual(COLUMNS);
    await expect(screen.names()).toHaveCount(10);
    const pages = Math.ceil(answer.total / 10);
    await expect(page.getByText(`1 of ${pages}`, { exact: true })).toBeVisible();
    const dated = answer.list.find((g) => g.startDate) as Giveaway;
    await expect(page.locator('[role="row"]').filter({ hasText: dated.name }).locator('[col-id="startDate"]')).toHaveText(
      usDay(dated.startDate as string),
    );

    let next = screen.listResponse();
    await page.getByRole('button', { name: 'Next' }).click();
    expect(screen.params((await next).request()).get('page')).toBe('2');
    await expect(page.getByText(`2 of ${pages}`, { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Sort' }).click();
    const options = (await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((o) => o.trim());
    expect(options).toEqual([
      'Name A-Z',
      'Name Z-A',
      'Start Date old to new',
      'Start Date new to old',
      'End Date old to new',
      'End Date new to old',
    ]);
    next = screen.listResponse();
    await page.getByRole('option', { name: 'Name Z-A' }).click();
    const sorted = await next;
    expect(Object.fromEntries(screen.params(sorted.request()))).toMatchObject({ sortField: 'name', sortOrder: 'desc', page: '1' });
    const names = ((await sorted.json()) as { list: Giveaway[] }).list.map((g) => g.name);
    await expect(screen.names()).toHaveText(names);

    next = screen.listResponse();
    const typedAt = Date.now();
    await page.getByRole('textbox', { name: 'Search' }).pressSequentially('Drill', { delay: 50 });
    const searched = await next;
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1000);
    expect(screen.params(searched.request()).get('search')).toBe('Drill');
    const found = ((await searched.json()) as { list: Giveaway[] }).list;
    expect(found.every((g) => g.name.toLowerCase().includes('drill'))).toBe(true);
  });

  test('Add Giveaway: the payload rules, the form closes after create and the list shows page 1 newest first', async ({ page }) => {
    const screen = new GiveawaysScreen(page);
    await screen.open();
    await page.getByRole('button', { name: 'Add Giveaway' }).click();
    const dialog = screen.dialog('Add New Giveaway');
    // Today on the shop's clock.
    await expect(dialog.getByRole('textbox', { name: 'Start Date' })).toHaveValue(usDay(shopIsoDay(0)));
    await expect(dialog.getByRole('textbox', { name: 'Start Date' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await screen.fill(dialog, { name: 'E2E Plain Giveaway', count: '0' });
    const reload = screen.listResponse();
    const plain = await screen.press(dialog, 'Create', 'POST');
    expect(plain.body).toEqual({ admin: expect.any(String), name: 'E2E Plain Giveaway', description: null, registrationCount: null });
    const after = await reload;
    expect(Object.fromEntries(screen.params(after.request()))).toMatchObject({ page: '1', sortField: 'createdDate', sortOrder: 'desc' });
    // The form closes after a create, so the success message is not hidden behind it.
    await expect(dialog).toBeHidden();
    await expect(screen.banner()).toContainText('Giveaway E2E Plain Giveaway created.');
    await expect(screen.names().first()).toHaveText('E2E Plain Giveaway');

    await page.getByRole('button', { name: 'Add Giveaway' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await screen.fill(dialog, { name: 'E2E Dated Giveaway', description: 'Win a drill', start: isoDay(1), end: isoDay(30), count: '25' });
    const dated = await screen.press(dialog, 'Create', 'POST');
    expect(dated.body).toMatchObject({
      name: 'E2E Dated Giveaway',
      description: 'Win a drill',
      startDate: usDay(isoDay(1)),
      endDate: usDay(isoDay(30)),
      registrationCount: 25,
    });
    await expect(dialog).toBeHidden();
    await expect(screen.names().first()).toHaveText('E2E Dated Giveaway');
  });

  test('a name opens Update Giveaway; Update closes the form, Delete asks naming the giveaway and its entries, then closes it', async ({
    page,
  }) => {
    const api = await apiFor(page);
    const made = (await api.post<{ giveaway: Giveaway }>(GIVEAWAYS_PATH, { name: 'E2E Edit Me', registrationCount: 5 })).body.giveaway;
    const screen = new GiveawaysScreen(page);
    await screen.open();
    await page.getByRole('button', { name: 'E2E Edit Me', exact: true }).click();
    const dialog = screen.dialog('Update Giveaway');
    await expect(dialog.getByLabel('Registration Count')).toHaveValue('5');
    // The entry page to share, by its token.
    await expect(dialog.getByRole('link', { name: new URL(made.entryPath, page.url()).toString() })).toBeVisible();
    await screen.fill(dialog, { name: 'E2E Edited', description: '' });
    const updated = await screen.press(dialog, 'Update', 'PATCH');
    expect(updated.body).toMatchObject({ name: 'E2E Edited', description: null, registrationCount: 5 });
    await expect(dialog).toBeHidden();
    await expect(screen.banner()).toContainText('Giveaway E2E Edited updated.');

    await page.getByRole('button', { name: 'E2E Edited', exact: true }).click();
    // Delete asks first, in the console's dialog, naming what goes; Keep giveaway sends nothing.
    const deletes: string[] = [];
    page.on('request', (r) => (r.method() === 'DELETE' ? deletes.push(r.url()) : undefined));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const ask = screen.dialog('Delete giveaway E2E Edited?');
    await expect(ask).toContainText(
      'E2E Edited will be deleted. It has no entries, and its entry page stops working. This cannot be undone.',
    );
    await expect(ask.getByRole('button', { name: 'Keep giveaway' })).toBeFocused();
    await keepScreenshot(page, 'giveaway-delete-question');
    await ask.getByRole('button', { name: 'Keep giveaway' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog).toBeVisible();
    expect(deletes).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const removed = await screen.press(ask, 'Delete giveaway', 'DELETE');
    expect(removed.answer).toEqual({ status: true, msg: 'Giveaway E2E Edited deleted.' });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'E2E Edited', exact: true })).toHaveCount(0);
  });

  test('the entry page link has a copy button, and the copied link opens the public entry page', async ({ page, browser }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const api = await apiFor(page);
    const made = (await api.post<{ giveaway: Giveaway }>(GIVEAWAYS_PATH, { name: 'E2E Share Me' })).body.giveaway;
    const screen = new GiveawaysScreen(page);
    await screen.open();
    await page.getByRole('button', { name: 'E2E Share Me', exact: true }).click();
    const dialog = screen.dialog('Update Giveaway');
    const url = new URL(made.entryPath, page.url()).toString();
    await expect(dialog.getByText(`Entry page: ${url}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy the entry page link' }).click();
    await expect(dialog.getByRole('button', { name: 'Copy the entry page link' })).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(url);
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const publicPage = await visitor.newPage();
    expect((await publicPage.goto(copied))?.status()).toBe(200);
    await expect(publicPage.getByRole('heading', { level: 1 })).toContainText('E2E Share Me');
    await visitor.close();
  });

  test('an edited giveaway form asks before it is thrown away; an untouched one closes at once', async ({ page }) => {
    const screen = new GiveawaysScreen(page);
    await screen.open();
    // The console's own question, never the browser's.
    const browserAsked: string[] = [];
    page.on('dialog', (d) => {
      browserAsked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Add Giveaway' }).click();
    const dialog = screen.dialog('Add New Giveaway');
    await expect(dialog.getByLabel('Name')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add Giveaway' }).click();
    await dialog.getByLabel('Name').fill('E2E Half Typed');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Discard your changes to this giveaway?' });
    await expect(question).toBeVisible();
    await expect(question).toContainText('What you typed is not saved and will be lost.');
    await question.getByRole('button', { name: 'Keep editing', exact: true }).click();
    await expect(question).toBeHidden();
    await expect(dialog.getByLabel('Name')).toHaveValue('E2E Half Typed');
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard changes', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(browserAsked).toEqual([]);
  });

  test("'Error updating giveaway' and 'Error deleting giveaway' when it is gone meanwhile", async ({ page }) => {
    const api = await apiFor(page);
    const made = (await api.post<{ giveaway: Giveaway }>(GIVEAWAYS_PATH, { name: 'E2E Vanishing' })).body.giveaway;
    const screen = new GiveawaysScreen(page);
    await screen.open();
    await page.getByRole('button', { name: 'E2E Vanishing', exact: true }).click();
    const dialog = screen.dialog('Update Giveaway');
    expect((await api.delete(`${GIVEAWAYS_PATH}/${made.id}`)).status).toBe(200);
    await screen.fill(dialog, { description: 'changed' });
    expect((await screen.press(dialog, 'Update', 'PATCH')).status).toBe(404);
    await expect(screen.banner()).toContainText('Error updating giveaway');
    await expect(screen.banner()).toContainText('Error updating giveaway: Giveaway not found.');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    expect((await screen.press(screen.dialog('Delete giveaway E2E Vanishing?'), 'Delete giveaway', 'DELETE')).status).toBe(404);
    await expect(screen.banner()).toContainText('Error deleting giveaway: Giveaway not found.');
  });

  test("'Error creating giveaway', 'Error loading giveaways', 'Error querying giveaways'", async ({ page }) => {
    const screen = new GiveawaysScreen(page);
    await screen.open();
    await page.route(`**${GIVEAWAYS_PATH}`, (route) =>
      route.fulfill({ status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Giveaways are closed today.' } }),
    );
    await page.getByRole('button', { name: 'Add Giveaway' }).click();
    const dialog = screen.dialog('Add New Giveaway');
    await screen.fill(dialog, { name: 'E2E Refused' });
    await screen.press(dialog, 'Create', 'POST');
    await expect(screen.banner()).toContainText('Error creating giveaway: Giveaways are closed today.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.route(`**${LIST_PATH}?*`, (route) =>
      route.fulfill({ json: { status: false, msg: 'The list is being rebuilt.', hasPrevious: false, hasNext: false, total: 0, list: [] } }),
    );
    await page.reload();
    await expect(screen.banner()).toContainText('Error querying giveaways');
    await expect(screen.banner()).toContainText('The list is being rebuilt.');

    await page.unrouteAll();
    await page.route(`**${LIST_PATH}?*`, (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server.' },
      }),
    );
    await page.reload();
    await expect(screen.banner()).toContainText('Error loading giveaways: Something went wrong on the server.', { timeout: 30_000 });
  });

  test('Report: Select Giveaway first, default dates, the report call; errors', async ({ page }) => {
    const screen = new GiveawaysScreen(page);
    const selector = page.waitForResponse((r) => new URL(r.url()).pathname === LIST_PATH && !new URL(r.url()).searchParams.has('page'));
    await page.goto('/giveaways');
    await page.getByRole('tab', { name: 'Report' }).click();
    const all = ((await (await selector).json()) as { list: Giveaway[] }).list;
    const picker = page.getByRole('combobox', { name: 'Giveaway Name' });
    await expect(picker).toHaveValue('Select Giveaway');
    await expect(page.getByLabel('Start Date')).toHaveValue(usDay(shopIsoDay(0)));
    await page.getByLabel('Start Date').fill(usDay(isoDay(-200)));

    let call = page.waitForRequest((r) => new URL(r.url()).pathname === REPORT_PATH);
    await page.getByRole('button', { name: 'Create Report' }).click();
    let params = new URL((await call).url()).searchParams;
    expect(params.has('id')).toBe(false);
    expect(params.has('name')).toBe(false);
    expect(params.get('startDate')).toBe(usDay(isoDay(-200)));
    expect(params.get('admin')).toMatch(/^\d+$/);
    await expect(screen.banner()).toContainText('The giveaway report will be e-mailed to');

    const chosen = all[0] as Giveaway;
    await picker.click();
    await page.getByRole('option', { name: chosen.name, exact: true }).click();
    call = page.waitForRequest((r) => new URL(r.url()).pathname === REPORT_PATH);
    await page.getByRole('button', { name: 'Create Report' }).click();
    params = new URL((await call).url()).searchParams;
    expect([params.get('id'), params.get('name')]).toEqual([String(chosen.id), chosen.name]);

    await page.route(`**${REPORT_PATH}?*`, (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Mail is down.' } }),
    );
    await page.getByRole('button', { name: 'Create Report' }).click();
    await expect(screen.banner()).toContainText('Error creating report: Mail is down.');

    await page.route(`**${LIST_PATH}`, (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'No list.' } }),
    );
    await page.reload();
    await expect(screen.banner()).toContainText('Error getting giveaways: No list.', { timeout: 30_000 });
  });

  test('a person enters a giveaway on its public page, once per e-mail', async ({ page, browser }) => {
    const api = await apiFor(page);
    const made = (await api.post<{ giveaway: Giveaway }>(GIVEAWAYS_PATH, { name: 'E2E Public Giveaway', description: 'A jobsite radio' }))
      .body.giveaway;
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const entry = await visitor.newPage();
    await entry.goto(`/giveaway/${made.id}`);
    // The id opens nothing: only the giveaway's token does.
    await expect(entry.getByRole('heading', { level: 1 })).toHaveText('This giveaway does not exist.');
    await entry.goto(made.entryPath);
    await expect(entry.getByRole('heading', { level: 1 })).toHaveText('E2E Public Giveaway');
    for (const expected of ['You are entered.', 'You are already entered.']) {
      await entry.goto(made.entryPath);
      await entry.getByLabel('Name').fill('Ava Walker');
      await entry.getByLabel('Email').fill('ava.walker@crew.example');
      await entry.getByRole('button', { name: 'Enter giveaway' }).click();
      await expect(entry.getByRole('heading', { level: 1 })).toHaveText(expected);
    }
    await visitor.close();
    const listed = (
      await api.get<{ list: Array<Giveaway & { entryCount: number }> }>(`${LIST_PATH}?search=E2E%20Public&page=1&pageSize=10`)
    ).body.list;
    expect(listed[0]?.entryCount).toBe(1);
  });
});
