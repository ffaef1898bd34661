import type { Frame, Page } from '@playwright/test';
import { callQueryString, type Call, type CallResponse } from '@console/contracts/common/call';
import { pathOfCall, type ApiAnswer, type ContractInput } from './api';
import { EMBEDDED_BASE_URL } from './env';
import { appBridgeRecord, staffSessionToken } from './shopify-admin';

/**
 * The framed console's server as a staff member of the admin reaches it: a contract call with the
 * session token App Bridge would give (no cookies in the frame), for setup and checks.
 */
export async function callAsStaff<C extends Call>(sub: string, call: C, input: ContractInput<C> = {}): Promise<ApiAnswer<CallResponse<C>>> {
  const query = callQueryString(input.query);
  const headers: Record<string, string> = { authorization: `Bearer ${staffSessionToken(sub)}` };
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${EMBEDDED_BASE_URL}${pathOfCall(call, input.params)}${query ? `?${query}` : ''}`, {
    method: call.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as CallResponse<C> };
}

/** The messages the console asked the admin to toast, oldest first. */
export async function toastsOf(frame: Frame): Promise<string[]> {
  return (await appBridgeRecord(frame)).calls.filter((c) => c.name === 'toast.show').map((c) => c.args[0] as string);
}

/**
 * Records every browser dialog (`confirm`, `alert`, `prompt`, `beforeunload`) the page or any of its frames opens, and
 * dismisses it: the console asks in its own dialog, so a test ends with `expect(opened).toEqual([])`.
 */
export function browserDialogsOf(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}
