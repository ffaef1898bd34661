import { defineRoute } from './common/call';

/*
 * The registration calls' methods and paths and the constants the Students and Staff lists use, without
 * zod: the web's first list screen sends its calls from these (issue 19: JS budget). The contracts
 * (registrations, students, staff) add each call's schemas to the same route.
 */

/** Shared by students and staff: the registration core of spec 1 §3–§4. */
export const REGISTRATION_STATUSES = ['pending', 'approved', 'disabled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The status tags sent by PUT /api/customers. */
export const STATUS_TAGS = { pending: 'status:Pending', approved: 'status:Approved', disabled: 'status:Disabled' } as const;

/** Columns of the students and staff upload template (DESIGN.md §4). */
export const REGISTRATION_TEMPLATE_COLUMNS = ['First Name', 'Last Name', 'Email', 'School', 'Course', 'State', 'Start Date', 'End Date', 'Country', 'Phone'] as const;

export const registrationRoutes = {
  setStatus: defineRoute({ method: 'PUT', path: '/api/customers' }),
  detail: defineRoute({ method: 'GET', path: '/api/customer/:id' }),
  sync: defineRoute({ method: 'POST', path: '/api/agora' }),
} as const;

/** The list, export and upload routes of one registration programme. */
function programmeRoutes(base: { list: string; exportPath: string; upload: string }) {
  return {
    list: defineRoute({ method: 'POST', path: `${base.list}/:status` }),
    exportRows: defineRoute({ method: 'POST', path: `${base.exportPath}/:status` }),
    upload: defineRoute({ method: 'PUT', path: base.upload }),
  } as const;
}
export type ProgrammeRoutes = ReturnType<typeof programmeRoutes>;

export const studentRoutes = {
  ...programmeRoutes({ list: '/api/students', exportPath: '/api/excelexport/students', upload: '/api/createstudentcustomers' }),
  update: defineRoute({ method: 'PUT', path: '/api/studentcustomers' }),
  getDefaultDiscountLimit: defineRoute({ method: 'GET', path: '/api/default-discount-limit' }),
  setDefaultDiscountLimit: defineRoute({ method: 'POST', path: '/api/default-discount-limit' }),
} as const;

/** The staff update and upload calls are not in the spec; they mirror the student ones (docs/decisions.md). */
export const staffRoutes = {
  ...programmeRoutes({ list: '/api/staffs', exportPath: '/api/excelexport/staffs', upload: '/api/createstaffcustomers' }),
  update: defineRoute({ method: 'PUT', path: '/api/staffcustomers' }),
  /** Spec 1 §7: GET /api/staffs/disabled, used for refresh; answers the first page of disabled staff. */
  disabledFirstPage: defineRoute({ method: 'GET', path: '/api/staffs/disabled' }),
} as const;

/** Shown in the edit dialog until the saved default arrives (spec 1 §9). */
export const INITIAL_DEFAULT_DISCOUNT_LIMIT = '9500';
