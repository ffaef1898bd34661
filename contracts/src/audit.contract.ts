import { z } from 'zod';
import { defineCall } from './common/call';
import { exportResponse, pageQuery, pageResponse } from './common/paging';
import { parseMmDdYyyy } from './common/search-text';

/** One field that an audited change altered; values are shown as text (JSON for anything but text). */
export const auditChange = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() });
export type AuditChange = z.infer<typeof auditChange>;

export const auditRow = z.object({
  id: z.number(),
  createdAt: z.string(),
  /** E-mail of the operator who made the change; null for changes made without one (an invitee accepting). */
  operator: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  changes: z.array(auditChange),
});
export type AuditRow = z.infer<typeof auditRow>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A bound of the date range as an ISO instant (UTC). A day (YYYY-MM-DD or MM/DD/YYYY) is a UTC day:
 * `from` is its start and `to` the start of the next day, so the range holds all of both days.
 * An instant (what the web sends for the operator's local days) is taken as it is.
 */
export function rangeBound(text: string, end: 'from' | 'to'): string | null {
  let day: { year: number; month: number; day: number } | null;
  const iso = ISO_DATE.exec(text);
  if (iso) day = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  else day = parseMmDdYyyy(text);
  if (day) {
    const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
    if (date.getUTCFullYear() !== day.year || date.getUTCMonth() !== day.month - 1 || date.getUTCDate() !== day.day) return null;
    if (end === 'to') date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString();
  }
  if (!ISO_INSTANT.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

const DATE_MESSAGE = 'Date must be MM/DD/YYYY, YYYY-MM-DD or an ISO date-time.';
const rangeText = z.string().trim().max(40);

/** The filters of the Audit screen; every one is optional and they combine. */
export const auditFilter = z
  .object({
    operatorId: z.coerce.number().int().positive().optional(),
    action: z.string().trim().max(100).optional(),
    /** Targets that start with this text, e.g. `gid://shop/Customer/12` or `job:`. */
    target: z.string().trim().max(300).optional(),
    from: rangeText.optional(),
    to: rangeText.optional(),
  })
  .superRefine((value, ctx) => {
    const from = value.from ? rangeBound(value.from, 'from') : undefined;
    const to = value.to ? rangeBound(value.to, 'to') : undefined;
    if (from === null) ctx.addIssue({ code: 'custom', path: ['from'], message: DATE_MESSAGE });
    if (to === null) ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_MESSAGE });
    if (from && to && from >= to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start date.' });
  });
export type AuditFilter = z.infer<typeof auditFilter>;

/** The Audit screen: every change made through the API, newest first, never changed afterwards. */
export const auditContract = {
  list: defineCall({
    method: 'POST',
    path: '/api/audit/list',
    flags: ['showAudit'],
    query: pageQuery,
    body: auditFilter,
    response: pageResponse(auditRow),
  }),
  exportRows: defineCall({
    method: 'POST',
    path: '/api/audit/export',
    flags: ['showAudit'],
    body: auditFilter,
    response: exportResponse(auditRow),
  }),
  /** What the filters offer: the operators and the actions that appear in the log. */
  options: defineCall({
    method: 'GET',
    path: '/api/audit/options',
    flags: ['showAudit'],
    response: z.object({ operators: z.array(z.object({ id: z.number(), email: z.string() })), actions: z.array(z.string()) }),
  }),
} as const;
