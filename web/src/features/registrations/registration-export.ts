import { formatIsoDate } from '@console/contracts/common/dates';
import { tagValue } from '@console/contracts/common/tags';
import type { RegistrationExportRow } from '@console/contracts/registrations.contract';
import type { ExcelColumn } from '../../ui/excel-export';

type Column = ExcelColumn<RegistrationExportRow>;

const consent = (text: string) => (text === '1' ? 'True' : 'False');
const tags = (row: RegistrationExportRow) => row.tags.join(', ');

/** docs/functions/shell-students-staff.md §9: student export columns, headers in row 1, dates YYYY-MM-DD, consents True/False. */
export const STUDENT_EXPORT_COLUMNS: Column[] = [
  { header: 'Name', value: (r) => r.displayName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Start Date', value: (r) => formatIsoDate(r.start_date.value) },
  { header: 'End Date', value: (r) => formatIsoDate(r.end_date.value) },
  { header: 'Amount Spent', value: (r) => tagValue(r.tags, 'amount_spent') ?? '' },
  { header: 'Discount Limit', value: (r) => tagValue(r.tags, 'discount_limit') ?? '' },
  { header: 'School', value: (r) => r.school.value },
  { header: 'Course', value: (r) => r.course.value },
  { header: 'State', value: (r) => r.state.value },
  // The spec lists a Profile column without saying what fills it; it stays empty.
  { header: 'Profile', value: () => '' },
  { header: 'CRM ID', value: (r) => tagValue(r.tags, 'crm_id') ?? '' },
  { header: 'AS400 ID', value: (r) => tagValue(r.tags, 'as400_id') ?? '' },
  { header: 'Phone', value: (r) => r.phone.value },
  { header: 'DOB', value: (r) => formatIsoDate(r.dob.value) },
  { header: 'Country', value: (r) => r.country.value },
  { header: 'Tags', value: tags },
  { header: 'Linked Distributor', value: (r) => r.link_distributor.value },
  { header: 'Distributor Name', value: (r) => r.distributor_name.value },
  { header: 'Privacy Policy Consent', value: (r) => consent(r.privacy_policy_consent.value) },
  { header: 'Email Policy Consent', value: (r) => consent(r.email_policy_consent.value) },
  { header: 'Created Date', value: (r) => formatIsoDate(r.createdAt) },
];

/** docs/functions/shell-students-staff.md §9: staff export columns (under a title, a created-on stamp, headers in row 9). */
export const STAFF_EXPORT_COLUMNS: Column[] = [
  { header: 'Name', value: (r) => r.displayName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Tags', value: tags },
  { header: 'Created Date', value: (r) => formatIsoDate(r.createdAt) },
  { header: 'Country', value: (r) => r.country.value },
  { header: 'School', value: (r) => r.school.value },
];
