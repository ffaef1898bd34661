import { parseFlags, type Flag } from '@console/contracts/common/flags';
import { getCookie } from './cookies';

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
