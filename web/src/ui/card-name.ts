import { CARDS, type CardRoute } from '@console/contracts/common/cards';

/**
 * The name the home card and the menu give a route (spec 1 §1), for the screen's own title: an operator
 * recognises the page they opened (issue 26, DESIGN.md §9: the role's name, not the partner's).
 */
export function cardName(route: CardRoute): string {
  const card = CARDS.find((c) => c.route === route);
  if (!card) throw new Error(`no card for ${route}`);
  return card.name;
}
