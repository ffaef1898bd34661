import { inFrame } from './embedded-frame';

/**
 * Cookie access for the shell and screens (docs/functions/shell-students-staff.md §6); values are URI-encoded. In the Shopify admin's
 * frame cookies are blocked (docs/outside-interfaces.md 'Shopify'): none is read or written there, so the tab cookies and the
 * sign-in cookies are skipped in this one place and the state lives in memory and the URL.
 */
export function getCookie(name: string): string | undefined {
  if (inFrame()) return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function setCookie(name: string, value: string, days = 365): void {
  if (inFrame()) return;
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires}; SameSite=Strict${secure}`;
}

export function deleteCookie(name: string): void {
  if (inFrame()) return;
  document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}
