import { CLEARED_COOKIES } from '@console/contracts/auth.routes';
import { deleteCookie } from './cookies';
import { tabShopStore } from './tab-shop';

// Kept apart from session.ts: the first paint does not need it.

/** Each screen's remembered tab; cleared with the session so the next operator starts on the first tab. */
export const TAB_COOKIES = ['studentTab', 'staffTab', 'partnerTab', 'retireeTab', 'eventTab', 'InviteListTab'] as const;

/** Removes the session on this side too, whatever the server managed to clear; the tab's shop goes with it. */
export function clearSessionCookies(): void {
  for (const name of [...CLEARED_COOKIES, ...TAB_COOKIES]) deleteCookie(name);
  tabShopStore.clear();
}
