import { studentRoutes } from '@console/contracts/registrations.routes';
import type { RegistrationConfig } from '../registrations/registration-config';
import { STUDENT_EXPORT_COLUMNS, RegistrationPage, STATUS_REPORT_NAMES, registrationTabs } from '../registrations/registrations.programme';
import { studentKeys } from './students-query-keys';

const STUDENTS: RegistrationConfig = {
  programme: 'students',
  keys: studentKeys,
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
