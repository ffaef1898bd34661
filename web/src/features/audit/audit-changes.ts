import type { AuditChange } from '@console/contracts/audit.contract';
import { formatUsDate } from '@console/contracts/common/dates';
import { formatDollars } from '@console/contracts/common/money';
import { countText } from '@console/contracts/common/numbers';
import { formatShopTime } from '../../ui/shop-time';

/** How an absent value reads: a field added or removed by the change. */
export const NO_VALUE = '—';

/** How long one value may read in the grid's line; the Details dialog shows it whole. */
export const SHORT_VALUE_LENGTH = 60;

/** Stored words that are initials, read as such wherever they stand in a name. */
const INITIALS: Readonly<Record<string, string>> = {
  id: 'ID',
  ids: 'IDs',
  mtd: 'MTD',
  crm: 'CRM',
  as400: 'AS400',
  sku: 'SKU',
  url: 'URL',
  ui: 'UI',
  pim: 'PIM',
  mapp: 'MAPP',
  ups: 'UPS',
  ftp: 'FTP',
  sftp: 'SFTP',
};

function words(field: string): string[] {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter((w) => w !== '');
}

/** An amount kept in cents (`discount_limit_cents`, `balanceAfterCents`): read as dollars, and named without "cents". */
const isCents = (field: string) => /(_c|C)ents$/.test(field);

/** A yes/no the store keeps as 0 or 1. */
const isYesNoNumber = (field: string) => /(consent|Consent)$|^(mtd|active|final)$/.test(field);

/**
 * A stored field's name in words: `refund_status` and `refundStatus` read "Refund status", `crm_id` "CRM ID", and
 * `discount_limit_cents` "Discount limit" (its value reads in dollars). Upper-case words keep their case
 * (`BELOW_MAPP_ITEM_TAG` reads "BELOW MAPP ITEM TAG"), as they are often initials.
 */
export function readableField(field: string): string {
  const all = words(field);
  const named = isCents(field) && all.length > 1 ? all.slice(0, -1) : all;
  const text = named.map((w) => (w === w.toUpperCase() ? w : (INITIALS[w.toLowerCase()] ?? w.toLowerCase()))).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

// A store record's id (gid://shopify/Metafield/1) kept as a value reads as the record: "Metafield 1".
const STORE_ID = /^gid:\/\/[^/]+\/([A-Za-z]+)\/([^/?\s]+)$/;

function readableText(value: string): string {
  if (value.trim() === '') return 'None';
  const storeId = STORE_ID.exec(value);
  if (storeId) return `${readableField(storeId[1] ?? '')} ${storeId[2] ?? ''}`;
  if (value === 'true') return 'Yes';
  if (value === 'false') return 'No';
  if (ISO_DAY.test(value)) return formatUsDate(value);
  if (ISO_INSTANT.test(value)) return formatShopTime(value);
  return value;
}

function parsedJson(value: string): unknown {
  if (!/^[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** Any stored value in words: lists as "2 items: …", objects as "Key: value" pairs, money in dollars. */
function readableData(value: unknown, field: string, nested: boolean): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (isCents(field)) return formatDollars(value / 100);
    if (isYesNoNumber(field) && (value === 0 || value === 1)) return value === 1 ? 'Yes' : 'No';
    return String(value);
  }
  if (typeof value === 'string') return readableText(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'None';
    const items = value.map((item: unknown) => readableData(item, field, true));
    return `${countText(value.length, 'item')}: ${items.join('; ')}`;
  }
  if (typeof value === 'object') {
    const pairs = Object.entries(value as Record<string, unknown>).map(
      ([key, v]) => `${readableField(key)}: ${readableData(v, key, true)}`,
    );
    if (pairs.length === 0) return 'None';
    const text = pairs.join(', ');
    return nested ? `(${text})` : text;
  }
  return String(value);
}

/**
 * A stored value as the operator reads it: a yes/no as Yes or No, a day as MM/DD/YYYY (the grids' form), an instant on
 * the shop's clock, JSON as words, an amount in cents as dollars; any other text as it was stored (a code or a name
 * must read exactly as it is kept). `field` is the value's field, which says what a number means.
 */
export function readableValue(value: string | null, field = ''): string {
  if (value === null) return NO_VALUE;
  const json = parsedJson(value);
  if (json !== undefined) return readableData(json, field, false);
  if (/^-?\d+$/.test(value) && (isCents(field) || isYesNoNumber(field))) return readableData(Number(value), field, false);
  return readableText(value);
}

/** At most `max` characters, cut at a word where one is near and marked with an ellipsis. */
export function shortened(text: string, max = SHORT_VALUE_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * `Status: Pending → Approved; School: Elm → Oak`, for one grid line (`short`: each value bounded) and the export
 * (whole values).
 */
export function changesText(changes: readonly AuditChange[], options: { short?: boolean } = {}): string {
  const value = (text: string | null, field: string) => {
    const readable = readableValue(text, field);
    return options.short ? shortened(readable) : readable;
  };
  return changes.map((c) => `${readableField(c.field)}: ${value(c.before, c.field)} → ${value(c.after, c.field)}`).join('; ');
}
