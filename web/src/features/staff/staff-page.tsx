import { staffRoutes } from '@console/contracts/registrations.routes';
import { fetchRejectedStaffFirstPage } from '../registrations/registration-detail-queries';
import { RegistrationPage } from '../registrations/registration-page';
import { STATUS_REPORT_NAMES, registrationTabs, type RegistrationConfig } from '../registrations/registration-config';
import { STAFF_EXPORT_COLUMNS } from '../registrations/registration-export';

const STAFF: RegistrationConfig = {
  programme: 'staff',
  title: 'Staff',
  tabCookie: 'staffTab',
  tabs: registrationTabs({ approvedNextLabel: 'To Next' }),
  routes: staffRoutes,
  // docs/functions/shell-students-staff.md §7: GET /api/staffs/disabled answers the first page of rejected staff.
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
