import { staffRoutes } from '@console/contracts/registrations.routes';
import type { RegistrationConfig } from '../registrations/registration-config';
import { STAFF_EXPORT_COLUMNS, RegistrationPage, STATUS_REPORT_NAMES, registrationTabs } from '../registrations/registrations.programme';
import { fetchRejectedStaffFirstPage } from './staff-queries';
import { staffKeys } from './staff-query-keys';

const STAFF: RegistrationConfig = {
  programme: 'staff',
  keys: staffKeys,
  title: 'Staff',
  tabCookie: 'staffTab',
  tabs: registrationTabs({ approvedNextLabel: 'To Next' }),
  routes: staffRoutes,
  firstPage: { disabled: fetchRejectedStaffFirstPage },
  discountLimit: false,
  nameAsLink: true,
  courseColumn: false,
  rowHeight: 50,
  headerHeight: 60,
  exportFor: (status) => ({
    fileNamePrefix: `Staff_${STATUS_REPORT_NAMES[status]}_Report_`,
    title: `Staff ${STATUS_REPORT_NAMES[status]} Report`,
    columns: STAFF_EXPORT_COLUMNS,
  }),
  templateFileName: 'staff_template.csv',
};

/** /staff (docs/functions/shell-students-staff.md §2.3). */
export function StaffPage() {
  return <RegistrationPage config={STAFF} />;
}
