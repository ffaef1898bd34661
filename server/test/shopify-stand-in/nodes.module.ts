import type { StandInModule } from './stand-in-module';

/** `node(id:)` and `nodes(ids:)` over every record of every module. */
export const nodesModule: StandInModule = {
  name: 'nodes',
  query: {
    node: (_s, args, ctx) => ctx.state.get(String(args.id)),
    nodes: (_s, args, ctx) => (args.ids as string[]).map((id) => ctx.state.get(id)),
  },
};
