import { z } from 'zod';
import { defineCall } from './common/call';
import { countedPageResponse, exportResponse, pageQuery } from './common/paging';
import { searchBody } from './common/search';
import { UPLOAD_BODY_LIMIT, uploadAccepted, uploadRows } from './common/upload';
import { optionalDay } from './common/day';
import {
  REGISTRATION_STATUSES,
  STATUS_TAGS,
  registrationRoutes,
  type ProgrammeRoutes,
  type RegistrationStatus,
} from './registrations.routes';

// Defined without zod beside the routes (registrations.routes.ts); exported here too, where the schemas that use them are.
export { REGISTRATION_STATUSES, REGISTRATION_TEMPLATE_COLUMNS, STATUS_TAGS, type RegistrationStatus } from './registrations.routes';

export const registrationStatus = z.enum(REGISTRATION_STATUSES);

export const statusTag = z.enum([STATUS_TAGS.pending, STATUS_TAGS.approved, STATUS_TAGS.disabled]);
export type StatusTag = z.infer<typeof statusTag>;

/** A status tag as sent: `status:Approved` or the bare status the spec names (`Approved`); answered canonical. */
export const statusTagInput = z
  .string()
  .trim()
  .transform((v) => (v.toLowerCase().startsWith('status:') ? v.slice('status:'.length) : v).toLowerCase())
  .pipe(registrationStatus)
  .transform((status): StatusTag => STATUS_TAGS[status]);

/** docs/functions/shell-students-staff.md §7 sends the row as `ids`; an id alone is accepted too. Either way: the customer id. */
export const customerIdOrRow = z
  .union(
    [
      z.string().trim().min(1),
      z.number().int().nonnegative(),
      z.looseObject({ id: z.union([z.string().trim().min(1), z.number().int().nonnegative()]) }),
    ],
    {
      error: 'Give the customer row or its id.',
    },
  )
  .transform((v) => String(typeof v === 'object' ? v.id : v));

/** docs/functions/shell-students-staff.md §4: the only moves an operator may make. */
export const STATUS_TRANSITIONS: ReadonlyArray<{ from: RegistrationStatus; to: RegistrationStatus }> = [
  { from: 'pending', to: 'approved' },
  { from: 'pending', to: 'disabled' },
  { from: 'approved', to: 'disabled' },
  { from: 'disabled', to: 'approved' },
];

export const customerRow = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  url: z.string(),
  profile_country: z.string(),
  stp_school: z.string(),
  stp_course: z.string(),
  stp_state: z.string(),
  stp_startDate: z.string(),
  stp_endDate: z.string(),
  profile_crm_id: z.string(),
  profile_as400_id: z.string(),
  profile_phone: z.string(),
  profile_dob: z.string(),
  profile_privacy_policy_consent: z.string(),
  profile_email_policy_consent: z.string(),
  profile_link_distributor: z.string(),
  profile_distributor_name: z.string(),
});
export type CustomerRow = z.infer<typeof customerRow>;

const valueOf = z.object({ value: z.string() });
export const registrationExportRow = z.object({
  displayName: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  start_date: valueOf,
  end_date: valueOf,
  school: valueOf,
  course: valueOf,
  state: valueOf,
  phone: valueOf,
  dob: valueOf,
  country: valueOf,
  link_distributor: valueOf,
  distributor_name: valueOf,
  privacy_policy_consent: valueOf,
  email_policy_consent: valueOf,
});
export type RegistrationExportRow = z.infer<typeof registrationExportRow>;

const optionalDate = optionalDay;
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

const staffUpdateFields = z.object({
  id: z.string().min(1),
  startdate: optionalDate,
  enddate: optionalDate,
  school: text(120),
  course: text(120),
  state: text(60),
  crm_id: text(60),
  as400_id: text(60),
  phone: text(40),
  dob: optionalDate,
  country: text(60),
  privacy_policy_consent: z.boolean(),
  email_policy_consent: z.boolean(),
  link_distributor: text(120),
  distributor_name: text(120),
});

function endNotBeforeStart<T extends { startdate: string; enddate: string }>(b: T): boolean {
  return !b.startdate || !b.enddate || b.startdate <= b.enddate;
}
const END_DATE_RULE = { path: ['enddate'], message: 'End Date must not be before Start Date.' };

/** Staff update payload of docs/functions/shell-students-staff.md §3; the student payload adds `limit`. */
export const staffUpdateBody = staffUpdateFields.refine(endNotBeforeStart, END_DATE_RULE);
export type StaffUpdateBody = z.infer<typeof staffUpdateBody>;

export const studentUpdateBody = staffUpdateFields
  .extend({ limit: z.string().regex(/^\d{0,9}$/, 'Digits only.') })
  .refine(endNotBeforeStart, END_DATE_RULE);
export type StudentUpdateBody = z.infer<typeof studentUpdateBody>;

export const customerIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Customer id must be digits.') });

export const registrationsContract = {
  setStatus: defineCall({
    ...registrationRoutes.setStatus,
    body: z.object({ ids: customerIdOrRow, removeTag: statusTagInput, addTag: statusTagInput }),
    response: z.object({ customer: z.object({ id: z.string() }) }),
  }),
  detail: defineCall({
    ...registrationRoutes.detail,
    params: customerIdParams,
    response: customerRow,
  }),
  sync: defineCall({
    ...registrationRoutes.sync,
    body: z.object({ id: z.string().min(1) }),
    response: z.object({ id: z.string(), syncedAt: z.string() }),
  }),
} as const;

/** The list, export and upload calls of one registration programme, on its routes. */
export function registrationCalls(routes: ProgrammeRoutes) {
  return {
    list: defineCall({
      ...routes.list,
      params: z.object({ status: registrationStatus }),
      query: pageQuery,
      body: searchBody,
      response: countedPageResponse(customerRow),
    }),
    exportRows: defineCall({
      ...routes.exportRows,
      params: z.object({ status: registrationStatus }),
      body: searchBody,
      response: exportResponse(registrationExportRow),
    }),
    upload: defineCall({
      ...routes.upload,
      body: uploadRows,
      response: uploadAccepted,
      bodyLimitBytes: UPLOAD_BODY_LIMIT,
    }),
  } as const;
}
