import type { AdminDocument, AdminResult, AdminVariables, ShopifyClient } from './shopify-client';
import { BulkOperationEnded, readBulkJsonl, waitForBulkOperation, type BulkQueryOptions } from './shopify-bulk';
import { BULK_OPERATION_RUN_MUTATION } from './shopify-bulk-mutation.graphql';
import { ShopifyRequestError, ShopifyUserErrors } from './shopify-errors';
import { stagedUpload } from './shopify-staged-upload';

/** One line of a bulk mutation's result: the mutation's answer for the variables on that line. */
export interface BulkMutationResult<T> {
  lineNumber: number;
  data: T | null;
  errors: Array<{ message: string }>;
}

/**
 * Where a bulk mutation's operation is kept across attempts of the work that runs it: a retry reads
 * the result of the operation already started instead of running every line again.
 */
export interface BulkCheckpoint {
  /** The operation an earlier attempt started for these writes; null when none did. */
  started: string | null;
  /** Keeps the operation's id as soon as the store has accepted it, before it is waited for. */
  keep(id: string): Promise<void>;
}

/**
 * Runs `mutation` once per element of `variables` as one bulk operation (docs/outside-interfaces.md 'Shopify' bulk writes):
 * the variables go up as a staged JSONL file, the operation is polled to completion and its result
 * lines are read back one at a time. Where thousands of writes go at once, this costs a handful of
 * calls instead of thousands within the cost limit.
 */
export async function* runBulkMutation<D extends AdminDocument>(
  client: ShopifyClient,
  mutation: D,
  variables: readonly AdminVariables<D>[],
  options: Pick<BulkQueryOptions, 'sleep' | 'pollMs' | 'fetch'> & { checkpoint?: BulkCheckpoint } = {},
): AsyncGenerator<BulkMutationResult<AdminResult<D>>> {
  if (variables.length === 0) return;
  const started = await resultOfStarted(client, options);
  const url = started === undefined ? await startAndWait(client, mutation, variables, options) : started;
  if (!url) return;
  for await (const line of readBulkJsonl(url, options)) {
    yield {
      lineNumber: Number(line.__lineNumber),
      data: (line.data ?? null) as AdminResult<D> | null,
      errors: (line.errors as Array<{ message: string }> | undefined) ?? [],
    };
  }
}

/**
 * The result file of the operation an earlier attempt started, once it completes (null: no lines); undefined when there
 * is none, or it ended otherwise or the store no longer knows it (the writes run again: each sets
 * the same values, so a part already applied changes nothing).
 */
async function resultOfStarted(
  client: ShopifyClient,
  options: Pick<BulkQueryOptions, 'sleep' | 'pollMs'> & { checkpoint?: BulkCheckpoint },
): Promise<string | null | undefined> {
  const started = options.checkpoint?.started;
  if (!started) return undefined;
  try {
    return await waitForBulkOperation(client, started, options);
  } catch (err) {
    if (err instanceof BulkOperationEnded) return undefined;
    throw err;
  }
}

async function startAndWait<D extends AdminDocument>(
  client: ShopifyClient,
  mutation: D,
  variables: readonly AdminVariables<D>[],
  options: Pick<BulkQueryOptions, 'sleep' | 'pollMs'> & { checkpoint?: BulkCheckpoint },
): Promise<string | null> {
  const body = new TextEncoder().encode(variables.map((v) => JSON.stringify(v)).join('\n') + '\n');
  const upload = await stagedUpload(client, {
    filename: 'bulk-variables.jsonl',
    mimeType: 'text/jsonl',
    resource: 'BULK_MUTATION_VARIABLES',
    body,
  });
  if (!upload.key) throw new ShopifyRequestError('stagedUploadsCreate answered no key for the bulk variables', 'StagedUploadsCreate');
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let id: string | null = null;
  while (!id) {
    // Not resent after an unknown outcome: a second operation would run every line again.
    const data = await client.request(BULK_OPERATION_RUN_MUTATION, { mutation, stagedUploadPath: upload.key });
    const errors = data.bulkOperationRunMutation?.userErrors ?? [];
    if (errors.some((e) => e.code === 'OPERATION_IN_PROGRESS' || e.code === 'LIMIT_REACHED')) {
      await sleep(options.pollMs ?? 1000);
      continue;
    }
    if (errors.length) throw new ShopifyUserErrors('BulkOperationRunMutation', errors);
    id = data.bulkOperationRunMutation?.bulkOperation?.id ?? null;
    if (!id) throw new ShopifyRequestError('bulkOperationRunMutation answered no operation', 'BulkOperationRunMutation');
  }
  await options.checkpoint?.keep(id);
  return waitForBulkOperation(client, id, options);
}
