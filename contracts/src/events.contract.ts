import { z } from 'zod';
import { defineCall } from './common/call';
import { isEmail } from './common/email';
import { INVITE_MESSAGES } from './invitations.contract';
import { UPLOAD_BODY_LIMIT, sheetRow, sheetRows } from './common/upload';

/** docs/functions/people-invites-events.md §5 and §8: the event form's field messages, shared by the form and the server. */
export const EVENT_MESSAGES = {
  name: 'Event Name not valid.',
  description: 'Event Description not valid.',
  dateFrom: 'Event Date From not valid.',
  dateTo: 'Event Date To not valid.',
} as const;

/** docs/functions/people-invites-events.md §5 and §8: the invite spreadsheet's messages. */
export const EVENT_UPLOAD_MESSAGES = {
  noRows: 'No rows found in Excel file',
  noEmailHeader: 'Excel should have "email" header. Check the sample file.',
  failed: 'Error while uploading file. Please try again later.',
} as const;

/** docs/functions/people-invites-events.md §2 Reports modal. */
export const EVENT_REPORT_MESSAGE = 'Email with report will be send to your email address.';

/** docs/functions/people-invites-events.md §9: events and their invites are paged by 10. */
export const EVENT_PAGE_SIZE = 10;

/** docs/functions/people-invites-events.md §5: the invite spreadsheet's sample columns. */
export const EVENT_INVITE_SAMPLE_COLUMNS = ['first_name', 'last_name', 'email'] as const;

/** docs/functions/people-invites-events.md §3: the columns of the e-mailed event report. */
export const EVENT_REPORT_COLUMNS = [
  'CusEmail',
  'CusFirstName',
  'CusLastName',
  'RegisterCustomer',
  'InvEmail',
  'InvFirstName',
  'InvLastName',
] as const;

/** Where an invitee stands: the invitation e-mail's state, or registered once the link was accepted. */
export const INVITE_DELIVERY_STATES = ['queued', 'sent', 'failed', 'registered'] as const;
export type InviteDeliveryState = (typeof INVITE_DELIVERY_STATES)[number];

const US_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function fromUsDateTime(m: RegExpExecArray): Date | null {
  const [, mo, d, y, h = '0', mi = '0', s = '0', ampm] = m;
  let hour = Number(h);
  if (ampm) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (ampm.toLowerCase() === 'pm' ? 12 : 0);
  }
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), hour, Number(mi), Number(s)));
  const sameDay = date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d);
  return sameDay && hour < 24 && Number(mi) < 60 && Number(s) < 60 ? date : null;
}

/** The YYYY-MM-DD at the start of an ISO text is a real day (V8 would roll 02-30 over to March). */
function isCalendarDay(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/**
 * An event time as a client may send it: ISO 8601 (a zone-less time is UTC), epoch milliseconds,
 * or the grid's own MM/DD/YYYY h:mm:ss A (UTC). Stored as an ISO-8601 UTC instant; null if not a time.
 */
export function parseEventTime(value: unknown): string | null {
  let date: Date | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value);
  else if (value instanceof Date) date = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    const us = US_DATE_TIME.exec(text);
    if (us) date = fromUsDateTime(us);
    else if (ISO_DATE_TIME.test(text) && isCalendarDay(text)) {
      const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text) || text.length === 10 ? text : `${text.replace(' ', 'T')}Z`;
      date = new Date(zoned);
    }
  }
  if (!date || Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 9999 ? date.toISOString() : null;
}

const eventTime = (message: string) =>
  z.union([z.string().max(40), z.number()], { error: message }).transform((value, ctx) => {
    const iso = parseEventTime(value);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return iso;
  });

const TRUE_TEXTS = ['true', '1', 'yes', 'on'];
const FALSE_TEXTS = ['false', '0', 'no', 'off'];

/** Is Published as a checkbox (boolean), a number or a text; new events are published by default. */
const publishedFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum([...TRUE_TEXTS, ...FALSE_TEXTS])], {
    error: 'Is Published must be true or false.',
  })
  .optional()
  .transform((value) => (value === undefined ? true : typeof value === 'string' ? TRUE_TEXTS.includes(value) : Boolean(value)));

/** The Create Event / Update Event Details form (docs/functions/people-invites-events.md §5); POST and PATCH share it. */
export const eventBody = z
  .object({
    name: z.string({ error: EVENT_MESSAGES.name }).trim().min(1, EVENT_MESSAGES.name).max(200, EVENT_MESSAGES.name),
    description: z
      .string({ error: EVENT_MESSAGES.description })
      .trim()
      .min(1, EVENT_MESSAGES.description)
      .max(4000, EVENT_MESSAGES.description),
    dateFrom: eventTime(EVENT_MESSAGES.dateFrom),
    dateTo: eventTime(EVENT_MESSAGES.dateTo),
    active: publishedFlag,
  })
  .refine((e) => e.dateTo >= e.dateFrom, { path: ['dateTo'], message: EVENT_MESSAGES.dateTo });
export type EventBody = z.infer<typeof eventBody>;
export type EventBodyInput = z.input<typeof eventBody>;

/** docs/functions/people-invites-events.md §3 Event; `createdBy` 0 is the demo's and the console's own (shown as Admin). */
export const eventRow = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  active: z.boolean(),
  isDeleted: z.boolean(),
  createdBy: z.number(),
  /** The operator who created it, when there is one. */
  createdByEmail: z.string().nullable(),
  invited: z.number(),
  registered: z.number(),
});
export type EventRow = z.infer<typeof eventRow>;

/** docs/functions/people-invites-events.md §3 Event invite row (name, email, store, date) plus what the operator needs to act on it. */
export const eventInviteRow = z.object({
  id: z.number(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  store: z.string(),
  /** Invited date, ISO-8601 UTC. */
  date: z.string(),
  registered: z.boolean(),
  delivery: z.enum(INVITE_DELIVERY_STATES),
});
export type EventInviteRow = z.infer<typeof eventInviteRow>;

export const eventIdParams = z.object({
  id: z.coerce.number({ error: 'Event id must be a number.' }).int().positive('Event id must be a number.'),
});
export const eventIdParamsOfInvites = z.object({
  eventId: z.coerce.number({ error: 'Event id must be a number.' }).int().positive('Event id must be a number.'),
});

/** Page numbers start at 1 (0 is read as the first page). */
export const eventInviteListQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(EVENT_PAGE_SIZE),
  registered: z.enum(['0', '1', 'true', 'false']).optional(),
  search: z.string().max(60, 'At most 60 characters.').optional(),
});

/** The Invite User modal of the invite list (docs/functions/people-invites-events.md §5). */
export const eventInviteUserBody = z.object({
  firstName: z.string({ error: INVITE_MESSAGES.firstName }).trim().min(1, INVITE_MESSAGES.firstName).max(100, INVITE_MESSAGES.firstName),
  lastName: z.string({ error: INVITE_MESSAGES.lastName }).trim().min(1, INVITE_MESSAGES.lastName).max(100, INVITE_MESSAGES.lastName),
  email: z.string({ error: INVITE_MESSAGES.email }).trim().max(254, INVITE_MESSAGES.email).refine(isEmail, INVITE_MESSAGES.email),
});
export type EventInviteUserBody = z.infer<typeof eventInviteUserBody>;

const inviteRows = sheetRows(sheetRow, EVENT_UPLOAD_MESSAGES.noRows);

/**
 * docs/functions/people-invites-events.md §7: `{list: [{email}]}` reinvites, a list of `{firstName, lastName, email}` uploads. A list
 * is taken bare, under `list` or under `excelData`; rows with only an e-mail under `list` are a reinvite.
 */
export const eventInviteUsersBody = z.union([z.object({ list: inviteRows }), z.object({ excelData: inviteRows }), inviteRows]);
export type EventInviteUsersBody = z.infer<typeof eventInviteUsersBody>;

export const eventsContract = {
  list: defineCall({ method: 'GET', path: '/api/events/list', flags: ['showEvents'], response: z.array(eventRow) }),
  create: defineCall({ method: 'POST', path: '/api/events', flags: ['showEvents'], body: eventBody, response: eventRow }),
  update: defineCall({
    method: 'PATCH',
    path: '/api/events/:id',
    flags: ['showEvents'],
    params: eventIdParams,
    body: eventBody,
    response: eventRow,
  }),
  archive: defineCall({
    method: 'PATCH',
    path: '/api/events/archive/:id',
    flags: ['showEvents'],
    params: eventIdParams,
    response: eventRow,
  }),
  removeUsers: defineCall({
    method: 'DELETE',
    path: '/api/events/:id/users',
    flags: ['showEvents'],
    params: eventIdParams,
    response: z.object({ deleted: z.number() }),
  }),
  report: defineCall({
    method: 'POST',
    path: '/api/events/report/:id',
    flags: ['showEvents'],
    params: eventIdParams,
    response: z.object({ message: z.string(), jobId: z.number() }),
  }),
  inviteList: defineCall({
    method: 'GET',
    path: '/api/events/invites/list/:eventId',
    flags: ['showEvents'],
    params: eventIdParamsOfInvites,
    query: eventInviteListQuery,
    response: z.object({ list: z.array(eventInviteRow), hasPrevious: z.boolean(), hasNext: z.boolean(), total: z.number() }),
  }),
  /** Reinvite (done at once: `jobId` null) or upload (a job with an outcome per row). */
  inviteUsers: defineCall({
    method: 'POST',
    path: '/api/events/invites/users/:eventId',
    flags: ['showEvents'],
    params: eventIdParamsOfInvites,
    body: eventInviteUsersBody,
    response: z.object({ jobId: z.number().nullable(), count: z.number() }),
    bodyLimitBytes: UPLOAD_BODY_LIMIT,
  }),
  inviteUser: defineCall({
    method: 'POST',
    path: '/api/events/invites/user/:eventId',
    flags: ['showEvents'],
    params: eventIdParamsOfInvites,
    body: eventInviteUserBody,
    response: eventInviteRow,
  }),
} as const;
