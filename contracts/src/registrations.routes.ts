import { defineRoute } from './common/call';
import type { Flag } from './common/flags';

/*
 * The registration calls' methods and paths and the constants the Students and Staff lists use, without
 * zod: the web's first list screen sends its calls from these (the JS budget, docs/budgets.md). The contracts
 * (registrations, students, staff) add each call's schemas to the same route.
 */

/** Shared by students and staff: the registration core of docs/functions/shell-students-staff.md §3–§4. */
export const REGISTRATION_STATUSES = ['pending', 'approved', 'disabled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The status tags sent by PUT /api/customers. */
export const STATUS_TAGS = { pending: 'status:Pending', approved: 'status:Approved', disabled: 'status:Disabled' } as const;

/** Columns of the students and staff upload template (docs/outside-interfaces.md). */
export const REGISTRATION_TEMPLATE_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'School',
  'Course',
  'State',
  'Start Date',
  'End Date',
  'Country',
  'Phone',
] as const;

export const registrationRoutes = {
  setStatus: defineRoute({ method: 'PUT', path: '/api/customers', flags: ['showStudents', 'showStaff'] }),
  detail: defineRoute({ method: 'GET', path: '/api/customer/:id', flags: ['showStudents', 'showStaff'] }),
  sync: defineRoute({ method: 'POST', path: '/api/agora', flags: ['showStudents', 'showStaff'] }),
} as const;

/** The list, export and upload routes of one registration programme. */
function programmeRoutes(base: { list: string; exportPath: string; upload: string }, flag: Flag) {
  const flags = [flag] as const;
  return {
    list: defineRoute({ method: 'POST', path: `${base.list}/:status`, flags }),
    exportRows: defineRoute({ method: 'POST', path: `${base.exportPath}/:status`, flags }),
    upload: defineRoute({ method: 'PUT', path: base.upload, flags }),
  } as const;
}
export type ProgrammeRoutes = ReturnType<typeof programmeRoutes>;

export const studentRoutes = {
  ...programmeRoutes(
    { list: '/api/students', exportPath: '/api/excelexport/students', upload: '/api/createstudentcustomers' },
    'showStudents',
  ),
  update: defineRoute({ method: 'PUT', path: '/api/studentcustomers', flags: ['showStudents'] }),
  getDefaultDiscountLimit: defineRoute({ method: 'GET', path: '/api/default-discount-limit', flags: ['showStudents'] }),
  setDefaultDiscountLimit: defineRoute({ method: 'POST', path: '/api/default-discount-limit', flags: ['showStudents'] }),
} as const;

/** The staff update and upload calls are not in the spec; they mirror the student ones (docs/decisions.md). */
export const staffRoutes = {
  ...programmeRoutes({ list: '/api/staffs', exportPath: '/api/excelexport/staffs', upload: '/api/createstaffcustomers' }, 'showStaff'),
  update: defineRoute({ method: 'PUT', path: '/api/staffcustomers', flags: ['showStaff'] }),
  /** docs/functions/shell-students-staff.md §7: GET /api/staffs/disabled, used for refresh; answers the first page of disabled staff. */
  disabledFirstPage: defineRoute({ method: 'GET', path: '/api/staffs/disabled', flags: ['showStaff'] }),
} as const;

/** Shown in the edit dialog until the saved default arrives (docs/functions/shell-students-staff.md §9). */
export const INITIAL_DEFAULT_DISCOUNT_LIMIT = '9500';
