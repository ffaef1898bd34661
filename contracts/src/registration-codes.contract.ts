import { z } from 'zod';
import { defineCall } from './common/call';
import { dayText } from './common/day';
import { statusMessage } from './common/numbered-paging';

/**
 * The public page where people register with a code (outside /api), and its link with the code filled in.
 * The same code text can exist in several shops, so the link names its shop (`?shop=<name>`);
 * a link without one (made before several shops) is the first shop's.
 */
export const REDEMPTION_PATH = '/register';
export const REDEMPTION_SHOP_PARAM = 'shop';
export const redemptionPagePath = (code: string, shop?: string): string =>
  `${REDEMPTION_PATH}?${shop ? `${REDEMPTION_SHOP_PARAM}=${encodeURIComponent(shop)}&` : ''}code=${encodeURIComponent(code)}`;

/** docs/functions/codes-credits-knot-giveaways.md §5 and §9 limits. */
export const CODE_MAX_LENGTH = 40;
export const TAGS_MAX_LENGTH = 8000;
export const SPEND_LIMIT_MAX_DIGITS = 3;
export const MAX_COUNT_MAX_DIGITS = 8;
export const DOMAIN_MAX_LENGTH = 253;

/** The expiration-status list of docs/functions/codes-credits-knot-giveaways.md §2.1; the option marked active is the default. */
export const EXPIRATION_STATUSES = [
  { label: 'Active', value: true, active: true },
  { label: 'Inactive', value: false, active: false },
  { label: 'All', value: null, active: false },
] as const;

export const partner = z.object({ id: z.number(), name: z.string(), handle: z.string() });
export type Partner = z.infer<typeof partner>;

export const registrationCode = z.object({
  id: z.number(),
  registrationCode: z.string(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  partner,
  /** Whole dollars, or null for no limit. */
  spendLimit: z.number().nullable(),
  /** Omitted when empty (docs/functions/codes-credits-knot-giveaways.md §3). */
  tags: z.array(z.string()).optional(),
  /** Null: no cap. */
  maxRegistrationCount: z.number().nullable(),
  currentRegistrationCount: z.number(),
  emailDomains: z.array(z.string()),
});
export type RegistrationCode = z.infer<typeof registrationCode>;

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** One allowed e-mail domain: a text or the UI's `{domain}` row; stored lower-case without a leading @. */
export const emailDomain = z
  .union([z.string(), z.object({ domain: z.string() }).transform((d) => d.domain)])
  .transform((d) => d.trim().toLowerCase().replace(/^@/, ''))
  .pipe(z.string().regex(DOMAIN_PATTERN, 'Not a valid e-mail domain.'));

export const emailDomainList = z
  .array(emailDomain)
  .max(500)
  .transform((list) => [...new Set(list)]);

/** A partner as the form sends it: the object of the partners list, or its name or handle alone. */
const partnerRef = z.union([
  z.object({ id: z.number().int().optional(), name: z.string().optional(), handle: z.string().optional() }),
  z.string().transform((name) => ({ name })),
]);
export type PartnerRef = z.infer<typeof partnerRef>;

/** Tags as a list, or the form's comma-separated text; 8000 characters at most in all. */
const tagList = z
  .union([z.array(z.string()), z.string().transform((t) => t.split(','))])
  .transform((list) => list.map((t) => t.trim()).filter(Boolean))
  .refine((list) => list.join(', ').length <= TAGS_MAX_LENGTH, `Tags are at most ${TAGS_MAX_LENGTH} characters.`);

/**
 * Empty, or a number that is not a whole number, means no limit (docs/functions/codes-credits-knot-giveaways.md §5: null if not numeric).
 */
const optionalWhole = (digits: number, label: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) =>
      v === null || v === undefined || String(v).trim() === '' || !/^\d+$/.test(String(v).trim()) ? null : Number(String(v).trim()),
    )
    .refine((v) => v === null || v < 10 ** digits, `${label} has at most ${digits} digits.`);

const codeFields = {
  registrationCode: z
    .string()
    .trim()
    .min(1, 'Registration code is required.')
    .max(CODE_MAX_LENGTH, `At most ${CODE_MAX_LENGTH} characters.`),
  startDate: dayText,
  endDate: dayText,
  partner: partnerRef,
  spendLimit: optionalWhole(SPEND_LIMIT_MAX_DIGITS, 'Spend limit'),
  tags: tagList.optional(),
  maxRegistrationCount: optionalWhole(MAX_COUNT_MAX_DIGITS, 'Max registration count'),
};

const startBeforeEnd = (v: { startDate: string; endDate: string }) => v.startDate < v.endDate;
const dateOrder = { message: 'Start date must be before end date.', path: ['endDate'] };

export const createCodeBody = z.object({ ...codeFields, emailDomains: emailDomainList.optional() }).refine(startBeforeEnd, dateOrder);
export type CreateCodeBody = z.infer<typeof createCodeBody>;
export const updateCodeBody = z.object(codeFields).refine(startBeforeEnd, dateOrder);
export type UpdateCodeBody = z.infer<typeof updateCodeBody>;

/** PATCH emailDomains: `{emailDomains: [...]}` or the list itself. */
const emailDomainsBody = z.union([
  z.object({ emailDomains: emailDomainList }),
  emailDomainList.transform((emailDomains) => ({ emailDomains })),
]);

export const HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
export const HISTORY_ACTION_LABELS: Readonly<Record<HistoryAction, string>> = { create: 'Created', update: 'Updated', delete: 'Deleted' };

export const historyEntry = z.object({
  action: z.enum(HISTORY_ACTIONS),
  /** `Field: before -> after` for each field that changed, '; ' between them. */
  changes: z.string(),
  /** ISO timestamp. */
  createdDate: z.string(),
  registrationCode: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

const idParam = z.object({ id: z.coerce.number().int().positive() });
const codeAnswer = statusMessage.extend({ data: registrationCode });

/** docs/functions/codes-credits-knot-giveaways.md §7, registration codes: one entry per call. */
export const registrationCodesContract = {
  list: defineCall({
    method: 'GET',
    path: '/api/registrationCodes/list',
    flags: ['showRegistrationCodes'],
    query: z.object({
      active: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
    }),
    response: statusMessage.extend({ list: z.array(registrationCode) }),
  }),
  partners: defineCall({
    method: 'GET',
    path: '/api/registrationCodes/partners',
    flags: ['showRegistrationCodes'],
    response: z.array(partner),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/registrationCodes/code',
    flags: ['showRegistrationCodes'],
    body: createCodeBody,
    response: codeAnswer,
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/api/registrationCodes/code/:id',
    flags: ['showRegistrationCodes'],
    params: idParam,
    body: updateCodeBody,
    response: codeAnswer,
  }),
  emailDomains: defineCall({
    method: 'PATCH',
    path: '/api/registrationCodes/emailDomains/:id',
    flags: ['showRegistrationCodes'],
    params: idParam,
    body: emailDomainsBody,
    response: statusMessage.extend({ data: z.object({ emailDomains: z.array(z.string()) }) }),
  }),
  history: defineCall({
    method: 'GET',
    path: '/api/registrationCodes/history',
    flags: ['showRegistrationCodes'],
    response: statusMessage.extend({ list: z.array(historyEntry) }),
  }),
} as const;
