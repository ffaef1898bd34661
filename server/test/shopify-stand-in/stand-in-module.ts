import type { DocumentNode, ExecutionResult, GraphQLResolveInfo } from 'graphql';
import type { StandInRecord, StandInState } from './stand-in-state';

/**
 * One resource of the stand-in (products, orders, returns …): the root fields it answers and the
 * fields of its types that are not plain properties of its records. Modules are registered into one
 * resolver map (`createShopifyStandIn({ modules })`), so a new resource is a new module file and no
 * edit to another. A field with no resolver answers the record's property of the same name.
 */
export interface StandInContext {
  state: StandInState;
  /** The stand-in's own base URL (for bulk result files and staged upload targets). */
  baseUrl: string;
  /** Mutations the store refuses with a user error until removed (e.g. `returnCreate`). */
  refuse: Set<string>;
  /** Folder of the files the stand-in serves at `/bulk/<name>` (bulk results). */
  fileDir: string;
  /** How long a bulk operation stays RUNNING. */
  bulkDelayMs: number;
  /** The store's `*.myshopify.com` domain (two stand-ins behind one console are two shops). */
  shopDomain: string;
  /** The store's `ianaTimezone`. */
  timeZone: string;
  /** Executes a document with every module's resolvers (a bulk operation runs its query so). */
  run(document: DocumentNode, variables?: Record<string, unknown>): Promise<ExecutionResult>;
}

export type StandInResolver = (
  source: StandInRecord | Record<string, unknown>,
  args: Record<string, unknown>,
  ctx: StandInContext,
  info: GraphQLResolveInfo,
) => unknown;

export interface StandInModule {
  name: string;
  /** Fields of QueryRoot. */
  query?: Record<string, StandInResolver>;
  /** Fields of Mutation. */
  mutation?: Record<string, StandInResolver>;
  /** Fields of other types, by type name (e.g. `Product: { metafield: … }`). */
  types?: Record<string, Record<string, StandInResolver>>;
}

export type ResolverMap = Map<string, Map<string, StandInResolver>>;

/** One map of every module's resolvers; two modules answering the same field is a mistake. */
export function createResolverMap(modules: readonly StandInModule[]): ResolverMap {
  const map: ResolverMap = new Map();
  const add = (type: string, fields: Record<string, StandInResolver> | undefined, module: string) => {
    for (const [field, resolve] of Object.entries(fields ?? {})) {
      let byField = map.get(type);
      if (!byField) {
        byField = new Map();
        map.set(type, byField);
      }
      if (byField.has(field)) throw new Error(`Stand-in module ${module} answers ${type}.${field}, which another module already answers`);
      byField.set(field, resolve);
    }
  };
  for (const m of modules) {
    add('QueryRoot', m.query, m.name);
    add('Mutation', m.mutation, m.name);
    for (const [type, fields] of Object.entries(m.types ?? {})) add(type, fields, m.name);
  }
  return map;
}
