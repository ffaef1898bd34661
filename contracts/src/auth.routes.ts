import { defineRoute } from './common/call';

/*
 * The session calls' methods and paths and the cookies a sign-out clears, without zod: the header's
 * operator and Sign out load beside every first screen, so their code counts in its scripts (docs/budgets.md:
 * /students ≤ 200 KB gzip). The auth contract adds the schemas to the same routes.
 */

export const authRoutes = {
  login: defineRoute({ method: 'POST', path: '/auth/login', access: 'public' }),
  logout: defineRoute({ method: 'POST', path: '/auth/logout', access: 'public' }),
  me: defineRoute({ method: 'GET', path: '/api/me', access: 'operator' }),
} as const;

/** Removed on leaving the app as docs/functions/shell-students-staff.md §6 lists, plus each screen's tab cookie. */
export const CLEARED_COOKIES = [
  'state',
  'apiKey',
  'shopName',
  'accessToken',
  '_token',
  '_id',
  '_c_id',
  'customerToken',
  '_customApp',
  'routePrefix',
] as const;
