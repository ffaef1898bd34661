import { DATE_NOT_VALID, PRICE_NOT_VALID, SKU_NOT_VALID } from '@console/contracts/bulk-price.contract';
import { dollarsToCents, parseDollars } from '@console/contracts/common/money';
import { parseSheetDate } from '../../platform/sheet-rows';
import { zonedToday } from '../../platform/time-zone';

/** A price as stored: cents, the effective day in the shop's time zone, the MAPP tag. */
export interface PriceInput {
  id: number | null;
  sku: string;
  priceCents: number;
  compareAtCents: number | null;
  day: string;
  belowMapp: boolean;
}

export type PriceParse = { ok: true; value: PriceInput } | { ok: false; fieldErrors: Record<string, string> };

export interface RawPrice {
  ID?: unknown;
  MODEL?: unknown;
  PRICE?: unknown;
  COMPARE_AT_PRICE?: unknown;
  EFFECTIVE_DATE?: unknown;
  BELOW_MAPP_ITEM_TAG?: unknown;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const MAX_CENTS = 1_000_000_000;

/**
 * The effective day from any form a client or sheet may give: YYYY-MM-DD, MM/DD/YYYY, an ISO instant
 * (taken on the shop's wall clock) or an Excel serial day number.
 */
export function parseEffectiveDay(value: unknown, timeZone: string): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 20_000 && value < 100_000) {
    return new Date(EXCEL_EPOCH + value * 86_400_000).toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const instant = Date.parse(text);
    return Number.isNaN(instant) ? null : zonedToday(timeZone, instant);
  }
  if (/^\d{5}$/.test(text)) return parseEffectiveDay(Number(text), timeZone);
  return parseSheetDate(text);
}

function parseFlag(value: unknown): boolean | null {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', 'yes', 'y', '1'].includes(text)) return true;
  if (['false', 'no', 'n', '0'].includes(text)) return false;
  return null;
}

function parseId(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Dollars to cents, rounded to 2 decimals; null when missing, NaN when not a price. */
function cents(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const dollars = parseDollars(value);
  return Number.isFinite(dollars) && dollars >= 0 && dollars * 100 <= MAX_CENTS ? dollarsToCents(dollars) : NaN;
}

/** docs/functions/commerce-tools.md §5 price form rules, shared by the Edit modal and the import; `today` is the shop's date. */
export function parsePrice(raw: RawPrice, timeZone: string, today: string = zonedToday(timeZone)): PriceParse {
  const errors: Record<string, string> = {};
  const sku = typeof raw.MODEL === 'string' || typeof raw.MODEL === 'number' ? String(raw.MODEL).trim().toUpperCase() : '';
  if (!sku || sku.length > 64) errors.MODEL = SKU_NOT_VALID;
  const price = cents(raw.PRICE);
  if (price === null || Number.isNaN(price)) errors.PRICE = PRICE_NOT_VALID;
  const compareAt = cents(raw.COMPARE_AT_PRICE);
  if (Number.isNaN(compareAt)) errors.COMPARE_AT_PRICE = 'Compare at price not valid.';
  const day = parseEffectiveDay(raw.EFFECTIVE_DATE, timeZone);
  if (!day || day <= today) errors.EFFECTIVE_DATE = DATE_NOT_VALID;
  const belowMapp = parseFlag(raw.BELOW_MAPP_ITEM_TAG);
  if (belowMapp === null) errors.BELOW_MAPP_ITEM_TAG = 'Below MAPP Item Tag must be true or false.';
  const id = parseId(raw.ID);
  if (id === undefined) errors.ID = 'ID not valid.';
  if (Object.keys(errors).length || price === null || day === null || belowMapp === null || id === undefined)
    return { ok: false, fieldErrors: errors };
  return { ok: true, value: { id, sku, priceCents: price, compareAtCents: compareAt, day, belowMapp } };
}
