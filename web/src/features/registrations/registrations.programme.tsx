/**
 * What the programmes built on registrations (Students, Staff) use: the screen, the tabs and the report
 * names and columns. Each programme's feature gives its RegistrationConfig and its own query keys.
 */
import { formatIsoDate } from '@console/contracts/common/dates';
import { tagValue } from '@console/contracts/common/tags';
import type { RegistrationExportRow } from '@console/contracts/registrations.contract';
import type { RegistrationStatus } from '@console/contracts/registrations.routes';
import { CookieTabs } from '../../ui/cookie-tabs';
import type { ExcelColumn } from '../../ui/excel-export';
import { PageFrame } from '../../ui/page-frame';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { MEMBERSHIP_SYSTEM_NAME, type RegistrationConfig, type RegistrationTab } from './registration-config';
import { RegistrationTabPanel } from './registration-tab-panel';

/** The Students and Staff screens (docs/functions/shell-students-staff.md §2.2, §2.3): one page, three tabs, the tab kept in a cookie. */
export function RegistrationPage({ config }: { config: RegistrationConfig }) {
  const [selected, select] = useCookieTab(config.tabCookie, config.tabs.length);
  const tabs = config.tabs.map((tab) => ({ key: tab.status, label: tab.label, panel: <RegistrationTabPanel config={config} tab={tab} /> }));
  return (
    <PageFrame title={config.title} fullWidth>
      <CookieTabs tabs={tabs} selected={selected} onSelect={select} />
    </PageFrame>
  );
}

/** docs/functions/shell-students-staff.md §2.2 and §4: the three tabs and the moves each offers. */
export function registrationTabs(options: { approvedNextLabel?: string } = {}): RegistrationTab[] {
  return [
    {
      label: 'Pending',
      status: 'pending',
      actions: [
        { kind: 'status', label: 'Approve', to: 'approved' },
        { kind: 'status', label: 'Reject', to: 'disabled' },
      ],
    },
    {
      label: 'Approved',
      status: 'approved',
      actions: [
        { kind: 'status', label: 'Reject', to: 'disabled' },
        { kind: 'sync', label: `${MEMBERSHIP_SYSTEM_NAME} Sync` },
      ],
      nextLabel: options.approvedNextLabel,
    },
    { label: 'Rejected', status: 'disabled', actions: [{ kind: 'status', label: 'Approve', to: 'approved' }] },
  ];
}

/** Report names follow the tab: Pending, Approved, Rejected (disabled). */
export const STATUS_REPORT_NAMES: Record<RegistrationStatus, string> = { pending: 'Pending', approved: 'Approved', disabled: 'Rejected' };

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
