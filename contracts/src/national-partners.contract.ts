import { z } from 'zod';
import { defineCall } from './common/call';
import { exportResponse, pageQuery, pageResponse } from './common/paging';
import { searchBody } from './common/search';
import { UPLOAD_BODY_LIMIT, excelDataBody, uploadAccepted } from './common/upload';

/** The tag prefix naming a national partner (docs/functions/people-invites-events.md §9). */
export const NATIONAL_PARTNER_TAG_PREFIX = 'np:';

/** docs/functions/people-invites-events.md §3 national partner row; consents are '1' or '0' as in the registration rows. */
export const nationalPartnerRow = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  nationalPartner: z.string(),
  profile_email_policy_consent: z.string(),
  profile_privacy_policy_consent: z.string(),
  profile_crm_id: z.string(),
  profile_as400_id: z.string(),
});
export type NationalPartnerRow = z.infer<typeof nationalPartnerRow>;

export const nationalPartnerExportRow = z.object({
  displayName: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  nationalPartner: z.string(),
  /** The e-mail policy consent. */
  acceptsMarketing: z.boolean(),
  privacy_policy_consent: z.object({ value: z.string() }),
});
export type NationalPartnerExportRow = z.infer<typeof nationalPartnerExportRow>;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

export const nationalPartnerUpdateBody = z.object({
  id: z.string().min(1),
  crm_id: text(60),
  as400_id: text(60),
  privacy_policy_consent: z.boolean(),
  email_policy_consent: z.boolean(),
});
export type NationalPartnerUpdateBody = z.infer<typeof nationalPartnerUpdateBody>;

/** Columns of the national partner upload template; rows are created or updated by e-mail. */
export const NATIONAL_PARTNER_TEMPLATE_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'National Partner',
  'CRM ID',
  'AS400 ID',
  'Privacy Policy Consent',
  'Email Policy Consent',
] as const;

export const nationalPartnersContract = {
  list: defineCall({
    method: 'POST',
    path: '/api/nationalpartners',
    flags: ['showNP'],
    query: pageQuery,
    body: searchBody,
    response: pageResponse(nationalPartnerRow),
  }),
  upload: defineCall({
    method: 'POST',
    path: '/api/nationalpartner',
    flags: ['showNP'],
    body: excelDataBody,
    response: uploadAccepted,
    bodyLimitBytes: UPLOAD_BODY_LIMIT,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/nationalpartner',
    flags: ['showNP'],
    body: nationalPartnerUpdateBody,
    response: z.object({ id: z.string() }),
  }),
  exportRows: defineCall({
    method: 'POST',
    path: '/api/excelexport/nationalpartners',
    flags: ['showNP'],
    body: searchBody,
    response: exportResponse(nationalPartnerExportRow),
  }),
} as const;
