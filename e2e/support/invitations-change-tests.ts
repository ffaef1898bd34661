import { expect, test, type Page } from '@playwright/test';
import { invitationsContract } from '@console/contracts/invitations.contract';
import { apiFor, pathOfCall } from './api';
import { MailScreen } from './invitations-mail-screen';
import {
  MESSAGES,
  REINVITE_NOTE,
  REINVITE_STARTED,
  personAt,
  personPage,
  uniqueEmail,
  type InvitationProgramme,
  type PersonPage,
  type PersonRow,
} from './invitations-programmes';
import { InvitationScreen } from './invitations-screen';
import { UPLOADED_MESSAGE } from './registrations';
import { writeXlsx } from './xlsx';

/** docs/functions/people-invites-events.md §4: the reinvite banner shows for 5 seconds. */
const BANNER_SECONDS = 5;

/**
 * What the operator changes on the Invited tab: invite, edit, resend, reinvite, upload. The screens share one component
 * (docs/functions/people-invites-events.md §2: 'same as Users page'), so this runs once, over the site programme;
 * describeInvitationChangesOwn checks
 * each programme's own calls and fields.
 */
export function describeInvitationChangesCore(programme: InvitationProgramme): void {
  const screenOf = (page: Page) => new InvitationScreen(page, programme);
  const savePath = programme.paths.save;

  test('Invite User: each field says what is wrong on leaving it, and Submit is blocked while a rule fails', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    let saves = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === savePath) saves += 1;
    });
    const dialog = await screen.openInvite();
    const submit = dialog.getByRole('button', { name: 'Submit', exact: true });
    const first = dialog.getByLabel('First Name', { exact: true });
    const last = dialog.getByLabel('Last Name', { exact: true });
    const email = dialog.getByLabel('Email', { exact: true });

    await first.focus();
    await last.focus();
    await expect(dialog.getByText(MESSAGES.firstName, { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    await email.focus();
    await expect(dialog.getByText(MESSAGES.lastName, { exact: true })).toBeVisible();
    await email.fill('abc');
    await email.blur();
    await expect(dialog.getByText(MESSAGES.email, { exact: true })).toBeVisible();

    await first.fill('Ada');
    await last.fill('Lovelace');
    await expect(dialog.getByText(MESSAGES.firstName, { exact: true })).toHaveCount(0);
    await expect(dialog.getByText(MESSAGES.lastName, { exact: true })).toHaveCount(0);
    await expect(submit, 'the e-mail rule still fails').toBeDisabled();
    // docs/functions/people-invites-events.md §5: a suffix of 2 to 15 letters.
    for (const bad of ['ada@shop.c', 'ada@shop.abcdefghijklmnop', 'ada@shop.c0m', 'ada.shop.com']) {
      await email.fill(bad);
      await email.blur();
      await expect(dialog.getByText(MESSAGES.email, { exact: true }), bad).toBeVisible();
      await expect(submit, bad).toBeDisabled();
    }
    for (const good of ['ada@shop.co', 'ada@shop.abcdefghijklmno']) {
      await email.fill(good);
      await email.blur();
      await expect(dialog.getByText(MESSAGES.email, { exact: true }), good).toHaveCount(0);
      await expect(submit, good).toBeEnabled();
    }
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(saves).toBe(0);
  });

  test('Invite User: Submit on the empty form shows every field message and sends nothing', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    let saves = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === savePath) saves += 1;
    });
    const dialog = await screen.openInvite();
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    for (const message of Object.values(MESSAGES)) await expect(dialog.getByText(message, { exact: true }), message).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(saves).toBe(0);
  });

  test('Invite User: submitting with Enter checks the e-mail and sends nothing while it fails', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    let saves = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === savePath) saves += 1;
    });
    const dialog = await screen.openInvite();
    await screen.fillInvite(dialog, { first: 'Ada', last: 'Lovelace', email: 'abc' });
    await expect(dialog.getByText(MESSAGES.email, { exact: true }), 'not checked before leaving the field or submitting').toHaveCount(0);
    // Enter submits without leaving the field.
    await dialog.getByLabel('Email', { exact: true }).press('Enter');
    await expect(dialog.getByText(MESSAGES.email, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
    await expect(dialog).toBeVisible();
    expect(saves).toBe(0);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    const again = await screen.openInvite();
    await expect(again.getByLabel('Email', { exact: true }), 'a new form starts empty').toHaveValue('');
    await expect(again.getByText(MESSAGES.email, { exact: true }), 'and clean').toHaveCount(0);
  });

  test('Close and Escape leave the Invite User form at once, sending nothing', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    let saves = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === savePath) saves += 1;
    });
    let dialog = await screen.openInvite();
    // One click, as the operator gives it, on the form as it opens.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    dialog = await screen.openInvite();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(saves).toBe(0);
  });

  test('a valid invite is sent as one row and the person is then listed as Invited', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    await inviteAndFind(screen, programme);
  });

  test('editing an invited user saves the new names and the list shows them', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    const person = await personAt(await apiFor(page), programme, 'Invited', 3);
    await screen.searchTab('Invited', person.email);
    await (await screen.rowButton(person.email, 'Edit')).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const first = dialog.getByLabel('First Name', { exact: true });
    const last = dialog.getByLabel('Last Name', { exact: true });
    await expect(first).toHaveValue(person.firstName);
    await expect(last).toHaveValue(person.lastName);
    await expect(dialog.getByLabel('Email', { exact: true }), 'the e-mail is not edited').toHaveCount(0);
    if (programme.tags) await expect(dialog.getByLabel('Tags', { exact: true })).toHaveValue(person.tags.join(', '));

    await first.fill('');
    await last.focus();
    await expect(dialog.getByText(MESSAGES.firstName, { exact: true })).toBeVisible();
    await last.fill('');
    await first.focus();
    await expect(dialog.getByText(MESSAGES.lastName, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();

    const stamp = Date.now() % 100000;
    const names = { first: `Edna${stamp}`, last: `Edited${stamp}` };
    await first.fill(names.first);
    await last.fill(names.last);
    const save = screen.request('POST', savePath);
    const reload = screen.listResponse('Invited');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    const body = (await save).postDataJSON() as { excelData: Array<Record<string, unknown>> };
    expect(body.excelData).toHaveLength(1);
    expect(body.excelData[0]).toMatchObject({ id: person.id, first_name: names.first, last_name: names.last });
    await reload;
    await expect(dialog).toBeHidden();
    await expect(await screen.nameCell(person.email)).toHaveText(`${names.first} ${names.last}`);
    const saved = (await personPage(await apiFor(page), programme, 'Invited', { searchValue: person.email, searchType: 'Email' })).rows[0];
    expect(saved).toMatchObject({ email: person.email, firstName: names.first, lastName: names.last });
  });

  test('resending an invitation mails that address again: the Mail screen lists it as sent', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    const person = await personAt(await apiFor(page), programme, 'Invited', 5);
    await screen.searchTab('Invited', person.email);
    const send = screen.request('POST', `${programme.paths.sendInvite}/${person.id}`);
    const sent = screen.response('POST', `${programme.paths.sendInvite}/${person.id}`);
    await (await screen.rowButton(person.email, 'Resend')).click();
    expect((await send).postData() ?? '', 'the body is empty').toBe('');
    expect((await sent).status()).toBe(200);

    const mail = new MailScreen(page);
    await mail.open();
    await mail.expectStatus(person.email, 'Sent');
  });

  test(`Reinvite User sends the selected rows, shows '${REINVITE_STARTED}' for ${BANNER_SECONDS} s and clears the selection`, async ({
    page,
  }) => {
    const screen = screenOf(page);
    const first = await screen.open();
    const chosen = [first.rows[1], first.rows[2]].map((r) => {
      if (!r) throw new Error(`fewer than 3 invited ${programme.name} users`);
      return r;
    });
    await expect(screen.reinviteButton()).toBeDisabled();
    for (const person of chosen) await (await screen.checkbox(person.email)).check();
    await expect(screen.reinviteButton()).toBeEnabled();

    const reinvite = screen.request('POST', pathOfCall(invitationsContract.bulkReinvite));
    const answered = screen.response('POST', pathOfCall(invitationsContract.bulkReinvite));
    await screen.reinviteButton().click();
    const body = (await reinvite).postDataJSON() as unknown[];
    expect(body).toHaveLength(2);
    expect(body).toEqual(expect.arrayContaining(chosen.map((p) => ({ id: p.id, email: p.email }))));
    expect((await answered).status()).toBeLessThan(300);
    const banner = screen.text(REINVITE_STARTED);
    await expect(banner).toBeVisible();
    const shownAt = Date.now();
    await expect(banner).toBeHidden({ timeout: (BANNER_SECONDS + 3) * 1000 });
    expect(Date.now() - shownAt, 'the banner stays about 5 s').toBeGreaterThan((BANNER_SECONDS - 1.5) * 1000);
    await expect(screen.reinviteButton(), 'the selection is cleared').toBeDisabled();
    for (const person of chosen) await expect(await screen.checkbox(person.email)).not.toBeChecked();
  });

  test('changing page clears the selection', async ({ page }) => {
    const screen = screenOf(page);
    const first: PersonPage = await screen.open();
    const person = first.rows[0];
    if (!person) throw new Error(`no invited ${programme.name} users`);
    await (await screen.checkbox(person.email)).check();
    await expect(screen.reinviteButton()).toBeEnabled();
    const next = screen.listResponse('Invited');
    await screen.button('Next').click();
    await next;
    await expect(screen.emailCell(person.email)).toHaveCount(0);
    await expect(screen.reinviteButton()).toBeDisabled();
    const back = screen.listResponse('Invited');
    await screen.button('Previous').click();
    await back;
    await expect(await screen.checkbox(person.email)).not.toBeChecked();
    await expect(screen.reinviteButton()).toBeDisabled();
  });

  test(`Reinvite Excel opens 'Upload Excel'; a file with an "Email" column starts the reinvite`, async ({ page }, testInfo) => {
    const screen = screenOf(page);
    await screen.open();
    const person = await personAt(await apiFor(page), programme, 'Invited', 7);
    await screen.button('Reinvite Excel').click();
    const dialog = screen.dialog('Upload Excel');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(REINVITE_NOTE, { exact: true })).toBeVisible();

    const file = testInfo.outputPath('reinvite.xlsx');
    writeXlsx(file, [['Email'], [person.email]]);
    const request = screen.request('POST', programme.paths.importReinvite);
    const answered = screen.response('POST', programme.paths.importReinvite);
    await dialog.locator('input[type="file"]').setInputFiles(file);
    const body = (await request).postDataJSON() as { excelData: unknown[] };
    expect(body.excelData).toEqual([{ Email: person.email }]);
    expect((await answered).status()).toBeLessThan(300);
    const banner = screen.text(REINVITE_STARTED);
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: (BANNER_SECONDS + 3) * 1000 });
  });

  test(`Reinvite Excel: a file without an "Email" header starts nothing`, async ({ page }, testInfo) => {
    const screen = screenOf(page);
    await screen.open();
    await screen.button('Reinvite Excel').click();
    const dialog = screen.dialog('Upload Excel');
    const file = testInfo.outputPath('no-email-header.xlsx');
    writeXlsx(file, [['Name'], ['Nobody']]);
    const answered = screen.response('POST', programme.paths.importReinvite);
    await dialog.locator('input[type="file"]').setInputFiles(file);
    expect((await answered).status()).toBe(400);
    await expect(dialog.getByText(REINVITE_NOTE, { exact: true })).toBeVisible();
    await expect(page.getByText(REINVITE_STARTED, { exact: true })).toHaveCount(0);
  });

  test(`uploading invite rows shows '${UPLOADED_MESSAGE}' and the rows are then invited`, async ({ page }, testInfo) => {
    const screen = screenOf(page);
    await screen.open();
    await uploadInviteRows(screen, programme, testInfo.outputPath('invite-upload.xlsx'));
  });
}

/** Sends a valid invite through the form on the open screen, checks the programme's payload and finds the person listed. */
async function inviteAndFind(screen: InvitationScreen, programme: InvitationProgramme): Promise<PersonRow> {
  const savePath = programme.paths.save;
  const person = {
    first: 'Ivy',
    last: `Invitee${Date.now() % 100000}`,
    email: uniqueEmail(programme, 'invite'),
    ...(programme.tags ? { tags: 'e2e-tag' } : {}),
  };
  const dialog = await screen.openInvite();
  await screen.fillInvite(dialog, person);
  const save = screen.request('POST', savePath);
  const saved = screen.response('POST', savePath);
  const reload = screen.listResponse('Invited');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  const item = {
    id: '',
    first_name: person.first,
    last_name: person.last,
    email: person.email,
    ...(programme.tags ? { additional_tags: 'e2e-tag' } : {}),
    // docs/functions/people-invites-events.md §3: the retiree payload also carries the MTD flag, unchecked here.
    ...(programme.mtdFlag ? { mtdCheckbox: false } : {}),
  };
  expect((await save).postDataJSON()).toEqual({ excelData: [item] });
  expect((await saved).status()).toBe(200);
  // The dialog closes as the save answers, saying what happened; the list reloads about 2 s later.
  await expect(dialog).toBeHidden({ timeout: 1500 });
  await expect(screen.page.getByRole('region', { name: 'Notifications' }).getByText(`Invitation sent to ${person.email}.`)).toBeVisible();
  // Both times from the browser's own clock: the test process may hear of the answer late on a loaded machine.
  const answer = (await saved).request().timing();
  const reloaded = (await reload).request().timing();
  expect(
    reloaded.startTime - (answer.startTime + answer.responseEnd),
    'the reload waits out the spec delay behind the closed dialog',
  ).toBeGreaterThanOrEqual(1500);

  const found = await screen.searchTab('Invited', person.email);
  expect(found.page.rows.map((r) => r.email)).toEqual([person.email]);
  await expect(await screen.nameCell(person.email)).toHaveText(`${person.first} ${person.last}`);
  if (programme.tags) expect(found.page.rows[0]?.tags).toEqual(['e2e-tag']);
  const row = found.page.rows[0];
  if (!row) throw new Error(`${person.email} is not listed`);
  return row;
}

/** Uploads two invite rows in the programme's columns (Tags where it has them) and finds them invited. */
async function uploadInviteRows(screen: InvitationScreen, programme: InvitationProgramme, file: string): Promise<void> {
  const prefix = uniqueEmail(programme, 'upload').replace('@invites.example', '-');
  const header = programme.tags ? ['First Name', 'Last Name', 'Email', 'Tags'] : ['First Name', 'Last Name', 'Email'];
  const people = [
    ['Uma', 'Upload', `${prefix}a@invites.example`, 'up-a'],
    ['Ugo', 'Upload', `${prefix}b@invites.example`, 'up-b'],
  ].map((r) => r.slice(0, header.length));
  writeXlsx(file, [header, ...people]);

  const request = screen.request('POST', programme.paths.save);
  await screen.page.getByLabel('Upload file', { exact: true }).setInputFiles(file);
  const body = (await request).postDataJSON() as { excelData: Array<Record<string, unknown>> };
  expect(body.excelData.map((r) => r.Email)).toEqual(people.map((p) => p[2]));
  await expect(screen.text(UPLOADED_MESSAGE)).toBeVisible();

  await screen.searchUntil('Invited', prefix, 2);
  for (const [first, last, email] of people) await expect(await screen.nameCell(email ?? '')).toHaveText(`${first} ${last}`);
}

/**
 * What each programme changes through its own calls and fields (its save, send, import paths; Tags and the MTD flag):
 * one visit that invites, edits, resends, uploads and reinvites from a file. The shared form rules, the selection,
 * the banner's 5 s and the Mail screen are checked once by describeInvitationChangesCore.
 */
export function describeInvitationChangesOwn(programme: InvitationProgramme): void {
  test(`its own calls: invite, edit, resend, upload and Reinvite Excel go to ${programme.route}'s paths with its fields`, async ({
    page,
  }, testInfo) => {
    const screen = new InvitationScreen(page, programme);
    await screen.open();
    const person = await inviteAndFind(screen, programme);

    // Edit the person just listed: the programme's fields are loaded and the save goes to its path.
    await (await screen.rowButton(person.email, 'Edit')).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('First Name', { exact: true })).toHaveValue(person.firstName);
    if (programme.tags) await expect(dialog.getByLabel('Tags', { exact: true })).toHaveValue(person.tags.join(', '));
    else await expect(dialog.getByLabel('Tags', { exact: true })).toHaveCount(0);
    const names = { first: `Edna${Date.now() % 100000}`, last: 'Edited' };
    await dialog.getByLabel('First Name', { exact: true }).fill(names.first);
    await dialog.getByLabel('Last Name', { exact: true }).fill(names.last);
    const save = screen.request('POST', programme.paths.save);
    const reload = screen.listResponse('Invited');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    const body = (await save).postDataJSON() as { excelData: Array<Record<string, unknown>> };
    expect(body.excelData).toHaveLength(1);
    expect(body.excelData[0]).toMatchObject({ id: person.id, first_name: names.first, last_name: names.last });
    await reload;
    await expect(dialog).toBeHidden();
    await expect(await screen.nameCell(person.email)).toHaveText(`${names.first} ${names.last}`);

    const send = screen.request('POST', `${programme.paths.sendInvite}/${person.id}`);
    const sent = screen.response('POST', `${programme.paths.sendInvite}/${person.id}`);
    await (await screen.rowButton(person.email, 'Resend')).click();
    expect((await send).postData() ?? '', 'the body is empty').toBe('');
    expect((await sent).status()).toBe(200);

    await uploadInviteRows(screen, programme, testInfo.outputPath('invite-upload.xlsx'));

    await screen.button('Reinvite Excel').click();
    const upload = screen.dialog('Upload Excel');
    await expect(upload.getByText(REINVITE_NOTE, { exact: true })).toBeVisible();
    const file = testInfo.outputPath('reinvite.xlsx');
    writeXlsx(file, [['Email'], [person.email]]);
    const request = screen.request('POST', programme.paths.importReinvite);
    const answered = screen.response('POST', programme.paths.importReinvite);
    await upload.locator('input[type="file"]').setInputFiles(file);
    expect(((await request).postDataJSON() as { excelData: unknown[] }).excelData).toEqual([{ Email: person.email }]);
    expect((await answered).status()).toBeLessThan(300);
    await expect(screen.text(REINVITE_STARTED)).toBeVisible();
  });
}
