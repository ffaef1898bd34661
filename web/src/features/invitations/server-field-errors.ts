import { ApiError } from '../../app/api-client';

/**
 * The server's messages for one saved row: `excelData.0.email` -> `email`. Fields the form has
 * go under their input; anything else (or a message without fields) is returned as `other`.
 */
export function rowFieldErrors<F extends string>(error: unknown, fields: readonly F[]): { fields: Partial<Record<F, string>>; other: string | null } {
  if (!(error instanceof ApiError) || error.status >= 500) return { fields: {}, other: null };
  const out: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(error.body?.fieldErrors ?? {})) {
    const field = key.replace(/^excelData\.\d+\./, '');
    if ((fields as readonly string[]).includes(field)) out[field as F] = message;
    else rest.push(message);
  }
  const placed = Object.keys(out).length > 0;
  const other = rest.length ? rest.join(' ') : placed ? null : (error.body?.message ?? null);
  return { fields: out, other };
}
