import type { ComponentType } from 'react';
import type { CARDS } from '@console/contracts/common/cards';
import type { Flag } from '@console/contracts/common/flags';
import { NoAccessPage } from './no-access-page';
import { SCREENS } from './screens';
import { sessionFlags } from '../api/session';

/** A card's route: its screen when the operator holds the card's flag (docs/functions/shell-students-staff.md §6). */
export function CardScreen({ card }: { card: (typeof CARDS)[number] }) {
  if (!sessionFlags().includes(card.flag)) return <NoAccessPage title={card.name} />;
  // Every card has its screen: SCREENS is a full record, checked by type against the contract's cards.
  const Screen = SCREENS[card.route];
  return <Screen />;
}

/** A screen that is not a home card but needs a flag, e.g. /audit. */
export function FlagScreen({ flag, title, screen: Screen }: { flag: Flag; title: string; screen: ComponentType }) {
  if (!sessionFlags().includes(flag)) return <NoAccessPage title={title} />;
  return <Screen />;
}
