import { describe, expect, it } from 'vitest';
import { CARDS } from '@console/contracts/common/cards';
import { FLAGS } from '@console/contracts/common/flags';
import type { CardScreenEntry, ShellScreenEntry } from '../ui/feature-definition';
import { WEB_FEATURES } from './features';

const cards: readonly CardScreenEntry[] = WEB_FEATURES.flatMap<CardScreenEntry>((feature) => feature.cards);
const pages: readonly ShellScreenEntry[] = WEB_FEATURES.flatMap<ShellScreenEntry>((feature) => feature.pages);

const sorted = (values: Iterable<string>) => [...values].sort();

describe('the web feature list', () => {
  it('lists every contract card route once, with the contract card its flag', () => {
    expect(sorted(cards.map((card) => card.route))).toEqual(sorted(CARDS.map((card) => card.route)));
    for (const card of cards) expect(card.flag, card.route).toBe(CARDS.find((c) => c.route === card.route)?.flag);
  });

  it('names every contract flag through a card or a screen of its own, and no other', () => {
    const flags = [...cards.map((c) => c.flag), ...pages.map((p) => p.flag)];
    expect(sorted(new Set(flags.filter((flag) => flag !== null)))).toEqual(sorted(FLAGS));
  });

  it('gives each feature its own name, routes and query-key roots', () => {
    expect(new Set(WEB_FEATURES.map((f) => f.name)).size).toBe(WEB_FEATURES.length);
    const routes = [...cards.map((c) => c.route), ...pages.map((p) => p.route)];
    expect(new Set(routes).size).toBe(routes.length);
    const roots = WEB_FEATURES.flatMap<string>((f) => f.queryKeys.map((keys) => keys.all[0]));
    expect(new Set(roots).size).toBe(roots.length);
  });
});
