import { STATUS_TAGS, type CustomerRow, type RegistrationExportRow } from '@console/contracts/registrations.contract';
import { canonicalCountry } from './country';
import type { CustomerListRecord } from '../customers/customers.service';

export const CUSTOMER_GID_PREFIX = 'gid://shop/Customer/';

export function customerGid(id: number): string {
  return `${CUSTOMER_GID_PREFIX}${id}`;
}

/** Accepts a gid or a bare id: docs/functions/shell-students-staff.md §3 says the last path segment is the customer id. */
export function customerIdFrom(text: string): number | null {
  const last = text.split('/').pop() ?? '';
  return /^\d{1,15}$/.test(last) ? Number(last) : null;
}

/** The programme tag of docs/functions/shell-students-staff.md §3 (also sent to the store by uploads). */
export const USER_TYPE_TAGS = { student: 'UserType:Student', staff: 'UserType:Staff' } as const;

/*
 * The tags below are chosen by comparing, not by a Map or object lookup: the driver's strings are new on
 * every row, and a lookup hashes each one first, a visible share of a list page's mapping.
 */
function userTypeTag(programme: string): string | undefined {
  if (programme === 'student') return USER_TYPE_TAGS.student;
  if (programme === 'staff') return USER_TYPE_TAGS.staff;
  return undefined;
}

function statusTag(status: string | null): string | undefined {
  if (status === 'pending') return STATUS_TAGS.pending;
  if (status === 'approved') return STATUS_TAGS.approved;
  if (status === 'disabled') return STATUS_TAGS.disabled;
  return undefined;
}

/** Cents as a decimal amount with two places ('1419.06'), as `(cents / 100).toFixed(2)` writes whole cents, at a third of its cost. */
function centsAmount(cents: number): string {
  const abs = Math.abs(cents);
  const part = abs % 100;
  return `${cents < 0 ? '-' : ''}${(abs - part) / 100}.${part < 10 ? '0' : ''}${part}`;
}

/** The tag list of docs/functions/shell-students-staff.md §3, composed from columns so each fact is stored once. */
export function customerTags(c: CustomerListRecord): string[] {
  const tags: string[] = [];
  const userType = userTypeTag(c.programme);
  if (userType) tags.push(userType);
  const status = statusTag(c.status);
  if (status) tags.push(status);
  if (c.programme === 'student') {
    tags.push(`amount_spent:${centsAmount(c.amount_spent_cents)}`);
    if (c.discount_limit_cents !== null) tags.push(`discount_limit:${Math.round(c.discount_limit_cents / 100)}`);
  }
  if (c.crm_id) tags.push(`crm_id:${c.crm_id}`);
  if (c.as400_id) tags.push(`as400_id:${c.as400_id}`);
  // Most customers carry no tags of their own: '[]' is not worth parsing on every row of every page.
  if (c.tags !== '[]') for (const tag of JSON.parse(c.tags) as string[]) tags.push(tag);
  return tags;
}

export function displayName(c: Pick<CustomerListRecord, 'first_name' | 'last_name' | 'email'>): string {
  return `${c.first_name} ${c.last_name}`.trim() || c.email;
}

export function toCustomerRow(c: CustomerListRecord, storeAdminUrl: string): CustomerRow {
  return {
    id: customerGid(c.id),
    displayName: displayName(c),
    email: c.email,
    tags: customerTags(c),
    createdAt: c.created_at,
    url: `${storeAdminUrl}/customers/${c.id}`,
    profile_country: canonicalCountry(c.country),
    stp_school: c.school,
    stp_course: c.course,
    stp_state: c.state,
    stp_startDate: c.start_date,
    stp_endDate: c.end_date,
    profile_crm_id: c.crm_id,
    profile_as400_id: c.as400_id,
    profile_phone: c.phone,
    profile_dob: c.dob,
    profile_privacy_policy_consent: c.privacy_consent ? '1' : '0',
    profile_email_policy_consent: c.email_consent ? '1' : '0',
    profile_link_distributor: c.link_distributor,
    profile_distributor_name: c.distributor_name,
  };
}

export function toExportRow(c: CustomerListRecord): RegistrationExportRow {
  const v = (value: string) => ({ value });
  return {
    displayName: displayName(c),
    email: c.email,
    tags: customerTags(c),
    createdAt: c.created_at,
    start_date: v(c.start_date),
    end_date: v(c.end_date),
    school: v(c.school),
    course: v(c.course),
    state: v(c.state),
    phone: v(c.phone),
    dob: v(c.dob),
    country: v(canonicalCountry(c.country)),
    link_distributor: v(c.link_distributor),
    distributor_name: v(c.distributor_name),
    privacy_policy_consent: v(c.privacy_consent ? '1' : '0'),
    email_policy_consent: v(c.email_consent ? '1' : '0'),
  };
}
