import { formatIsoDate } from '@console/contracts/common/dates';
import { formatDollars, parseDollars } from '@console/contracts/common/money';
import { tagValue } from '@console/contracts/common/tags';
import type { CustomerRow, StudentUpdateBody } from '@console/contracts/registrations.contract';

/** The edit dialog's fields: the student update payload of docs/functions/shell-students-staff.md §3 (staff leave out `limit`). */
export type RegistrationFormValues = StudentUpdateBody;

/**
 * The dialog's values for a customer. A missing or 'undefined' start or end date becomes today
 * (docs/functions/shell-students-staff.md §5); the discount limit is the customer's own, else the default limit.
 */
export function formValuesFrom(customer: CustomerRow, defaultLimit: string, today: string): RegistrationFormValues {
  return {
    id: customer.id,
    startdate: formatIsoDate(customer.stp_startDate) || today,
    enddate: formatIsoDate(customer.stp_endDate) || today,
    limit: tagValue(customer.tags, 'discount_limit') ?? defaultLimit,
    school: customer.stp_school,
    course: customer.stp_course,
    state: customer.stp_state,
    crm_id: customer.profile_crm_id,
    as400_id: customer.profile_as400_id,
    phone: customer.profile_phone,
    dob: formatIsoDate(customer.profile_dob),
    country: customer.profile_country,
    privacy_policy_consent: customer.profile_privacy_policy_consent === '1',
    email_policy_consent: customer.profile_email_policy_consent === '1',
    link_distributor: customer.profile_link_distributor,
    distributor_name: customer.profile_distributor_name,
  };
}

/** The last path segment of a gid is the customer id (docs/functions/shell-students-staff.md §3). */
export function customerIdOf(gid: string): string {
  return gid.split('/').pop() ?? gid;
}

/**
 * The read-only Amount Spent as money: '$12.50' for the tag 'amount_spent:12.50';
 * a tag that is not an amount shows as stored, none as empty. The export keeps the stored number.
 */
export function amountSpentText(tags: readonly string[]): string {
  const stored = tagValue(tags, 'amount_spent') ?? '';
  const amount = parseDollars(stored);
  return stored === '' || Number.isNaN(amount) ? stored : formatDollars(amount);
}
