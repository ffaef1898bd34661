import { z } from 'zod';
import { defineCall } from './common/call';
import { dayText, intLike } from './common/day';
import { numberedPageQuery, numberedPageResponse, statusMessage } from './common/numbered-paging';

export const GIVEAWAY_PAGE_SIZE = 10;
export const GIVEAWAY_NAME_MAX_LENGTH = 200;
export const GIVEAWAY_DESCRIPTION_MAX_LENGTH = 2000;

/** docs/functions/codes-credits-knot-giveaways.md §3 sort options (ids 1 to 6). */
export const GIVEAWAY_SORT_OPTIONS = [
  { id: 1, label: 'Name A-Z', sortField: 'name', sortOrder: 'asc' },
  { id: 2, label: 'Name Z-A', sortField: 'name', sortOrder: 'desc' },
  { id: 3, label: 'Start Date old to new', sortField: 'startDate', sortOrder: 'asc' },
  { id: 4, label: 'Start Date new to old', sortField: 'startDate', sortOrder: 'desc' },
  { id: 5, label: 'End Date old to new', sortField: 'endDate', sortOrder: 'asc' },
  { id: 6, label: 'End Date new to old', sortField: 'endDate', sortOrder: 'desc' },
] as const;
/** After a create the list shows the newest first (docs/functions/codes-credits-knot-giveaways.md §4). */
export const GIVEAWAY_SORT_FIELDS = ['name', 'startDate', 'endDate', 'createdDate'] as const;
export type GiveawaySortField = (typeof GIVEAWAY_SORT_FIELDS)[number];

export const giveaway = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  /** YYYY-MM-DD or null (open). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Null: no limit on entries. */
  registrationCount: z.number().nullable(),
  entryCount: z.number(),
  /** Path of the public entry page (`/giveaway/<token>`): unguessable, unlike the id. */
  entryPath: z.string(),
});
export type Giveaway = z.infer<typeof giveaway>;

/**
 * The admin's customer id (docs/functions/codes-credits-knot-giveaways.md §6); the server acts as the signed-in operator whatever it says.
 */
const admin = z.union([z.string(), z.number()]).optional();
const nullableDay = z
  .union([dayText, z.null(), z.literal('').transform(() => null)])
  .optional()
  .transform((v) => v ?? null);

export const giveawayBody = z
  .object({
    admin,
    name: z.string().trim().min(1, 'Name is required.').max(GIVEAWAY_NAME_MAX_LENGTH, `At most ${GIVEAWAY_NAME_MAX_LENGTH} characters.`),
    description: z
      .string()
      .trim()
      .max(GIVEAWAY_DESCRIPTION_MAX_LENGTH, `At most ${GIVEAWAY_DESCRIPTION_MAX_LENGTH} characters.`)
      .nullable()
      .optional()
      .transform((v) => v || null),
    startDate: nullableDay,
    endDate: nullableDay,
    registrationCount: z
      .union([intLike, z.null()])
      .optional()
      .transform((v) => (v && v > 0 ? v : null)),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: 'Start date must not be after end date.',
    path: ['endDate'],
  });
export type GiveawayBody = z.infer<typeof giveawayBody>;

export const giveawayListQuery = numberedPageQuery.extend({ sortField: z.enum(GIVEAWAY_SORT_FIELDS).optional() });
export type GiveawayListQuery = z.infer<typeof giveawayListQuery>;

export const giveawayReportQuery = z
  .object({
    admin,
    id: intLike.pipe(z.number().min(0)).optional(),
    name: z.string().max(GIVEAWAY_NAME_MAX_LENGTH).optional(),
    startDate: dayText,
    endDate: dayText,
  })
  .refine((v) => v.startDate <= v.endDate, { message: 'Start date must not be after end date.', path: ['endDate'] });
export type GiveawayReportQuery = z.infer<typeof giveawayReportQuery>;

const idParam = z.object({ id: z.coerce.number().int().positive() });
const giveawayAnswer = statusMessage.extend({ giveaway });

/** docs/functions/codes-credits-knot-giveaways.md §7, giveaways: one entry per call. */
export const giveawaysContract = {
  create: defineCall({ method: 'POST', path: '/api/giveaways', flags: ['showGiveaways'], body: giveawayBody, response: giveawayAnswer }),
  update: defineCall({
    method: 'PATCH',
    path: '/api/giveaways/:id',
    flags: ['showGiveaways'],
    params: idParam,
    body: giveawayBody,
    response: giveawayAnswer,
  }),
  remove: defineCall({ method: 'DELETE', path: '/api/giveaways/:id', flags: ['showGiveaways'], params: idParam, response: statusMessage }),
  list: defineCall({
    method: 'GET',
    path: '/api/giveaways/list',
    flags: ['showGiveaways'],
    query: giveawayListQuery,
    response: numberedPageResponse(giveaway),
  }),
  report: defineCall({
    method: 'GET',
    path: '/api/giveaways/report',
    flags: ['showGiveaways'],
    query: giveawayReportQuery,
    response: statusMessage.extend({ jobId: z.number() }),
  }),
} as const;
