import { z } from 'zod';
import { FLAGS } from './common/flags';
import { defineCall } from './common/call';

export const loginBody = z.object({
  email: z.string().trim().min(1, 'Email is required.').max(254),
  password: z.string().min(1, 'Password is required.').max(1000),
});

export const authContract = {
  login: defineCall({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    body: loginBody,
    response: z.object({ token: z.string(), customerId: z.number(), shopName: z.string(), flags: z.array(z.enum(FLAGS)) }),
  }),
  logout: defineCall({ method: 'POST', path: '/auth/logout', access: 'public', response: z.object({ ok: z.boolean() }) }),
  me: defineCall({
    method: 'GET',
    path: '/api/me',
    access: 'operator',
    response: z.object({ id: z.number(), email: z.string(), flags: z.array(z.enum(FLAGS)), shopName: z.string() }),
  }),
} as const;

/** Cookies the console sets at sign-in and clears at sign-out (DESIGN.md §4, spec 1 §6). */
export const SESSION_COOKIES = ['shopName', 'apiKey', 'accessToken', 'customerToken', '_c_id', '_customApp', 'routePrefix'] as const;
/** Removed on leaving the app as spec 1 §6 lists, plus each screen's tab cookie. */
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
export const ROUTE_PREFIX = '/api';
