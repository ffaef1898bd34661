import { CARDS } from '@console/contracts/common/cards';
import type { Flag } from '@console/contracts/common/flags';
import { LIST_URL_PARAMS } from '../ui/list-url-state';
import { SHELL_SCREENS } from './screens';

/** The flag a guarded route needs: a card's, a shell screen's (null: every operator), undefined for another path. */
export function routeFlag(pathname: string): Flag | null | undefined {
  const card = CARDS.find((c) => c.route === pathname);
  if (card) return card.flag;
  const screen = SHELL_SCREENS.find((s) => s.route === pathname);
  return screen ? screen.flag : undefined;
}

// A page of a list is a position among the other shop's rows: the new shop's list starts at its first page.
const PAGE_PARAMS = [LIST_URL_PARAMS.direction, LIST_URL_PARAMS.cursor, LIST_URL_PARAMS.page];

/**
 * Where a tab goes when it switches shop (docs/several-shops.md): the same route and list (its tab, search and sort) from
 * the first page, or home when the new shop does not give the operator the route's flag.
 */
export function pathAfterSwitch(
  pathname: string,
  search: string,
  flags: readonly Flag[],
  flagOf: (pathname: string) => Flag | null | undefined = routeFlag,
): string {
  const flag = flagOf(pathname);
  if (flag && !flags.includes(flag)) return '/';
  const params = new URLSearchParams(search);
  for (const name of PAGE_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
