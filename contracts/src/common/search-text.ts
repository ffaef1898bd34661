import type { SearchBody } from './search';

// The search text's rules without its schema: the web's list screens import this without loading zod.
export const SEARCH_MAX_LENGTH = 60;

function validDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** MM/DD/YYYY typed by the operator; null when it is not a real date. */
export function parseMmDdYyyy(text: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validDate(year, month, day) ? { year, month, day } : null;
}

/** DD-MM-YYYY as the client sends a date search. */
export function parseDdMmYyyy(text: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validDate(year, month, day) ? { year, month, day } : null;
}

/**
 * docs/functions/shell-students-staff.md §5: ten characters forming a valid MM/DD/YYYY date search by date (sent DD-MM-YYYY), anything else
 * by e-mail.
 */
export function toSearch(text: string): SearchBody {
  if (text.length === 10) {
    const date = parseMmDdYyyy(text);
    if (date) {
      const dd = String(date.day).padStart(2, '0');
      const mm = String(date.month).padStart(2, '0');
      return { searchType: 'Date', searchValue: `${dd}-${mm}-${date.year}` };
    }
  }
  return { searchType: 'Email', searchValue: text };
}
