import { z } from 'zod';

/** A report date as YYYY-MM-DD (docs/functions/commerce-tools.md §9), also accepted as MM/DD/YYYY; answers YYYY-MM-DD. */
export const reportDate = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
    const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : text;
    const date = new Date(`${iso}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: 'custom', message: 'Date not valid.' });
      return z.NEVER;
    }
    return iso;
  });

/** A query flag sent as true/false, 1/0 or on/off. */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/**
 * From and To of a report: From not after To, To not after today (docs/functions/commerce-tools.md §2.8, §5), the shop's today
 * (YYYY-MM-DD).
 */
export function checkReportRange(from: string, to: string, today: string): string | null {
  if (from > to) return 'From date must not be later than To date.';
  if (to > today) return 'To date must not be later than today.';
  return null;
}
