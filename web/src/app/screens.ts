import type { CardRoute } from '@console/contracts/common/cards';
import type { MenuGroup, Screen, ShellScreenEntry } from '../ui/feature-definition';
import { WEB_FEATURES, type ListedCard } from './features';

const listedCards: readonly ListedCard[] = WEB_FEATURES.flatMap<ListedCard>((feature) => feature.cards);

function byRoute<V>(value: (card: ListedCard) => V): Record<ListedCard['route'], V> {
  return Object.fromEntries(listedCards.map((card) => [card.route, value(card)])) as Record<ListedCard['route'], V>;
}

/**
 * The screen behind each card route, from the feature list. Typed as a full record: a contract card
 * whose route no feature lists fails typecheck here, instead of a blank screen at run time.
 */
export const SCREENS: Record<CardRoute, Screen> = byRoute((card) => card.screen);

/** The menu group of each card route, from the same list. */
export const GROUP_OF: Record<CardRoute, MenuGroup> = byRoute((card) => card.group);

/** The screens that are not home cards (Jobs, Mail, Audit, Store sync), in menu order. */
export const SHELL_SCREENS: readonly ShellScreenEntry[] = WEB_FEATURES.flatMap<ShellScreenEntry>((feature) => feature.pages);
