import { z } from 'zod';
import { canonicalDate } from './dates';

function realDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A calendar day as a client following the spec may send it: MM/DD/YYYY, YYYY-MM-DD or a full
 * ISO timestamp (its UTC day). Answers the canonical YYYY-MM-DD, or null when it is not a real day.
 */
export function parseDay(text: string): string | null {
  const value = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (us) return realDate(Number(us[3]), Number(us[1]), Number(us[2]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 10);
  }
  return null;
}

/** A required day in any accepted form, parsed to YYYY-MM-DD. */
export const dayText = z.string().transform((value, ctx) => {
  const day = parseDay(value);
  if (day === null) {
    ctx.addIssue({ code: 'custom', message: 'Date must be MM/DD/YYYY.' });
    return z.NEVER;
  }
  return day;
});

/** YYYY-MM-DD -> MM/DD/YYYY, as the spec's forms send dates. */
export function usDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** An integer that may arrive as a number or as digits in a string (form inputs). */
export const intLike = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/, 'Must be a whole number.')
      .transform(Number),
  ])
  .pipe(z.number().int('Must be a whole number.'));

/** An optional date field: '' or a day as YYYY-MM-DD or MM/DD/YYYY, stored and answered as YYYY-MM-DD. */
export const optionalDay = z
  .string()
  .trim()
  .refine((v) => v === '' || canonicalDate(v) !== null, 'Date must be MM/DD/YYYY or YYYY-MM-DD.')
  .transform((v) => (v === '' ? '' : (canonicalDate(v) as string)));
