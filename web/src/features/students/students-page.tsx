import { studentRoutes } from '@console/contracts/registrations.routes';
import { RegistrationPage } from '../registrations/registration-page';
import { STATUS_REPORT_NAMES, registrationTabs, type RegistrationConfig } from '../registrations/registration-config';
import { STUDENT_EXPORT_COLUMNS } from '../registrations/registration-export';

const STUDENTS: RegistrationConfig = {
  programme: 'students',
  title: 'Students',
  tabCookie: 'studentTab',
  tabs: registrationTabs(),
  routes: studentRoutes,
  discountLimit: true,
  nameAsLink: false,
  courseColumn: true,
  exportFor: (status) => ({ fileNamePrefix: `Student_${STATUS_REPORT_NAMES[status]}_Report_`, columns: STUDENT_EXPORT_COLUMNS }),
  templateFileName: 'students_template.csv',
};

/** /students (docs/functions/shell-students-staff.md §2.2). */
export function StudentsPage() {
  return <RegistrationPage config={STUDENTS} />;
}
