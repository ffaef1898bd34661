import { CARDS } from '@console/contracts/common/cards';
import type { Flag } from '@console/contracts/common/flags';

/** The groups of the navigation (issue 19), in the order the menu shows them. */
export const MENU_GROUPS = [
  'People and programmes',
  'Events',
  'Catalogue and prices',
  'Orders and returns',
  'Search',
  'Reports',
  'Codes, credits and giveaways',
  'Operations',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

const GROUP_OF: Record<string, MenuGroup> = {
  '/students': 'People and programmes',
  '/staff': 'People and programmes',
  '/national': 'People and programmes',
  '/partnerusers': 'People and programmes',
  '/retireeusers': 'People and programmes',
  '/inviteusers': 'People and programmes',
  '/toolconnectinviteusers': 'People and programmes',
  '/events': 'Events',
  '/salsifyDisplay': 'Catalogue and prices',
  '/bulkprice': 'Catalogue and prices',
  '/pricecontrol': 'Catalogue and prices',
  '/productMedia': 'Catalogue and prices',
  '/priceSpider': 'Catalogue and prices',
  '/coupons': 'Orders and returns',
  '/orderReturns': 'Orders and returns',
  '/solr': 'Search',
  '/solrFilters': 'Search',
  '/bundleReport': 'Reports',
  '/salsify': 'Reports',
  '/ekata': 'Reports',
  '/knotReport': 'Reports',
  '/registrationCodes': 'Codes, credits and giveaways',
  '/credits': 'Codes, credits and giveaways',
  '/giveaways': 'Codes, credits and giveaways',
};

export interface MenuEntry {
  name: string;
  route: string;
  group: MenuGroup;
}

/** The functions this operator may open, with the shell's own screens (Jobs, Mail for everyone; Audit and Store sync with their flags). */
export function menuEntries(flags: readonly Flag[]): MenuEntry[] {
  const cards = CARDS.filter((card) => flags.includes(card.flag)).map((card) => ({ name: card.name, route: card.route, group: GROUP_OF[card.route] ?? 'Operations' }));
  const operations: MenuEntry[] = [
    { name: 'Jobs', route: '/jobs', group: 'Operations' },
    { name: 'Mail', route: '/mail', group: 'Operations' },
    ...(flags.includes('showAudit') ? [{ name: 'Audit', route: '/audit', group: 'Operations' as const }] : []),
    ...(flags.includes('showStoreSync') ? [{ name: 'Store sync', route: '/store-sync', group: 'Operations' as const }] : []),
  ];
  return [...cards, ...operations];
}

/** The entries grouped in menu order; empty groups left out. */
export function groupedMenu(entries: readonly MenuEntry[]): Array<{ group: MenuGroup; entries: MenuEntry[] }> {
  return MENU_GROUPS.map((group) => ({ group, entries: entries.filter((e) => e.group === group) })).filter((g) => g.entries.length > 0);
}
