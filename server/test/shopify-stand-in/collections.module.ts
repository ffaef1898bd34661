import { connection, type ConnectionArgs } from './stand-in-connection';
import type { StandInModule } from './stand-in-module';
import type { StandInRecord, StandInState } from './stand-in-state';

/** Collections (search filters): `collections(first:, sortKey: TITLE)`. */
export function seedCollection(state: StandInState, seed: { title: string; handle: string }): StandInRecord {
  return state.create('Collection', { ...seed, updatedAt: new Date().toISOString() });
}

export const collectionsModule: StandInModule = {
  name: 'collections',
  query: {
    collections: (_s, args, ctx) => {
      let list = ctx.state.all('Collection');
      if (args.sortKey === 'TITLE') list = [...list].sort((a, b) => String(a.title).localeCompare(String(b.title)));
      return connection(list, args as ConnectionArgs);
    },
  },
};
