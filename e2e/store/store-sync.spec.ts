import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, STORE_STAND_IN_URL, STORE_STUDENTS } from '../support/env';
import { STUDENTS, type CustomerPage } from '../support/registrations';
import { RegistrationScreen } from '../support/registration-screen';
import { signInToHome } from '../support/session';
import { keepScreenshot } from '../support/screenshot';
import { changeTagsOnStore, sendAsAnotherShop, sendCustomerUpdate, storeCustomerByEmail } from '../support/store-stand-in';

/**
 * The console connected to a Shopify stand-in: the first start loads the store by itself,
 * an approval goes to the store's tags, and a change made on the store reaches the screen by webhook.
 * One flow, in order: the approval needs the loaded mirror.
 */
test.describe.configure({ mode: 'serial' });

function statusRow(page: Page, label: string) {
  return page
    .getByRole('table', { name: 'Store sync status' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
}

test('the console loads the store by itself at first start; the Store sync screen shows it and runs another', async ({ page }) => {
  await signInToHome(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByRole('navigation', { name: 'Functions' }).getByRole('link', { name: 'Store sync', exact: true }).click();
  await expect(page).toHaveURL(/\/store-sync$/);
  await expect(page.getByRole('heading', { name: 'Store sync' })).toBeVisible();
  await expect(statusRow(page, 'Store')).toContainText(STORE_STAND_IN_URL);
  // Nobody pressed anything: the first start against the store loaded its customers.
  await expect(statusRow(page, 'Last full load')).toContainText('Done', { timeout: 30_000 });
  await expect(statusRow(page, 'Mirrored customers')).toContainText(String(STORE_STUDENTS));
  await expect(statusRow(page, 'Last full load')).toContainText(`${STORE_STUDENTS} customers`);
  await expect(statusRow(page, "Other shops' webhooks")).toHaveText("Other shops' webhooksNone: every webhook was for this shop.");

  await page.getByRole('button', { name: 'Run a full load', exact: true }).click();
  const started = page.getByRole('status');
  await expect(started).toHaveText(/^Full load started \(job \d+\)\.$/);
  const jobId = /job (\d+)/.exec((await started.textContent()) ?? '')?.[1] ?? 'none';
  await expect(statusRow(page, 'Last full load')).toContainText(`job ${jobId}`, { timeout: 30_000 });
  await expect(statusRow(page, 'Last full load')).toContainText('Done', { timeout: 30_000 });
  await expect(statusRow(page, 'Last full load')).toContainText(`${STORE_STUDENTS} customers`);
  await expect(page.getByText('No errors.')).toBeVisible();
  await keepScreenshot(page, 'store-sync');
});

test('approving a student changes its tags on the store; a change made on the store shows here', async ({ page }) => {
  await signInToHome(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const email = 'store.student.7@campus.example';
  const screen = new RegistrationScreen(page, STUDENTS);
  await screen.open();
  await screen.search(email, 'pending');
  await (await screen.rowButton(email, 'Approve')).click();
  await expect(screen.emailCell(email)).toHaveCount(0);

  const onStore = await storeCustomerByEmail(email);
  expect(onStore.tags).toEqual(['Approved', 'campus-news', 'UserType:Student']);
  await screen.selectTab('Approved');
  await screen.search(email, 'approved');
  await expect(screen.emailCell(email)).toBeVisible();

  // The shop's admin disables the student in the store's own admin; the store tells us by webhook.
  await changeTagsOnStore(onStore.id, ['Approved'], ['Disabled']);
  expect(await sendCustomerUpdate(await storeCustomerByEmail(email))).toBe(200);
  // The searched list lives in the URL: each reload asks the server again for the approved e-mails.
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(email).replace(/\./g, '\\.')));
  await expect
    .poll(
      async () => {
        const answer = screen.listResponse('approved');
        await page.reload();
        const found = (await (await answer).json()) as CustomerPage;
        return found.rows.map((row) => row.email);
      },
      { timeout: 30_000 },
    )
    .not.toContain(email);
  await expect(screen.emailCell(email)).toHaveCount(0);
  await screen.selectTab('Rejected');
  await screen.search(email, 'disabled');
  await expect(screen.emailCell(email)).toBeVisible();
});

test('a webhook for another shop of the same app changes nothing and shows on Store sync', async ({ page }) => {
  const email = 'store.student.3@campus.example';
  const onStore = await storeCustomerByEmail(email);
  // The dev shop disables its own customer with the same e-mail: production must not follow.
  expect(
    await sendAsAnotherShop('customers/update', { ...onStore, tags: ['Disabled', 'UserType:Student'] }, 'dev-shop.myshopify.com'),
  ).toBe(200);
  await signInToHome(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/store-sync');
  await expect(statusRow(page, "Other shops' webhooks")).toContainText(
    '1 webhook for another shop was ignored (nothing changed here). The newest came from dev-shop.myshopify.com at',
  );
  const screen = new RegistrationScreen(page, STUDENTS);
  await screen.open();
  await screen.search(email, 'pending');
  await expect(screen.emailCell(email)).toBeVisible();
});
