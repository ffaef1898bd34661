import { describe, expect, it } from 'vitest';
import { CARDS } from '@console/contracts/common/cards';
import { FLAGS } from '@console/contracts/common/flags';
import { MENU_GROUPS } from '../ui/feature-definition';
import { groupedMenu, menuEntries } from './menu';

describe('the grouped menu', () => {
  it('puts every card in a named group, none in Operations by default', () => {
    const entries = menuEntries([...FLAGS]);
    for (const card of CARDS) expect(entries.find((e) => e.route === card.route)?.group, card.route).not.toBe('Operations');
    expect(entries.filter((e) => e.group === 'Operations').map((e) => e.name)).toEqual(['Jobs', 'Mail', 'Audit', 'Store sync']);
  });

  it('shows only the functions of the flags, in group order, without empty groups', () => {
    const groups = groupedMenu(menuEntries(['showStudents', 'showOrderReturns']));
    expect(groups.map((g) => g.group)).toEqual(['People and programmes', 'Orders and returns', 'Operations']);
    expect(groups[0]?.entries.map((e) => e.route)).toEqual(['/students']);
    expect(groups.every((g) => MENU_GROUPS.includes(g.group))).toBe(true);
  });
});
