import { expect, test } from '@playwright/test';
import { keepScreenshot } from './support/screenshot';
import { apiFor } from './support/api';
import {
  CODE_PATH,
  CodesScreen,
  DOMAINS_PATH,
  HISTORY_PATH,
  LIST_PATH,
  PARTNERS_PATH,
  isoDay,
  usDay,
  type Code,
} from './support/registration-codes-screen';
import { columnHeaders } from './support/grid-headers';

const COLUMNS = [
  'ID',
  'Registration Code',
  'Start Date',
  'End Date',
  'Partner',
  'Spend Limit',
  'Tags',
  'Max Count',
  'Current Count',
  'Edit',
  'Email Domains',
];

test.describe('Registration Codes screen', () => {
  test('List tab: Active by default, the columns and their formats, the status filter', async ({ page }) => {
    const screen = new CodesScreen(page);
    const { list, request } = await screen.open();
    expect(new URL(request.url()).searchParams.get('active')).toBe('true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Codes');
    await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    await expect(screen.addButton()).toBeEnabled();
    await expect.poll(() => columnHeaders(page)).toEqual(COLUMNS);

    const withLimit = list.find((c) => c.spendLimit !== null) as Code;
    const row = screen.row(withLimit.registrationCode);
    await expect(screen.cell(row, 'startDate')).toHaveText(usDay(withLimit.startDate));
    await expect(screen.cell(row, 'spendLimit')).toHaveText(`$${(withLimit.spendLimit as number).toLocaleString('en-US')}`);
    await expect(screen.cell(row, 'partner')).toHaveText(withLimit.partner.name);

    const inactive = await screen.chooseStatus('Inactive');
    expect(new URL(inactive.url()).searchParams.get('active')).toBe('false');
    const all = await screen.chooseStatus('All');
    expect(new URL(all.url()).searchParams.has('active')).toBe(false);
  });

  test("'Add new Registation Code' waits for the partners list", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${PARTNERS_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    const screen = new CodesScreen(page);
    await screen.open();
    await expect(screen.addButton()).toBeDisabled();
    release();
    await expect(screen.addButton()).toBeEnabled();
  });

  test('Add: Save Changes disabled until valid, the payload of docs/functions/codes-credits-knot-giveaways.md §5, the new row on top', async ({
    page,
  }) => {
    const screen = new CodesScreen(page);
    await screen.open();
    await screen.addButton().click();
    const dialog = screen.dialog('Add new Registration Code');
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    const save = screen.saveButton(dialog);
    await expect(save).toBeDisabled();
    await screen.fill(dialog, { code: 'E2E-ADD-1', start: isoDay(1), end: isoDay(1), partner: 'Metro Industrial' });
    await expect(save).toBeDisabled();
    await screen.fill(dialog, { end: isoDay(60), spendLimit: '1234', maxCount: '123456789' });
    await expect(dialog.getByLabel('Spend Limit')).toHaveValue('123');
    await expect(dialog.getByLabel('Max Registration Count')).toHaveValue('12345678');
    await expect(dialog.getByLabel('Registration Code')).toHaveAttribute('maxlength', '40');
    await expect(dialog.getByLabel('Tags')).toHaveAttribute('maxlength', '8000');
    await expect(save).toBeEnabled();

    const { body, answer } = await screen.save(dialog, 'POST');
    expect(body).toMatchObject({
      registrationCode: 'E2E-ADD-1',
      startDate: usDay(isoDay(1)),
      endDate: usDay(isoDay(60)),
      partner: { name: 'Metro Industrial' },
      spendLimit: 123,
      maxRegistrationCount: 12345678,
      emailDomains: [],
    });
    expect('tags' in body).toBe(false);
    await expect(dialog).toBeHidden();
    await expect(screen.statusLine()).toHaveText(answer.msg);
    await expect(screen.statusLine()).toHaveCSS('color', 'rgb(9, 146, 104)');
    const firstCode = page.locator('[role="row"][row-index="0"] [col-id="registrationCode"]');
    await expect(firstCode).toHaveText('E2E-ADD-1');
  });

  test("Update: 'Update Registration Code', Save disabled until a change, the row replaced; errors in red", async ({ page }) => {
    const screen = new CodesScreen(page);
    const { list } = await screen.open();
    const target = list[3] as Code;
    await screen
      .cell(screen.row(target.registrationCode), 'edit')
      .getByRole('button', { name: `Edit ${target.registrationCode}` })
      .click();
    const dialog = screen.dialog('Update Registration Code');
    await expect(dialog.getByLabel('Registration Code')).toHaveValue(target.registrationCode);
    await expect(screen.saveButton(dialog)).toBeDisabled();
    await screen.fill(dialog, { spendLimit: '987', tags: 'e2e, union' });
    const { body, answer } = await screen.save(dialog, 'PATCH');
    expect(body).toMatchObject({ registrationCode: target.registrationCode, spendLimit: 987, tags: ['e2e', 'union'] });
    expect('emailDomains' in body).toBe(false);
    expect('currentRegistrationCount' in body).toBe(false);
    await expect(screen.statusLine()).toHaveText(answer.msg);
    await expect(screen.cell(screen.row(target.registrationCode), 'spendLimit')).toHaveText('$987');
    await expect(screen.cell(screen.row(target.registrationCode), 'tags')).toHaveText('e2e, union');

    // Renaming onto another code's spelling is refused by the server.
    const other = list[4] as Code;
    await screen.cell(screen.row(target.registrationCode), 'edit').getByRole('button').click();
    await screen.fill(dialog, { code: other.registrationCode.toLowerCase() });
    await screen.save(dialog, 'PATCH');
    const text = `Error updating registration code: Registration code ${other.registrationCode.toLowerCase()} already exists.`;
    await expect(screen.statusLine()).toHaveText(text);
    await expect(screen.statusLine()).toHaveCSS('color', 'rgb(224, 49, 49)');
    // The server's message about the field sits under it.
    await expect(dialog.getByText('This code already exists.')).toBeVisible();
  });

  test('Update shows the public registration link with the code, and its copy button copies it', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const screen = new CodesScreen(page);
    const { list } = await screen.open();
    const target = list[2] as Code;
    await screen
      .cell(screen.row(target.registrationCode), 'edit')
      .getByRole('button', { name: `Edit ${target.registrationCode}` })
      .click();
    const dialog = screen.dialog('Update Registration Code');
    // The link names the shop the screen shows (two shops may have the same code).
    const url = new URL(`/register?shop=employee-store-dev&code=${encodeURIComponent(target.registrationCode)}`, page.url()).toString();
    await expect(dialog.getByRole('link', { name: url })).toHaveAttribute('href', url);
    await dialog.getByRole('button', { name: 'Copy the registration page link' }).click();
    await expect(dialog.getByRole('button', { name: 'Copy the registration page link' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test("'Error creating registration code' for a code that exists", async ({ page }) => {
    const screen = new CodesScreen(page);
    const { list } = await screen.open();
    const existing = list[0] as Code;
    await screen.addButton().click();
    const dialog = screen.dialog('Add new Registration Code');
    await screen.fill(dialog, { code: existing.registrationCode, start: isoDay(0), end: isoDay(5), partner: existing.partner.name });
    const { status } = await screen.save(dialog, 'POST');
    expect(status).toBe(400);
    await expect(screen.statusLine()).toHaveText(
      `Error creating registration code: Registration code ${existing.registrationCode} already exists.`,
    );
  });

  test('Email Domains: add, edit and delete selected (asked first, naming the domains), each saved; a wrong domain stays typed and says what is wrong', async ({
    page,
  }) => {
    const screen = new CodesScreen(page);
    const { list } = await screen.open();
    const target = list.find((c) => c.emailDomains.length === 0) as Code;
    await screen.cell(screen.row(target.registrationCode), 'emailDomains').getByRole('button').click();
    const dialog = screen.dialog('Email Domains List');
    const patched = () => page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`${DOMAINS_PATH}/${target.id}`));

    const domainCells = dialog.locator('[role="gridcell"][col-id="domain"]');
    const addDomain = async (domain: string) => {
      await dialog.getByLabel('New domain').fill(domain);
      await dialog.getByRole('button', { name: 'Add domain' }).click();
    };
    let saved = patched();
    await addDomain('Crew.Example');
    let res = await saved;
    expect(res.request().postDataJSON()).toEqual({ emailDomains: ['Crew.Example'] });
    expect(await res.json()).toMatchObject({ status: true, data: { emailDomains: ['crew.example'] } });
    await expect(domainCells).toHaveText(['crew.example']);

    saved = patched();
    await domainCells.first().dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('union.example');
    await page.keyboard.press('Enter');
    res = await saved;
    expect(res.request().postDataJSON()).toEqual({ emailDomains: ['union.example'] });
    await expect(domainCells).toHaveText(['union.example']);

    // A wrong domain is not sent: it stays in its input, which says what is wrong with it.
    const patches: string[] = [];
    page.on('request', (r) => (r.method() === 'PATCH' ? patches.push(r.url()) : undefined));
    await addDomain('not a domain');
    const newDomain = dialog.getByLabel('New domain');
    await expect(newDomain).toHaveValue('not a domain');
    await expect(newDomain).toHaveAccessibleDescription('A domain has no spaces.');
    await addDomain('ada@school.example');
    await expect(newDomain).toHaveValue('ada@school.example');
    await expect(dialog.getByText('Type only the part after @: school.example.')).toBeVisible();
    await keepScreenshot(page, 'registration-code-domain-refused');
    await addDomain('Union.Example');
    await expect(dialog.getByText('union.example is already on the list.')).toBeVisible();
    expect(patches).toEqual([]);
    await expect(domainCells).toHaveText(['union.example']);

    // Delete selected asks first, naming the code and the domains that go.
    await dialog.locator('[role="row"]').filter({ hasText: 'union.example' }).getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Delete selected' }).click();
    const ask = page.getByRole('dialog', { name: `Delete 1 domain of ${target.registrationCode}?` });
    await expect(ask).toContainText(
      `${target.registrationCode} will no longer take e-mail addresses at this domain (with none left, it takes addresses at every domain):`,
    );
    await expect(ask.getByRole('listitem')).toHaveText(['union.example']);
    await ask.getByRole('button', { name: 'Keep domains' }).click();
    await expect(ask).toBeHidden();
    expect(patches).toEqual([]);
    saved = patched();
    await dialog.getByRole('button', { name: 'Delete selected' }).click();
    await ask.getByRole('button', { name: 'Delete domain' }).click();
    res = await saved;
    expect(res.request().postDataJSON()).toEqual({ emailDomains: [] });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const api = await apiFor(page);
    const now = (await api.get<{ list: Code[] }>(LIST_PATH)).body.list.find((c) => c.id === target.id);
    expect(now?.emailDomains).toEqual([]);
  });

  test('History tab: each change with before -> after, Date MM/DD/YYYY; the tab is remembered', async ({ page }) => {
    const api = await apiFor(page);
    const list = (await api.get<{ list: Code[] }>(`${LIST_PATH}?active=true`)).body.list;
    const target = list[6] as Code;
    const { emailDomains: _d, ...fields } = target;
    const changed = await api.patch(`${CODE_PATH}/${target.id}`, { ...fields, maxRegistrationCount: 4321 });
    expect(changed.status).toBe(200);

    const screen = new CodesScreen(page);
    await screen.open();
    const history = page.waitForResponse((r) => new URL(r.url()).pathname === HISTORY_PATH);
    await page.getByRole('tab', { name: 'History' }).click();
    expect((await history).status()).toBe(200);
    await expect.poll(() => columnHeaders(page)).toEqual(['Action', 'Changes', 'Date']);
    const row = page.locator('[role="row"]').filter({ hasText: `Max Count: ${target.maxRegistrationCount ?? '(none)'} -> 4321` });
    await expect(row.locator('[col-id="action"]')).toHaveText('Updated');
    await expect(row.locator('[col-id="changes"]')).toContainText(target.registrationCode);
    await expect(row.locator('[col-id="createdDate"]')).toHaveText(usDay(isoDay(0)));
    await expect(page.locator('[role="row"] [col-id="action"]').filter({ hasText: 'Created' }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  test("'No registration codes found.', 'Error getting registration codes' and 'Error getting partners list' in red", async ({ page }) => {
    const screen = new CodesScreen(page);
    await page.route(`**${LIST_PATH}*`, (route) => route.fulfill({ json: { status: true, msg: '', list: [] } }));
    await screen.open();
    await expect(screen.statusLine()).toHaveText('No registration codes found.');
    await expect(screen.statusLine()).toHaveCSS('color', 'rgb(224, 49, 49)');

    await page.unrouteAll();
    await page.route(`**${LIST_PATH}*`, (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server.' },
      }),
    );
    await page.reload();
    await expect(screen.statusLine()).toHaveText('Error getting registration codes: Something went wrong on the server.', {
      timeout: 30_000,
    });

    await page.unrouteAll();
    await page.route(`**${PARTNERS_PATH}`, (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Partners are unavailable.' } }),
    );
    await page.reload();
    await expect(screen.statusLine()).toHaveText('Error getting partners list: Partners are unavailable.', { timeout: 30_000 });
    await expect(screen.addButton()).toBeDisabled();
  });

  test('a person registers with a code on the public page and Current Count goes up', async ({ page, browser }) => {
    const api = await apiFor(page);
    const created = await api.post<{ data: Code }>(CODE_PATH, {
      registrationCode: 'E2E-JOIN',
      startDate: usDay(isoDay(-1)),
      endDate: usDay(isoDay(9)),
      partner: { name: 'Coastal Fasteners' },
      maxRegistrationCount: 2,
      emailDomains: ['crew.example'],
    });
    expect(created.status).toBe(200);

    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const publicPage = await visitor.newPage();
    await publicPage.goto('/register?code=E2E-JOIN');
    await expect(publicPage.getByLabel('Registration code')).toHaveValue('E2E-JOIN');
    await publicPage.getByLabel('First name').fill('Ava');
    await publicPage.getByLabel('Last name').fill('Walker');
    await publicPage.getByLabel('Email').fill('ava.walker@gmail.test');
    await publicPage.getByRole('button', { name: 'Register' }).click();
    // One answer for every code that cannot be used, so the page tells no guesser which codes exist.
    await expect(publicPage.getByRole('alert')).toHaveText(
      'This registration code cannot be used. Check the code and your e-mail address, or ask whoever gave you the code.',
    );
    await publicPage.getByLabel('Email').fill('ava.walker@crew.example');
    await publicPage.getByRole('button', { name: 'Register' }).click();
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('You are registered.');
    await visitor.close();

    const screen = new CodesScreen(page);
    await screen.open();
    await expect(screen.cell(screen.row('E2E-JOIN'), 'currentRegistrationCount')).toHaveText('1');
  });
});
