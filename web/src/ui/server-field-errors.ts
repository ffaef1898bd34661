import { ApiError } from '../api/api-client';

/**
 * The one place that reads the server's 400 answer for a form (see server/src/platform/error-handler.ts).
 * Its `fieldErrors` keys are dotted paths: `body.school` for a body the contract refused,
 * `excelData.0.email` for the first row of an `{excelData}` save, or a bare `school` from a service rule.
 * Each maps to the form field `school` / `email`; fields the form has go under their input, anything else
 * (or a message without fields) comes back as `other`, to be shown above the buttons.
 * A 5xx answer carries nothing an operator can act on: neither part is filled.
 */
export interface ServerFieldErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  other: string | null;
}

/** `body.x`, `query.x`, `params.x`, `excelData.3.x`, `body.excelData.0.x`, `0.x` and `x` all name the field `x`. */
export function formFieldOf(key: string): string {
  return key.replace(/^(body|query|params)\./, '').replace(/^(excelData\.)?\d+\./, '');
}

export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): ServerFieldErrors<F> {
  if (!(error instanceof ApiError) || error.status >= 500) return { fields: {}, other: null };
  const out: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(error.body?.fieldErrors ?? {})) {
    const field = formFieldOf(key);
    if ((fields as readonly string[]).includes(field) && !(field in out)) out[field as F] = message;
    else rest.push(message);
  }
  const placed = Object.keys(out).length > 0;
  const other = rest.length ? rest.join(' ') : placed ? null : (error.body?.message ?? null);
  return { fields: out, other };
}
