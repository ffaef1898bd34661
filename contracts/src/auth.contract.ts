import { z } from 'zod';
import { FLAGS } from './common/flags';
import { defineCall } from './common/call';
import { authRoutes } from './auth.routes';

export const loginBody = z.object({
  email: z.string().trim().min(1, 'Email is required.').max(254),
  password: z.string().min(1, 'Password is required.').max(1000),
});

export const authContract = {
  login: defineCall({
    ...authRoutes.login,
    body: loginBody,
    response: z.object({ token: z.string(), customerId: z.number(), shopName: z.string(), flags: z.array(z.enum(FLAGS)) }),
  }),
  logout: defineCall({ ...authRoutes.logout, response: z.object({ ok: z.boolean() }) }),
  me: defineCall({
    ...authRoutes.me,
    response: z.object({ id: z.number(), email: z.string(), flags: z.array(z.enum(FLAGS)), shopName: z.string() }),
  }),
} as const;

/** Cookies the console sets at sign-in and clears at sign-out (docs/outside-interfaces.md, docs/functions/shell-students-staff.md §6). */
export const SESSION_COOKIES = ['shopName', 'apiKey', 'accessToken', 'customerToken', '_c_id', '_customApp', 'routePrefix'] as const;
// Defined without zod beside the routes; exported here too, beside the calls that set them.
export { CLEARED_COOKIES } from './auth.routes';
export const ROUTE_PREFIX = '/api';
