import type { z } from 'zod';
import type { Flag } from './flags';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call (docs/outside-interfaces.md), declared with it and required, so a call without it fails
 * typecheck: an operator holding any one of `flags`; `access: 'operator'` any signed-in operator;
 * `access: 'public'` no operator identity (sign-in and sign-out check their own caller). Routes
 * shared by several functions also check the flag of the record they touch, in the service.
 */
export type CallAccess = { flags: readonly [Flag, ...Flag[]]; access?: never } | { access: 'operator' | 'public'; flags?: never };

/** The operator flags of a call's access ([]: any signed-in operator); undefined for a public call. */
export function callFlags(access: CallAccess): readonly Flag[] | undefined {
  return access.flags ?? (access.access === 'operator' ? [] : undefined);
}

/** One call of the spec: the server route and the web client are both built from this. */
export type Call = CallAccess & CallShape;

interface CallShape {
  method: Method;
  /** Fastify-style path, `:name` for parameters. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Bodies of bulk uploads may be large; the server raises its limit for these. */
  bodyLimitBytes?: number;
}

export function defineCall<const C extends Call>(call: C): C {
  return call;
}

/**
 * A call's method and path alone, defined without zod in a `*.routes.ts` module and spread into its
 * contract entry (`defineCall({ ...routes.x, body, response })`): a web screen sends the call with this
 * and the entry's type, so its first load does not bring the schemas (the JS budget, docs/budgets.md).
 */
export type CallRoute<C extends Call = Call> = Pick<C, 'method' | 'path'>;

/** A route names its access too: the contract entry spreading it takes it along. */
export function defineRoute<const R extends CallRoute & CallAccess>(route: R): R {
  return route;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type CallParams<C extends Call> = Infer<C['params']>;
export type CallQuery<C extends Call> = Infer<C['query']>;
export type CallBody<C extends Call> = Infer<C['body']>;
export type CallBodyInput<C extends Call> = InferInput<C['body']>;
export type CallResponse<C extends Call> = z.infer<C['response']>;

/**
 * What a caller puts in a path or query string: the schema's input, except that a field whose input is
 * `unknown` (`z.coerce.number()`) takes its parsed type, so an id is a number rather than anything.
 * A call without the schema takes none.
 */
type WireField<In, Out> = unknown extends In ? Out : In;
export type WireFields<S> = S extends z.ZodType
  ? { [K in keyof z.input<S>]: WireField<z.input<S>[K], K extends keyof z.output<S> ? z.output<S>[K] : never> }
  : undefined;
export type CallParamsInput<C extends Call> = WireFields<C['params']>;
export type CallQueryInput<C extends Call> = WireFields<C['query']>;

/** Fills `:name` segments of a call's path. */
export function callPath(path: string, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * docs/functions/shell-students-staff.md §7: the shared client drops the first path segment after the leading slash and prefixes
 * the route-prefix cookie, so `/api/students/pending` goes to `${routePrefix}/students/pending`
 * and `/credits/transactions` to `${routePrefix}/transactions`. Sign-in and sign-out (`/auth/*`)
 * are served where they are.
 */
export function rewritePath(path: string, routePrefix: string | undefined): string {
  if (path.startsWith('/auth/')) return path;
  const rest = path.replace(/^\/[^/]*/, '');
  return `${(routePrefix ?? '/api').replace(/\/$/, '')}${rest}`;
}

/** A query string (without `?`) of the fields set: undefined and empty values are left out. */
export function callQueryString(query?: object): string {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
}

/** Where the server serves a call: its path as the client's rewrite lands it with the default prefix. */
export function servedPath(path: string): string {
  return rewritePath(path, '/api');
}
