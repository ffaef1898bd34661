import fs from 'node:fs';
import path from 'node:path';
import { parse, validate } from 'graphql';
import { loadAdminSchema } from '../../src/dev/shopify-admin-schema';
import type { StandInContext, StandInModule } from './stand-in-module';
import type { StandInRecord } from './stand-in-state';

/**
 * Bulk query operations: `bulkOperationRunQuery` runs the query over the store (connections without
 * `first` answer every item), writes the JSONL the way Shopify does (one line per node, nested
 * connection nodes as their own lines with `__parentId`), and serves it at `url` once COMPLETED.
 * Without `groupObjects`, children are written after every parent, as the store is free to do.
 */
type Json = Record<string, unknown>;

function isConnection(value: unknown): value is { edges?: { node: Json }[]; nodes?: Json[] } {
  return typeof value === 'object' && value !== null && (Array.isArray((value as Json).edges) || Array.isArray((value as Json).nodes));
}

function connectionNodes(value: { edges?: { node: Json }[]; nodes?: Json[] }): Json[] {
  return value.nodes ?? (value.edges ?? []).map((e) => e.node);
}

/** The node's own line (nested connections removed) and its children's lines, depth first. */
function linesOf(node: Json, parentId: string | null, out: { parents: string[]; children: string[] }, grouped: boolean) {
  const own: Json = {};
  const nested: Json[][] = [];
  for (const [key, value] of Object.entries(node)) {
    if (isConnection(value)) nested.push(connectionNodes(value));
    else own[key] = value;
  }
  if (parentId) own.__parentId = parentId;
  (parentId && !grouped ? out.children : out.parents).push(JSON.stringify(own));
  for (const children of nested) for (const child of children) linesOf(child, String(node.id), out, grouped);
}

async function runBulk(ctx: StandInContext, op: StandInRecord, query: string, grouped: boolean) {
  await new Promise((resolve) => setTimeout(resolve, ctx.bulkDelayMs));
  const result = await ctx.run(parse(query));
  if (result.errors?.length || !result.data) {
    Object.assign(op, { status: 'FAILED', errorCode: 'INTERNAL_SERVER_ERROR', completedAt: new Date().toISOString() });
    return;
  }
  const out = { parents: [] as string[], children: [] as string[] };
  let roots = 0;
  for (const value of Object.values(result.data)) {
    if (!isConnection(value)) continue;
    for (const node of connectionNodes(value)) {
      roots += 1;
      linesOf(node, null, out, grouped);
    }
  }
  const lines = [...out.parents, ...out.children];
  const name = `${String(op.id).split('/').pop()}.jsonl`;
  if (lines.length) fs.writeFileSync(path.join(ctx.fileDir, name), `${lines.join('\n')}\n`);
  Object.assign(op, {
    status: 'COMPLETED',
    objectCount: String(lines.length),
    rootObjectCount: String(roots),
    fileSize: lines.length ? String(fs.statSync(path.join(ctx.fileDir, name)).size) : null,
    url: lines.length ? `${ctx.baseUrl}/bulk/${name}` : null,
    completedAt: new Date().toISOString(),
  });
}

export const bulkOperationsModule: StandInModule = {
  name: 'bulk-operations',
  query: {
    bulkOperation: (_source, args, ctx) => {
      const op = ctx.state.get(String(args.id));
      return op?.__typename === 'BulkOperation' ? op : null;
    },
  },
  mutation: {
    bulkOperationRunQuery: (_source, args, ctx) => {
      const query = String(args.query);
      let problems: string[];
      try {
        problems = validate(loadAdminSchema(), parse(query)).map((e) => e.message);
      } catch (err) {
        problems = [(err as Error).message];
      }
      if (problems.length)
        return { bulkOperation: null, userErrors: [{ field: ['query'], message: problems.join('; '), code: 'INVALID' }] };
      const running = ctx.state
        .all('BulkOperation')
        .find((op) => op.type === 'QUERY' && (op.status === 'CREATED' || op.status === 'RUNNING'));
      if (running)
        return {
          bulkOperation: null,
          userErrors: [
            {
              field: null,
              message: `A bulk query operation for this app and shop is already in progress: ${running.id}.`,
              code: 'OPERATION_IN_PROGRESS',
            },
          ],
        };
      const op = ctx.state.create('BulkOperation', {
        status: 'RUNNING',
        type: 'QUERY',
        query,
        errorCode: null,
        objectCount: '0',
        rootObjectCount: '0',
        fileSize: null,
        url: null,
        partialDataUrl: null,
        createdAt: new Date().toISOString(),
        completedAt: null,
      });
      void runBulk(ctx, op, query, args.groupObjects === true);
      return { bulkOperation: { ...op, status: 'CREATED' }, userErrors: [] };
    },
  },
};
