import type { Location } from 'react-router';

/** Router state that carries where a signed-out visitor was going (docs/functions/shell-students-staff.md §2.1). */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

const SIGN_IN_PAGES = new Set(['/login', '/unauthorized']);

/** The `from` of a router state, if it is a location worth going back to. */
export function fromLocation(state: unknown): FromState['from'] {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = (state as FromState).from;
  if (!from || typeof from.pathname !== 'string' || SIGN_IN_PAGES.has(from.pathname)) return undefined;
  return { pathname: from.pathname, search: from.search ?? '', hash: from.hash ?? '' };
}

/** Where to go after signing in: back where the visitor came from, else home. */
export function afterSignInPath(state: unknown): string {
  const from = fromLocation(state);
  return from ? `${from.pathname}${from.search}${from.hash}` : '/';
}
