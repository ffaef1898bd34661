import { CARDS } from '@console/contracts/common/cards';
import type { Flag } from '@console/contracts/common/flags';
import { MENU_GROUPS, type MenuEntry, type MenuGroup } from '../ui/feature-definition';
import { GROUP_OF, SHELL_SCREENS } from './screens';

/** The functions this operator may open, with the shell's own screens (Jobs, Mail for everyone; Audit and Store sync with their flags). */
export function menuEntries(flags: readonly Flag[]): MenuEntry[] {
  const cards = CARDS.filter((card) => flags.includes(card.flag)).map((card) => ({
    name: card.name,
    route: card.route,
    group: GROUP_OF[card.route],
  }));
  const operations = SHELL_SCREENS.filter((page) => page.flag === null || flags.includes(page.flag)).map((page): MenuEntry => ({
    name: page.name,
    route: page.route,
    group: 'Operations',
  }));
  return [...cards, ...operations];
}

/** The entries grouped in menu order; empty groups left out. */
export function groupedMenu(entries: readonly MenuEntry[]): Array<{ group: MenuGroup; entries: MenuEntry[] }> {
  return MENU_GROUPS.map((group) => ({ group, entries: entries.filter((e) => e.group === group) })).filter((g) => g.entries.length > 0);
}
