import { parseFlags, type Flag } from '@console/contracts/common/flags';
import { getCookie } from './cookies';
import { inFrame } from './embedded-frame';

/** Who the admin frame's session token speaks for (`GET /api/me`), kept in memory: the frame has no cookies. */
export interface FrameOperator {
  id: number;
  flags: Flag[];
  shopName: string;
}

let frameOperator: FrameOperator | null = null;

export function setFrameOperator(operator: FrameOperator): void {
  frameOperator = operator;
}

/** Spec 1 §6: signed in when the api key, shop name and access token cookies are all present; in the admin frame, once the server has named the operator. */
export function isSignedIn(): boolean {
  if (inFrame()) return frameOperator !== null;
  return Boolean(getCookie('apiKey') && getCookie('shopName') && getCookie('accessToken'));
}

/** The functions this operator may open (`_customApp`). */
export function sessionFlags(): Flag[] {
  if (inFrame()) return frameOperator?.flags ?? [];
  return parseFlags(getCookie('_customApp'));
}

export function shopName(): string {
  if (inFrame()) return frameOperator?.shopName ?? '';
  return getCookie('shopName') ?? '';
}

/** The operator's id (`_c_id`), which some calls of the spec carry as `admin`. */
export function operatorId(): string {
  if (inFrame()) return frameOperator ? String(frameOperator.id) : '';
  return getCookie('_c_id') ?? '';
}
