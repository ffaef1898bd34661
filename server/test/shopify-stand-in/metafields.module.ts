import { createHash } from 'node:crypto';
import type { GraphQLInterfaceType } from 'graphql';
import { loadAdminSchema } from '../../src/dev/shopify-admin-schema';
import { connection, type ConnectionArgs } from './stand-in-connection';
import type { StandInModule, StandInResolver } from './stand-in-module';
import { stamp, type StandInRecord, type StandInState } from './stand-in-state';

/**
 * Metafields of every owner type (products, variants, customers, orders, collections …) and the
 * shop's metafield definitions: `metafieldsSet` (atomic, compare-and-set with `compareDigest`), `metafieldsDelete`,
 * `metafield(namespace:, key:)` and `metafields(…)` on every type that has metafields.
 */
export interface MetafieldRecord extends StandInRecord {
  namespace: string;
  key: string;
  value: string;
  type: string;
  compareDigest: string;
  _ownerId: string;
}

const digest = (value: string, version: number) => createHash('sha256').update(`${version}:${value}`).digest('hex');

/**
 * Metafield ids by owner, per store: a scan of every metafield per lookup made a bulk write of
 * thousands of customers quadratic, and the stand-in runs in the test's process, so it held the
 * event loop long enough for the console's job lease to run out.
 */
const byOwner = new WeakMap<StandInState, Map<string, Map<string, string>>>();
function ownerIndex(state: StandInState, ownerId: string): Map<string, string> {
  let owners = byOwner.get(state);
  if (!owners) {
    owners = new Map();
    byOwner.set(state, owners);
  }
  let index = owners.get(ownerId);
  if (!index) {
    index = new Map();
    owners.set(ownerId, index);
  }
  return index;
}

/** The owner's metafields in creation order. */
export function metafieldsOf(state: StandInState, ownerId: string): MetafieldRecord[] {
  return [...ownerIndex(state, ownerId).values()].flatMap((id) => {
    const record = state.get(id) as MetafieldRecord | null;
    return record ? [record] : [];
  });
}

/** Sets (or creates) one metafield, as a seed or a mutation does. */
export function putMetafield(
  state: StandInState,
  input: { ownerId: string; namespace: string; key: string; value: string; type: string },
): MetafieldRecord {
  const now = stamp();
  const existing = metafieldsOf(state, input.ownerId).find((m) => m.namespace === input.namespace && m.key === input.key);
  const version = existing ? Number(existing._version) + 1 : 1;
  const base = existing ?? { __typename: 'Metafield', id: state.newId('Metafield'), createdAt: now, _ownerId: input.ownerId };
  const owner = state.get(input.ownerId);
  ownerIndex(state, input.ownerId).set(`${input.namespace}.${input.key}`, base.id);
  return state.put({
    ...base,
    namespace: input.namespace,
    key: input.key,
    value: input.value,
    type: input.type,
    jsonValue: input.type === 'json' ? JSON.parse(input.value) : input.value,
    compareDigest: digest(input.value, version),
    updatedAt: now,
    ownerType: owner ? owner.__typename.toUpperCase() : 'PRODUCT',
    _version: version,
  }) as MetafieldRecord;
}

/** Deletes one metafield; answers whether it was there (metafieldsDelete answers null for a missing one). */
export function deleteMetafield(state: StandInState, input: { ownerId: string; namespace: string; key: string }): boolean {
  const existing = metafieldsOf(state, input.ownerId).find((m) => m.namespace === input.namespace && m.key === input.key);
  if (existing) {
    state.delete(existing.id);
    ownerIndex(state, input.ownerId).delete(`${input.namespace}.${input.key}`);
  }
  return existing !== undefined;
}

const metafield: StandInResolver = (source, args, ctx) =>
  metafieldsOf(ctx.state, String(source.id)).find((m) => m.namespace === (args.namespace ?? 'app') && m.key === args.key) ?? null;

const metafields: StandInResolver = (source, args, ctx) => {
  let list = metafieldsOf(ctx.state, String(source.id));
  if (args.namespace) list = list.filter((m) => m.namespace === args.namespace);
  if (Array.isArray(args.keys)) list = list.filter((m) => (args.keys as string[]).includes(`${m.namespace}.${m.key}`));
  return connection(list, args as ConnectionArgs);
};

interface SetInput {
  ownerId: string;
  namespace?: string | null;
  key: string;
  value: string;
  type?: string | null;
  compareDigest?: string | null;
}

const metafieldsSet: StandInResolver = (_source, args, ctx) => {
  const inputs = args.metafields as SetInput[];
  const userErrors: { field: string[]; message: string; code: string; elementIndex: number }[] = [];
  inputs.forEach((input, index) => {
    const existing = metafieldsOf(ctx.state, input.ownerId).find((m) => m.namespace === (input.namespace ?? 'app') && m.key === input.key);
    if (!ctx.state.get(input.ownerId))
      userErrors.push({
        field: ['metafields', String(index), 'ownerId'],
        message: 'Owner does not exist',
        code: 'INVALID',
        elementIndex: index,
      });
    else if (!existing && !input.type)
      userErrors.push({
        field: ['metafields', String(index), 'type'],
        message: 'Type must be present',
        code: 'BLANK',
        elementIndex: index,
      });
    else if (
      'compareDigest' in input &&
      input.compareDigest !== undefined &&
      (input.compareDigest ?? null) !== (existing?.compareDigest ?? null)
    ) {
      userErrors.push({
        field: ['metafields', String(index)],
        message: 'The resource has been updated since it was loaded. Try again with an updated `compareDigest` value.',
        code: 'STALE_OBJECT',
        elementIndex: index,
      });
    } else if ((input.type ?? existing?.type) === 'json') {
      try {
        JSON.parse(input.value);
      } catch {
        userErrors.push({
          field: ['metafields', String(index), 'value'],
          message: 'Value is invalid JSON',
          code: 'INVALID_VALUE',
          elementIndex: index,
        });
      }
    }
  });
  // Atomic: one bad input writes nothing.
  if (userErrors.length) return { metafields: null, userErrors };
  const saved = inputs.map((input) => {
    const existing = metafieldsOf(ctx.state, input.ownerId).find((m) => m.namespace === (input.namespace ?? 'app') && m.key === input.key);
    return putMetafield(ctx.state, {
      ownerId: input.ownerId,
      namespace: input.namespace ?? 'app',
      key: input.key,
      value: input.value,
      type: input.type ?? existing?.type ?? 'single_line_text_field',
    });
  });
  return { metafields: saved, userErrors: [] };
};

/** `metafieldsDelete`: each identifier answered with itself when deleted, null when there was none; an unknown owner is a user error. */
const metafieldsDelete: StandInResolver = (_source, args, ctx) => {
  const inputs = args.metafields as Array<{ ownerId: string; namespace: string; key: string }>;
  const unknown = inputs.findIndex((input) => !ctx.state.get(input.ownerId));
  if (unknown >= 0)
    return {
      deletedMetafields: null,
      userErrors: [{ field: ['metafields', String(unknown), 'ownerId'], message: 'Owner does not exist' }],
    };
  return { deletedMetafields: inputs.map((input) => (deleteMetafield(ctx.state, input) ? input : null)), userErrors: [] };
};

/** Adds a metafield definition (seed): what the store defines for products. */
export function putMetafieldDefinition(
  state: StandInState,
  input: { ownerType: string; namespace: string; key: string; name: string; type: string; description?: string },
) {
  return state.create('MetafieldDefinition', {
    ...input,
    description: input.description ?? null,
    type: { name: input.type, category: 'TEXT' },
    pinnedPosition: null,
  });
}

function hasMetafieldsTypes(): string[] {
  const schema = loadAdminSchema();
  return schema.getImplementations(schema.getType('HasMetafields') as GraphQLInterfaceType).objects.map((t) => t.name);
}

export const metafieldsModule: StandInModule = {
  name: 'metafields',
  query: {
    metafieldDefinitions: (_source, args, ctx) => {
      let list = ctx.state.all('MetafieldDefinition').filter((d) => d.ownerType === args.ownerType);
      if (args.namespace) list = list.filter((d) => d.namespace === args.namespace);
      if (args.key) list = list.filter((d) => d.key === args.key);
      return connection(list, args as ConnectionArgs);
    },
  },
  mutation: { metafieldsSet, metafieldsDelete },
  types: {
    ...Object.fromEntries(hasMetafieldsTypes().map((type) => [type, { metafield, metafields }])),
    Metafield: { owner: (source, _args, ctx) => ctx.state.get(String(source._ownerId)) },
  },
};
