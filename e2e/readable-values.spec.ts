import { expect, test, type Page } from '@playwright/test';
import { AUDIT_ACTION_LABELS } from '@console/contracts/audit-actions';
import { CARDS } from '@console/contracts/common/cards';
import { screenSettled } from './support/settled';

/**
 * The readable-values rule on every screen: what a person reads holds no raw values. Each screen (every tab of a tabbed
 * one, and the main dialogs) is read as the operator sees it (`innerText` of the main region and any open dialog) and
 * searched for ISO timestamps, bare true/false, enum and code names, audit action codes and record references
 * (`return:2`, `gid://shop/Customer/12`), JSON, money of four digits or more without a thousands separator, and counts
 * whose noun disagrees with the number.
 */
test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'parallel' });

const SCREENS = [...CARDS.map((card) => card.route), '/jobs', '/mail', '/audit'];

/** What the operator reads: the main region and every open dialog (Mantine's and the browser's own). */
async function visibleText(page: Page): Promise<string> {
  const parts = await page
    .locator('main, [role="dialog"], dialog[open]')
    .evaluateAll((nodes) =>
      nodes.filter((n) => n instanceof HTMLElement && n.offsetParent !== null).map((n) => (n as HTMLElement).innerText),
    );
  return parts.join('\n');
}

/**
 * Data, not raw values, and so left out before the search (each is what the operator types or the shop owns):
 * e-mail addresses, file names (an error file's name is the file's), the shop's domain, URLs, and Shopify tags, which
 * docs/functions/shell-students-staff.md §3 shows as the shop's own 'key:value' text (`crm_id:CRM100054`, `status:Pending`).
 */
function withoutData(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\b[\w-]+:[^\s:]+/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\b[\w.-]+\.(xlsx|xls|csv|pdf|png|jpe?g|mp4|zip|txt)\b/gi, ' ')
    .replace(/\b[\w-]+\.myshopify\.com\b/g, ' ');
}

/** A cell or value: what stands between tabs and line ends (the grid's cells, a "label: value" line's value). */
function cellsOf(text: string): string[] {
  return text
    .split(/[\t\n]|:\s/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/**
 * The lower-case words the server sends for a status, a kind or a state (contracts' enums); the screens show their
 * labels. Only a cell that is exactly one of them counts: "pending" inside a sentence is English.
 */
const SERVER_WORDS = new Set([
  'pending',
  'running',
  'done',
  'failed',
  'cancelled',
  'scheduled',
  'applied',
  'queued',
  'sent',
  'online',
  'offline',
  'image',
  'video',
  'credit',
  'adjustment',
]);

/**
 * The nouns the console counts (singular, plural). "1 rows" and "3 row" are findings; "Row 3" (a row's number) is not,
 * the number comes after the noun.
 */
const NOUNS: readonly (readonly [string, string])[] = [
  ['row', 'rows'],
  ['record', 'records'],
  ['job', 'jobs'],
  ['code', 'codes'],
  ['user', 'users'],
  ['customer', 'customers'],
  ['file', 'files'],
  ['change', 'changes'],
  ['entry', 'entries'],
  ['price', 'prices'],
  ['coupon', 'coupons'],
  ['event', 'events'],
  ['student', 'students'],
  ['item', 'items'],
  ['day', 'days'],
  ['order', 'orders'],
  ['return', 'returns'],
  ['giveaway', 'giveaways'],
  ['invitation', 'invitations'],
  ['e-mail', 'e-mails'],
  ['error', 'errors'],
  ['line', 'lines'],
  ['shop', 'shops'],
  ['result', 'results'],
  ['product', 'products'],
  ['partner', 'partners'],
  ['message', 'messages'],
  ['attempt', 'attempts'],
  ['winner', 'winners'],
  ['transaction', 'transactions'],
];

/**
 * Screens whose data is snake_case names: Metafield Display Names lists the product-information fields' keys beside the
 * names shown for them (docs/functions/commerce-tools.md: "Meta Key (read only)"), and the field reports show the fields by key.
 * There a key is what the operator maps or looks for, not a value the console should have put in words.
 */
const KEYS_ARE_DATA = new Set(['/salsifyDisplay', '/salsify']);

/**
 * Bulk Price shows Below MAPP Item Tag as True or False: docs/functions/commerce-tools.md names that choice "a True/False choice" in the
 * edit modal, and the column shows the same word the operator picks there.
 */
const TRUE_FALSE_IS_SPEC = new Set(['/bulkprice']);

/** An audit action's stored code (`returns.refund`) standing as a word: the screens show its label. */
const ACTION_CODE = new RegExp(
  `(?<![\\w.@-])(?:${Object.keys(AUDIT_ACTION_LABELS)
    .map((code) => code.replace(/[.-]/g, (c) => `\\${c}`))
    .join('|')})(?![\\w.@-])`,
  'g',
);

/** Everything the rule finds in one screen's text, each finding with the text around it. */
function rawValues(text: string, route = ''): string[] {
  const found: string[] = [];
  const around = (at: number, length: number) => JSON.stringify(text.slice(Math.max(0, at - 30), at + length + 30));
  const each = (re: RegExp, what: string, source = text) => {
    for (const m of source.matchAll(re))
      found.push(`${what}: ${JSON.stringify(m[0])} in ${source === text ? around(m.index, m[0].length) : '…'}`);
  };
  each(/\d{4}-\d{2}-\d{2}T\d{2}:/g, 'ISO timestamp');
  // A day reads as the spec's MM/DD/YYYY on screens; YYYY-MM-DD is the exports' form (docs/functions/shell-students-staff.md §9).
  each(/(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/g, 'ISO day');
  each(/\$\d{4,}/g, 'money without a thousands separator');
  each(/[[{]"\w+":/g, 'JSON');
  each(/gid:\/\/\S+/g, 'record reference');
  // `return:2`, `jobs:3,4`: a record's kind and number as stored (a tag's value has letters: `crm_id:CRM100054`).
  each(/(?<![\w/:.-])[a-z][a-z_-]*:\d[\d,]*(?![\w:])/g, 'record reference', text.replace(/\bhttps?:\/\/\S+/g, ' '));
  each(ACTION_CODE, 'audit action code');
  const data = withoutData(text);
  // Codes the shop owns are data (SKUs like TL-1017-KIT, registration codes): they have digits or dashes, never
  // underscores between upper-case words.
  const snakeCaseOf = (t: string) => (KEYS_ARE_DATA.has(route) ? [] : t.matchAll(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g));
  const inData = (at: number, length: number) => JSON.stringify(data.slice(Math.max(0, at - 30), at + length + 30));
  for (const m of data.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g))
    found.push(`enum name: ${JSON.stringify(m[0])} in ${inData(m.index, m[0].length)}`);
  for (const m of snakeCaseOf(data)) found.push(`snake_case name: ${JSON.stringify(m[0])} in ${inData(m.index, m[0].length)}`);
  for (const cell of cellsOf(data)) {
    if (/^(true|false)$/i.test(cell) && !(TRUE_FALSE_IS_SPEC.has(route) && /^(True|False)$/.test(cell))) found.push(`bare ${cell}`);
    if (SERVER_WORDS.has(cell)) found.push(`server word: ${JSON.stringify(cell)}`);
  }
  // "2 customer(s)" hedges where the number is known; the Credits panels' own titles ('Add Credit to n Customer(s)', 'Adjust
  // n Customer(s) balance', docs/functions/codes-credits-knot-giveaways.md) keep theirs.
  for (const m of text.matchAll(/\b\d[\d,]* \w+\(s\)/g)) {
    if (!/^\d[\d,]* Customer\(s\)$/.test(m[0]) || !/(Add Credit to|Adjust) \d[\d,]* Customer\(s\)/.test(around(m.index, m[0].length)))
      found.push(`a count with (s): ${around(m.index, m[0].length)}`);
  }
  // A singular before another noun qualifies it ("32 price changes"): the count belongs to the second; "(s)" is above.
  const nextNoun = `(?!-|\\(|\\s+(?:${NOUNS.flat().join('|')})\\b)`;
  for (const [one, many] of NOUNS) {
    each(new RegExp(`(?<![\\d.,])\\b1 ${many}\\b`, 'gi'), 'one with a plural');
    each(new RegExp(`(?<![\\d.,-])\\b(0|[2-9]|\\d{2,}|\\d{1,3}(,\\d{3})+) ${one}\\b${nextNoun}`, 'gi'), 'many with a singular');
  }
  return found;
}

/** Every tab of the screen in turn, with the screen's text under each. */
async function textOfEveryTab(page: Page): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const tabs = page.locator('main').getByRole('tab');
  const count = await tabs.count();
  if (count === 0) {
    texts.set('', await visibleText(page));
    return texts;
  }
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    const name = (await tab.innerText()).trim();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await screenSettled(page);
    // A tab's list loads after the tab is drawn.
    await page.waitForLoadState('networkidle');
    await screenSettled(page);
    texts.set(name, await visibleText(page));
  }
  return texts;
}

/** The main detail dialogs that are cheap to open: what the operator reads there too. */
const DIALOGS: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  '/jobs': async (page) => {
    await page.getByRole('button', { name: 'Details', exact: true }).first().click();
  },
  '/students': async (page) => {
    await page.locator('[role="row"][row-index]').first().getByRole('button', { name: 'Edit', exact: true }).click();
  },
  '/registrationCodes': async (page) => {
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
  },
  '/audit': async (page) => {
    await page.getByRole('button', { name: 'Details', exact: true }).first().click();
  },
  '/giveaways': async (page) => {
    await page.getByRole('button', { name: 'Add Giveaway' }).click();
  },
};

test.describe('Readable values on every screen: no raw values, words that agree with their numbers', () => {
  test('the rule finds what it is meant to find', () => {
    expect(rawValues('Created\t2026-12-01T10:00:00.000Z')).toHaveLength(1);
    expect(rawValues('Amount\t$12500.00')).toHaveLength(1);
    expect(rawValues('Start date: — → 2026-06-03')).toHaveLength(1);
    expect(rawValues('Amount\t$12,500.00\tTL-1017-KIT\tjane_doe@shop.example')).toEqual([]);
    expect(rawValues('Status\tIN_PROGRESS')).toHaveLength(1);
    expect(rawValues('Type\tbulk_price_import')).toHaveLength(1);
    expect(rawValues('Below MAPP\ttrue')).toHaveLength(1);
    expect(rawValues('Status\tfailed')).toHaveLength(1);
    expect(rawValues('The import failed on row 3')).toEqual([]);
    expect(rawValues('1 rows failed')).toHaveLength(1);
    expect(rawValues('3 row failed')).toHaveLength(1);
    expect(rawValues('Row 3 failed; 1 row, 2 rows, 1.5 days, 1,000 rows, 32 price changes')).toEqual([]);
    expect(rawValues('Tags\tcrm_id:CRM100054\tstatus:Pending')).toEqual([]);
    expect(rawValues('Target\treturn:2')).toHaveLength(1);
    expect(rawValues('Target\tjobs:3,4')).toHaveLength(1);
    expect(rawValues('Target\tgid://shop/Customer/12')).toHaveLength(1);
    expect(rawValues('Action\treturns.refund')).toHaveLength(1);
    expect(rawValues('Lines: — → [{"lineItemId":13,"quantity":1}]')).toHaveLength(1);
    expect(rawValues('Return 2\tReturn refunded\tat 10:30 AM\thttp://127.0.0.1:4310/audit\tjane.doe@shop.example')).toEqual([]);
    expect(rawValues('Issue $10.00 credit to 2 customer(s)?')).toHaveLength(1);
    expect(rawValues('Add Credit to 2 Customer(s)')).toEqual([]);
    expect(rawValues('Below MAPP Item Tag\tTrue', '/bulkprice')).toEqual([]);
    expect(rawValues('Meta Key\twarranty_years', '/salsifyDisplay')).toEqual([]);
  });

  for (const route of SCREENS) {
    test(`${route}: every tab${DIALOGS[route] ? ' and its dialog' : ''} reads without raw values`, async ({ page }) => {
      test.slow();
      await page.goto(route);
      await screenSettled(page);
      await page.waitForLoadState('networkidle');
      await screenSettled(page);
      const findings: string[] = [];
      for (const [tab, text] of await textOfEveryTab(page)) {
        findings.push(...rawValues(text, route).map((f) => `${tab || route}: ${f}`));
      }
      const open = DIALOGS[route];
      if (open) {
        // The first tab holds the list the dialog opens from.
        const firstTab = page.locator('main').getByRole('tab').first();
        if ((await firstTab.count()) > 0) await firstTab.click();
        await screenSettled(page);
        await open(page);
        await expect(page.getByRole('dialog').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        findings.push(...rawValues(await visibleText(page), route).map((f) => `dialog: ${f}`));
      }
      expect(findings).toEqual([]);
    });
  }
});
