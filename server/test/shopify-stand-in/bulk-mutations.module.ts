import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import type { StandInContext, StandInModule } from './stand-in-module';
import type { StandInRecord } from './stand-in-state';

/**
 * Bulk mutations (`bulkOperationRunMutation`): the variables file uploaded by a staged upload (its
 * `key` is the `stagedUploadPath`) holds one JSON line of variables per mutation; each line is run
 * once, in order, and its answer written as a result line with `__lineNumber`, served at `url`.
 */
async function runMutations(ctx: StandInContext, op: StandInRecord, mutation: string, key: string) {
  await new Promise((resolve) => setTimeout(resolve, ctx.bulkDelayMs));
  const res = await fetch(`${ctx.baseUrl}/staged-uploads/${encodeURIComponent(key)}`);
  if (!res.ok) {
    Object.assign(op, { status: 'FAILED', errorCode: 'INTERNAL_SERVER_ERROR', completedAt: new Date().toISOString() });
    return;
  }
  const document = parse(mutation);
  const lines = (await res.text()).split('\n').filter((l) => l.trim());
  const out: string[] = [];
  for (const [index, line] of lines.entries()) {
    const result = await ctx.run(document, JSON.parse(line) as Record<string, unknown>);
    out.push(
      JSON.stringify({
        ...(result.errors?.length ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
        data: result.data ?? null,
        __lineNumber: index,
      }),
    );
  }
  const name = `${String(op.id).split('/').pop()}.jsonl`;
  fs.writeFileSync(path.join(ctx.fileDir, name), out.length ? `${out.join('\n')}\n` : '');
  Object.assign(op, {
    status: 'COMPLETED',
    objectCount: String(out.length),
    rootObjectCount: String(out.length),
    url: out.length ? `${ctx.baseUrl}/bulk/${name}` : null,
    completedAt: new Date().toISOString(),
  });
}

export const bulkMutationsModule: StandInModule = {
  name: 'bulk-mutations',
  mutation: {
    bulkOperationRunMutation: (_source, args, ctx) => {
      const running = ctx.state
        .all('BulkOperation')
        .find((op) => op.type === 'MUTATION' && (op.status === 'CREATED' || op.status === 'RUNNING'));
      if (running)
        return {
          bulkOperation: null,
          userErrors: [
            {
              field: null,
              message: `A bulk mutation operation for this app and shop is already in progress: ${running.id}.`,
              code: 'OPERATION_IN_PROGRESS',
            },
          ],
        };
      const op = ctx.state.create('BulkOperation', {
        status: 'RUNNING',
        type: 'MUTATION',
        query: String(args.mutation),
        errorCode: null,
        objectCount: '0',
        rootObjectCount: '0',
        fileSize: null,
        url: null,
        partialDataUrl: null,
        createdAt: new Date().toISOString(),
        completedAt: null,
      });
      void runMutations(ctx, op, String(args.mutation), String(args.stagedUploadPath)).catch(() =>
        Object.assign(op, { status: 'FAILED', errorCode: 'INTERNAL_SERVER_ERROR' }),
      );
      return { bulkOperation: { ...op, status: 'CREATED' }, userErrors: [] };
    },
  },
};
