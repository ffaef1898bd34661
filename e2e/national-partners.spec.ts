import { expect, test, type Page } from '@playwright/test';
import type { CallResponse } from '@console/contracts/common/call';
import { nationalPartnersContract } from '@console/contracts/national-partners.contract';
import { callContract, pathOfCall } from './support/api';
import { ListScreen, expectReportName, reportRows } from './support/invitations-list-screen';
import { CHANGES_NOTE, PAGE_SIZE, SEARCH_HINT, UPLOADED_MESSAGE, displayDate, type SearchPayload } from './support/registrations';
import { writeXlsx } from './support/xlsx';

const LIST_PATH = pathOfCall(nationalPartnersContract.list);
const UPDATE_PATH = pathOfCall(nationalPartnersContract.update);
const EXPORT_PATH = pathOfCall(nationalPartnersContract.exportRows);
const NO_SEARCH: SearchPayload = { searchValue: '', searchType: 'Email' };
/** docs/functions/people-invites-events.md §9: the National report's columns. */
const NATIONAL_EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Tags',
  'Created Date',
  'National Partner',
  'Email Policy Consent',
  'Privacy Policy Consent',
];

type NationalPage = CallResponse<typeof nationalPartnersContract.list>;

async function partnersPage(page: Page, search: SearchPayload = NO_SEARCH): Promise<NationalPage> {
  const answer = await callContract(page, nationalPartnersContract.list, { body: search });
  if (answer.status !== 200) throw new Error(`national list answered ${answer.status}`);
  return answer.body;
}

/** The National screen (docs/functions/people-invites-events.md §2 'National page'). */
class NationalScreen extends ListScreen {
  constructor(page: Page) {
    super(page, SEARCH_HINT);
  }

  async open(): Promise<NationalPage> {
    const answer = this.response('POST', LIST_PATH);
    await this.page.goto('/national');
    const response = await answer;
    expect(response.status()).toBe(200);
    return (await response.json()) as NationalPage;
  }

  /** The two consent cells of a row, in column order (email policy, privacy policy). */
  async consentTexts(email: string): Promise<string[]> {
    const headers = await this.columnHeaders();
    const row = await this.row(email);
    const texts: string[] = [];
    for (const header of ['Email Policy Consent', 'Privacy Policy Consent']) {
      const colId = await this.visible(this.page.getByRole('columnheader', { name: header, exact: true })).getAttribute('col-id');
      expect(headers).toContain(header);
      texts.push((await row.locator(`[role="gridcell"][col-id="${colId}"]`).innerText()).trim());
    }
    return texts;
  }
}

const yesNo = (flag: string | boolean) => (flag === '1' || flag === true ? 'Yes' : 'No');

test.describe('National screen', () => {
  test("title 'National', the create-date hint, the red note and the columns", async ({ page }) => {
    const screen = new NationalScreen(page);
    const first = await screen.open();
    await expect(screen.heading()).toHaveText('National');
    await expect(screen.searchBox()).toBeVisible();
    await expect(screen.text(CHANGES_NOTE)).toBeVisible();
    await expect
      .poll(async () => (await screen.columnHeaders()).map((h) => h.toLowerCase()).slice(0, 5))
      .toEqual(['name', 'email', 'tags', 'created date', 'national partner']);
    const headers = (await screen.columnHeaders()).map((h) => h.toLowerCase());
    expect(
      headers.slice(5, 7).every((h) => h.includes('consent')),
      headers.join(' | '),
    ).toBe(true);

    const row0 = first.rows[0];
    if (!row0) throw new Error('no national partners');
    await expect(screen.emailAt(0)).toHaveText(row0.email);
    await expect(await screen.cell(row0.email, 'displayName')).toHaveText(row0.displayName);
    await expect(await screen.cell(row0.email, 'nationalPartner')).toHaveText(row0.nationalPartner);
    await expect(await screen.rowButton(row0.email, 'Edit')).toBeVisible();
    expect(await screen.consentTexts(row0.email)).toEqual([
      yesNo(row0.profile_email_policy_consent),
      yesNo(row0.profile_privacy_policy_consent),
    ]);
  });

  test('pages forward and back', async ({ page }) => {
    const screen = new NationalScreen(page);
    const first = await screen.open();
    expect(first.rows).toHaveLength(PAGE_SIZE);
    await expect(screen.emailCells()).toHaveCount(PAGE_SIZE);
    await expect(screen.button('Previous')).toBeDisabled();
    const next = screen.request('POST', LIST_PATH);
    const nextAnswer = screen.response('POST', LIST_PATH);
    await screen.button('Next').click();
    const nextUrl = new URL((await next).url());
    expect(nextUrl.searchParams.get('direction')).toBe('next');
    expect(nextUrl.searchParams.get('last_id')).toBe(first.nextCursor);
    const second = (await (await nextAnswer).json()) as NationalPage;
    await expect(screen.emailAt(0)).toHaveText(second.rows[0]?.email ?? '');
    await expect(screen.button('Previous')).toBeEnabled();
    const back = screen.request('POST', LIST_PATH);
    await screen.button('Previous').click();
    const backUrl = new URL((await back).url());
    expect(backUrl.searchParams.get('direction')).toBe('previous');
    expect(backUrl.searchParams.get('last_id')).toBe(second.previousCursor);
    await expect(screen.emailAt(0)).toHaveText(first.rows[0]?.email ?? '');
  });

  test('search by e-mail and by create date', async ({ page }) => {
    const screen = new NationalScreen(page);
    const first = await screen.open();
    const known = first.rows[6];
    if (!known) throw new Error('no national partners');
    const byEmail = await screen.search<NationalPage>(LIST_PATH, known.email);
    expect(byEmail.request.postDataJSON()).toEqual({ searchValue: known.email, searchType: 'Email' });
    await expect(screen.emailCells()).toHaveCount(1);
    const day = displayDate(known.createdAt);
    const [mm, dd, yyyy] = day.split('/');
    const byDate = await screen.search<NationalPage>(LIST_PATH, day);
    expect(byDate.request.postDataJSON()).toEqual({ searchValue: `${dd}-${mm}-${yyyy}`, searchType: 'Date' });
    expect(byDate.page.rows.every((r) => displayDate(r.createdAt) === day)).toBe(true);
    await expect(screen.emailCell(known.email)).toBeVisible();
  });

  test('the Edit modal saves crm_id, as400_id and both consents, and the grid reflects them', async ({ page }) => {
    const screen = new NationalScreen(page);
    await screen.open();
    const partner = (await partnersPage(page)).rows[8];
    if (!partner) throw new Error('no national partners');
    await screen.search<NationalPage>(LIST_PATH, partner.email);
    await (await screen.rowButton(partner.email, 'Edit')).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const crm = dialog.getByLabel(/crm/i);
    const as400 = dialog.getByLabel(/as400/i);
    const privacy = dialog.getByRole('checkbox', { name: /privacy policy consent/i });
    const emailPolicy = dialog.getByRole('checkbox', { name: /email policy consent/i });
    await expect(crm).toHaveValue(partner.profile_crm_id);
    await expect(as400).toHaveValue(partner.profile_as400_id);
    const privacyWas = partner.profile_privacy_policy_consent === '1';
    const emailWas = partner.profile_email_policy_consent === '1';
    if (privacyWas) await expect(privacy).toBeChecked();
    else await expect(privacy).not.toBeChecked();
    if (emailWas) await expect(emailPolicy).toBeChecked();
    else await expect(emailPolicy).not.toBeChecked();

    const stamp = String(Date.now() % 1_000_000);
    await crm.fill(`CRM-${stamp}`);
    await as400.fill(`AS-${stamp}`);
    await privacy.setChecked(!privacyWas);
    await emailPolicy.setChecked(!emailWas);
    const update = screen.request('PUT', UPDATE_PATH);
    const updated = screen.response('PUT', UPDATE_PATH);
    const reload = screen.response('POST', LIST_PATH);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    expect((await update).postDataJSON()).toEqual({
      id: partner.id,
      crm_id: `CRM-${stamp}`,
      as400_id: `AS-${stamp}`,
      privacy_policy_consent: !privacyWas,
      email_policy_consent: !emailWas,
    });
    expect((await updated).status()).toBe(200);
    await reload;
    await expect(dialog).toBeHidden();
    await expect.poll(() => screen.consentTexts(partner.email)).toEqual([yesNo(!emailWas), yesNo(!privacyWas)]);

    const saved = (await partnersPage(page, { searchValue: partner.email, searchType: 'Email' })).rows[0];
    expect(saved?.profile_crm_id).toBe(`CRM-${stamp}`);
    expect(saved?.profile_as400_id).toBe(`AS-${stamp}`);
    await (await screen.rowButton(partner.email, 'Edit')).click();
    await expect(page.getByRole('dialog').getByLabel(/crm/i)).toHaveValue(`CRM-${stamp}`);
  });

  test('Export Excel downloads the National report with the spec columns and Yes/No consents', async ({ page }, testInfo) => {
    const screen = new NationalScreen(page);
    await screen.open();
    const exported = await callContract(page, nationalPartnersContract.exportRows, { body: NO_SEARCH });
    expect(exported.status).toBe(200);
    const { fileName, rows, requestBody } = await screen.exportFile(EXPORT_PATH, (name) => testInfo.outputPath(name));
    expectReportName(fileName, undefined);
    expect(requestBody).toEqual(NO_SEARCH);
    const data = reportRows(rows, NATIONAL_EXPORT_COLUMNS);
    expect(data).toHaveLength(exported.body.data.length);
    for (const known of exported.body.data.slice(0, 5)) {
      const line = data.find((r) => r[1] === known.email);
      if (!line) throw new Error(`${known.email} is not in the export`);
      expect(line[0]).toBe(known.displayName);
      const np = known.tags.find((t) => t.startsWith('np:'));
      expect(line[4], 'the text after np: of the first np: tag').toBe(np ? np.slice(3) : '');
      expect(line[5]).toBe(yesNo(known.acceptsMarketing));
      expect(line[6]).toBe(yesNo(known.privacy_policy_consent.value));
    }
    expect(
      data.every((r) => ['Yes', 'No'].includes(r[5] ?? '') && ['Yes', 'No'].includes(r[6] ?? '')),
      'consents are Yes or No',
    ).toBe(true);
  });

  test(`uploading the template's columns shows '${UPLOADED_MESSAGE}' and adds the partners`, async ({ page }, testInfo) => {
    const screen = new NationalScreen(page);
    await screen.open();
    const href = await page.getByRole('link', { name: 'Download template', exact: true }).getAttribute('href');
    // The template is CSV text after a byte-order mark; its first line holds the headers.
    const csv = decodeURIComponent((href ?? '').split(',').slice(1).join(',')).replace(/^\uFEFF/, '');
    const header = csv.split(/\r?\n/)[0]?.split(',') ?? [];
    expect(header).toEqual(expect.arrayContaining(['Email']));
    const prefix = `e2e-np-${Date.now()}-`;
    const values: Record<string, (n: number) => string> = {
      'First Name': (n) => `Nia${n}`,
      'Last Name': () => 'Upload',
      Email: (n) => `${prefix}${n}@national-upload.example`,
      'National Partner': () => 'E2E Partner',
      'CRM ID': (n) => `CRM-U${n}`,
      'AS400 ID': (n) => `AS-U${n}`,
      'Privacy Policy Consent': () => 'Yes',
      'Email Policy Consent': () => 'No',
    };
    const file = testInfo.outputPath('national-upload.xlsx');
    writeXlsx(file, [header, ...[1, 2].map((n) => header.map((h) => values[h]?.(n) ?? ''))]);
    const upload = screen.request('POST', pathOfCall(nationalPartnersContract.upload));
    await page.getByLabel('Upload file', { exact: true }).setInputFiles(file);
    expect(((await upload).postDataJSON() as { excelData: unknown[] }).excelData).toHaveLength(2);
    await expect(screen.text(UPLOADED_MESSAGE)).toBeVisible();

    // The import is a job: wait for it through the API, then look on the screen.
    await expect
      .poll(async () => (await partnersPage(page, { searchValue: prefix, searchType: 'Email' })).rows.length, {
        timeout: 20_000,
        intervals: [500, 1000, 2000],
      })
      .toBe(2);
    await screen.search<NationalPage>(LIST_PATH, prefix);
    await expect(screen.emailCells()).toHaveCount(2);
    const email = `${prefix}1@national-upload.example`;
    await expect(await screen.cell(email, 'displayName')).toHaveText('Nia1 Upload');
    await expect(await screen.cell(email, 'nationalPartner')).toHaveText('E2E Partner');
    expect(await screen.consentTexts(email)).toEqual(['No', 'Yes']);
  });
});
