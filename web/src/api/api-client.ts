import {
  callPath,
  callQueryString,
  rewritePath,
  type Call,
  type CallBodyInput,
  type CallParamsInput,
  type CallQueryInput,
  type CallResponse,
  type CallRoute,
} from '@console/contracts/common/call';
import type { ErrorBody } from '@console/contracts/common/errors';
import { apiFetch } from './api-fetch';
import { getCookie } from './cookies';

/** A failed call: the HTTP status and the server's JSON error body (field errors included). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
}

/** Path parameters, query and body, each typed from the call's own schema. */
export interface CallInput<C extends Call> {
  params?: CallParamsInput<C>;
  query?: CallQueryInput<C>;
  body?: CallBodyInput<C>;
  signal?: AbortSignal;
}

/** The one client every screen uses: the contract gives method and path, so types cannot drift. */
export function callApi<C extends Call>(call: C, input: CallInput<C> = {}): Promise<CallResponse<C>> {
  return sendCall<C>(call, input);
}

/**
 * The same call sent from its route alone (a `*.routes.ts` entry, no schemas), typed from the contract
 * entry named as `C`, whose method and path the route must be: a list screen's first load need not
 * bring zod (JS budget).
 */
export async function sendCall<C extends Call>(call: CallRoute<C>, input: CallInput<C> = {}): Promise<CallResponse<C>> {
  const path = callPath(call.path, input.params);
  let url = rewritePath(path, getCookie('routePrefix'));
  const query = callQueryString(input.query);
  if (query) url += `?${query}`;
  const hasBody = input.body !== undefined;
  const res = await apiFetch(url, {
    method: call.method,
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(input.body) : undefined,
    signal: input.signal,
  });
  const text = await res.text();
  const json: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, json as ErrorBody | null);
  return json as CallResponse<C>;
}
