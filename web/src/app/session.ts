import { CLEARED_COOKIES } from '@console/contracts/auth.contract';
import { parseFlags, type Flag } from '@console/contracts/common/flags';
import { deleteCookie, getCookie } from './cookies';

/** Each screen's remembered tab; cleared with the session so the next operator starts on the first tab. */
export const TAB_COOKIES = ['studentTab', 'staffTab', 'partnerTab', 'retireeTab', 'eventTab', 'InviteListTab'] as const;

/** Spec 1 §6: signed in when the api key, shop name and access token cookies are all present. */
export function isSignedIn(): boolean {
  return Boolean(getCookie('apiKey') && getCookie('shopName') && getCookie('accessToken'));
}

/** The functions this operator may open (`_customApp`). */
export function sessionFlags(): Flag[] {
  return parseFlags(getCookie('_customApp'));
}

export function shopName(): string {
  return getCookie('shopName') ?? '';
}

/** Removes the session on this side too, whatever the server managed to clear. */
export function clearSessionCookies(): void {
  for (const name of [...CLEARED_COOKIES, ...TAB_COOKIES]) deleteCookie(name);
}
