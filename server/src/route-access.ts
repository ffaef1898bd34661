import type { Flag } from '@console/contracts/common/flags';

/**
 * The one table that says which operator flag opens each `/api` route (DESIGN.md §4). An operator
 * needs any one of the listed flags; an empty list means any signed-in operator. Routes shared by
 * several functions also check the flag of the record they touch, in the service.
 * Registering a route that is missing here fails at start, and a test walks every entry.
 */
export const ROUTE_ACCESS: Readonly<Record<string, readonly Flag[]>> = {
  'GET /api/me': [],
  'GET /api/jobs/:id': [],

  'POST /api/students/:status': ['showStudents'],
  'POST /api/excelexport/students/:status': ['showStudents'],
  'PUT /api/studentcustomers': ['showStudents'],
  'PUT /api/createstudentcustomers': ['showStudents'],
  'GET /api/default-discount-limit': ['showStudents'],
  'POST /api/default-discount-limit': ['showStudents'],

  'POST /api/staffs/:status': ['showStaff'],
  'GET /api/staffs/disabled': ['showStaff'],
  'POST /api/excelexport/staffs/:status': ['showStaff'],
  'PUT /api/staffcustomers': ['showStaff'],
  'PUT /api/createstaffcustomers': ['showStaff'],

  'PUT /api/customers': ['showStudents', 'showStaff'],
  'GET /api/customer/:id': ['showStudents', 'showStaff'],
  'POST /api/agora': ['showStudents', 'showStaff'],
};
