import type { Flag } from '@console/contracts/common/flags';
import { getCookie } from './cookies';
import { inFrame } from './embedded-frame';
import { tabShop } from './tab-shop';

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

/**
 * docs/functions/shell-students-staff.md §6: signed in when the api key, shop name and access token cookies are all present; in the admin
 * frame, once the server has named the operator.
 */
export function isSignedIn(): boolean {
  if (inFrame()) return frameOperator !== null;
  return Boolean(getCookie('apiKey') && getCookie('shopName') && getCookie('accessToken'));
}

/** The functions this operator may open in the tab's shop (`_customApp` of that shop, kept by the tab: docs/several-shops.md). */
export function sessionFlags(): Flag[] {
  if (inFrame()) return frameOperator?.flags ?? [];
  return tabShop()?.flags ?? [];
}

/** The shop the tab shows (its own, else the `shopName` cookie's); in the frame, the admin's shop. */
export function shopName(): string {
  if (inFrame()) return frameOperator?.shopName ?? '';
  return tabShop()?.name ?? '';
}

/** The operator's id (`_c_id`), which some calls of the spec carry as `admin`. */
export function operatorId(): string {
  if (inFrame()) return frameOperator ? String(frameOperator.id) : '';
  return getCookie('_c_id') ?? '';
}
