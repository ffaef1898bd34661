import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import {
  callPath,
  callQueryString,
  servedPath,
  type Call,
  type CallBodyInput,
  type CallParamsInput,
  type CallQueryInput,
  type CallResponse,
} from '@console/contracts/common/call';
import { cookieMap } from './session';

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** Path parameters, query and body typed from the call's schemas, as the web client takes them. */
export interface ContractInput<C extends Call = Call> {
  params?: CallParamsInput<C>;
  query?: CallQueryInput<C>;
  body?: CallBodyInput<C>;
}

/**
 * Test setup and checks through the API, with the identity headers of docs/functions/shell-students-staff.md §7 taken from the page's
 * cookies.
 */
export interface Api {
  /** A call through its contract entry: method and path from the contract, the answer typed from it. */
  call<C extends Call>(call: C, input?: ContractInput<C>): Promise<ApiAnswer<CallResponse<C>>>;
  get<T>(path: string): Promise<ApiAnswer<T>>;
  post<T>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  put<T>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  patch<T>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  delete<T>(path: string): Promise<ApiAnswer<T>>;
}

async function send<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<ApiAnswer<T>> {
  const res = await request.fetch(path, { method, headers, data: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status(), body: (text ? JSON.parse(text) : null) as T };
}

/** The path the server serves a call at, parameters filled (the contract's path, never a literal). */
export const pathOfCall = (call: Call, params?: object): string => servedPath(callPath(call.path, params));

/** The served path of a call up to its first `:parameter`, for a spec that adds the parameter itself. */
export const pathPrefixOfCall = (call: Call): string => servedPath(call.path.replace(/\/:.*$/, ''));

/**
 * Whether a request or response the page saw is this call (method and path; the query string is not
 * compared), for `page.waitForRequest` / `waitForResponse` and request listeners.
 */
export function isCallOf(call: Call, params?: object): (r: Request | Response) => boolean {
  const path = pathOfCall(call, params);
  return (r) => {
    const request = 'request' in r ? r.request() : r;
    return request.method() === call.method && new URL(request.url()).pathname === path;
  };
}

/** A `page.route` matcher for a call's path (any method, any query string). */
export const routeOfCall = (call: Call, params?: object) => {
  const path = pathOfCall(call, params);
  return (url: URL) => url.pathname === path;
};

/**
 * `shop`: the shop the calls act on (`X-Shop-Name`, docs/several-shops.md), as a tab showing it sends; without it the
 * server takes the `shopName` cookie's.
 */
export async function apiFor(page: Page, options: { shop?: string } = {}): Promise<Api> {
  const cookies = await cookieMap(page.context());
  const token = cookies.get('customerToken');
  const customerId = cookies.get('_c_id');
  if (!token || !customerId) throw new Error('apiFor: the page has no customerToken/_c_id cookies; sign in first');
  const identity: Record<string, string> = { token, customerId, ...(options.shop ? { 'X-Shop-Name': options.shop } : {}) };
  const headers = { ...identity, 'content-type': 'application/json' };
  return {
    call: (call, input = {}) => {
      const query = callQueryString(input.query);
      const path = pathOfCall(call, input.params) + (query ? `?${query}` : '');
      // No body, no content type: the server refuses an empty JSON body.
      return send(page.request, call.method, path, input.body === undefined ? identity : headers, input.body);
    },
    get: (path) => send(page.request, 'GET', path, headers, undefined),
    post: (path, body) => send(page.request, 'POST', path, headers, body ?? {}),
    put: (path, body) => send(page.request, 'PUT', path, headers, body ?? {}),
    patch: (path, body) => send(page.request, 'PATCH', path, headers, body ?? {}),
    delete: (path) => send(page.request, 'DELETE', path, identity, undefined),
  };
}

/**
 * Calls the API through a contract entry, as the web client does: method and path from the contract
 * (no path literals), the answer typed from its response schema (no hand-written answer types).
 */
export async function callContract<C extends Call>(page: Page, call: C, input: ContractInput<C> = {}): Promise<ApiAnswer<CallResponse<C>>> {
  return (await apiFor(page)).call(call, input);
}
