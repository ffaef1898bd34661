import { defineRoute } from './common/call';

/*
 * The palette's call and its limit without zod: the web preloads the palette while the first screen
 * idles, so its code counts in that screen's scripts (docs/budgets.md: /students ≤ 200 KB gzip). The contract
 * adds the schemas to the same route.
 */

/** The longest text the palette sends; longer than any e-mail or order number an operator types. */
export const PALETTE_QUERY_MAX_LENGTH = 120;

export const paletteRoutes = {
  // Any operator; the answer holds only records of the functions the operator may open.
  find: defineRoute({ method: 'GET', path: '/api/palette', access: 'operator' }),
} as const;
