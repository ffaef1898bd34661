import { isEmail } from '@console/contracts/common/email';
import { cell, normalizeRow } from '../../platform/sheet-rows';

/** One row of the national partner template, read; blank cells leave an existing partner's value as it is. */
export interface NationalPartnerInput {
  email: string;
  firstName: string;
  lastName: string;
  partner: string;
  crmId: string;
  as400Id: string;
  privacyConsent: boolean | null;
  emailConsent: boolean | null;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** Yes/No, True/False or 1/0 as operators type them; null when blank, undefined when not a consent. */
function consent(text: string): boolean | null | undefined {
  const t = text.toLowerCase();
  if (!t) return null;
  if (YES.has(t)) return true;
  if (NO.has(t)) return false;
  return undefined;
}

const MAX = 120;

export type ParsedNationalPartnerRow = { ok: true; input: NationalPartnerInput } | { ok: false; message: string };

export function parseNationalPartnerRow(raw: Record<string, unknown>): ParsedNationalPartnerRow {
  const row = normalizeRow(raw);
  const input = {
    email: cell(row, 'Email'),
    firstName: cell(row, 'First Name'),
    lastName: cell(row, 'Last Name'),
    partner: cell(row, 'National Partner', 'nationalPartner', 'np'),
    crmId: cell(row, 'CRM ID', 'crm_id'),
    as400Id: cell(row, 'AS400 ID', 'as400_id'),
  };
  const privacyConsent = consent(cell(row, 'Privacy Policy Consent', 'privacy_policy_consent'));
  const emailConsent = consent(cell(row, 'Email Policy Consent', 'email_policy_consent'));
  const problems: string[] = [];
  if (!isEmail(input.email)) problems.push('Email not valid.');
  if (input.firstName.length > MAX) problems.push('First Name not valid.');
  if (input.lastName.length > MAX) problems.push('Last Name not valid.');
  if (input.partner.length > MAX || input.partner.includes(',')) problems.push('National Partner not valid.');
  if (input.crmId.length > 60) problems.push('CRM ID not valid.');
  if (input.as400Id.length > 60) problems.push('AS400 ID not valid.');
  if (privacyConsent === undefined) problems.push('Privacy Policy Consent not valid.');
  if (emailConsent === undefined) problems.push('Email Policy Consent not valid.');
  if (problems.length) return { ok: false, message: problems.join(' ') };
  return { ok: true, input: { ...input, privacyConsent: privacyConsent ?? null, emailConsent: emailConsent ?? null } };
}

/** What a new national partner needs beyond a valid row. */
export function missingForCreate(input: NationalPartnerInput): string | null {
  const problems: string[] = [];
  if (!input.firstName) problems.push('First Name not valid.');
  if (!input.lastName) problems.push('Last Name not valid.');
  if (!input.partner) problems.push('National Partner not valid.');
  return problems.length ? problems.join(' ') : null;
}
