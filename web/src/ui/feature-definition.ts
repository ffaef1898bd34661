import type { ComponentType, LazyExoticComponent } from 'react';
import type { CARDS } from '@console/contracts/common/cards';
import type { Flag } from '@console/contracts/common/flags';
import type { QueryKeyRoot } from './query-keys';

/** The groups of the navigation, in the order the menu shows them. */
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

/** One line of the menu and of the command palette. */
export interface MenuEntry {
  name: string;
  route: string;
  group: MenuGroup;
}

/** A screen, loaded with its route so the shell stays small (docs/budgets.md). */
export type Screen = LazyExoticComponent<ComponentType>;

type ContractCard = (typeof CARDS)[number];

/** A home card's screen (docs/functions/shell-students-staff.md §1): the route is the contract card's, and so must its flag be. */
export type CardScreenEntry<C extends ContractCard = ContractCard> = C extends ContractCard
  ? { route: C['route']; flag: C['flag']; group: MenuGroup; screen: Screen }
  : never;

/** A screen that is not a home card (Jobs, Mail, Audit, Store sync); `flag: null` opens it to every operator. */
export interface ShellScreenEntry {
  route: string;
  name: string;
  flag: Flag | null;
  screen: Screen;
}

/**
 * What one web feature brings to the shell: its card screens, its other screens and its
 * query-key modules. Each feature folder with a screen exports one, `<feature>.feature.ts`, and
 * web/src/app/features.ts lists them; the menu, the screens and the router are built from that list.
 */
export interface WebFeature {
  /** The feature's folder. */
  name: string;
  cards: readonly CardScreenEntry[];
  pages: readonly ShellScreenEntry[];
  /** Its query-key modules: the roots of every query it caches. */
  queryKeys: readonly QueryKeyRoot[];
}

/** Keeps the literal routes of a definition, so the shell's list can be checked against the contract's cards by type. */
export function defineWebFeature<const F extends WebFeature>(feature: F): F {
  return feature;
}
