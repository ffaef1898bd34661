import { CARDS, type CardRoute } from '@console/contracts/common/cards';

/**
 * The name the home card and the menu give a route (docs/functions/shell-students-staff.md §1), for the screen's own title: an operator
 * recognises the page they opened (docs/glossary.md: the role's name, not the partner's).
 */
export function cardName(route: CardRoute): string {
  const card = CARDS.find((c) => c.route === route);
  if (!card) throw new Error(`no card for ${route}`);
  return card.name;
}
