import type { AdminDocument, AdminResult, AdminVariables, ShopifyClient } from './shopify-client';
import { readBulkJsonl, waitForBulkOperation, type BulkQueryOptions } from './shopify-bulk';
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
 * Runs `mutation` once per element of `variables` as one bulk operation (DESIGN.md §10 bulk writes):
 * the variables go up as a staged JSONL file, the operation is polled to completion and its result
 * lines are read back one at a time. Where thousands of writes go at once, this costs a handful of
 * calls instead of thousands within the cost limit.
 */
export async function* runBulkMutation<D extends AdminDocument>(
  client: ShopifyClient,
  mutation: D,
  variables: readonly AdminVariables<D>[],
  options: Pick<BulkQueryOptions, 'sleep' | 'pollMs' | 'fetch'> = {},
): AsyncGenerator<BulkMutationResult<AdminResult<D>>> {
  if (variables.length === 0) return;
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
  const url = await waitForBulkOperation(client, id, options);
  if (!url) return;
  for await (const line of readBulkJsonl(url, options)) {
    yield {
      lineNumber: Number(line.__lineNumber),
      data: (line.data ?? null) as AdminResult<D> | null,
      errors: (line.errors as Array<{ message: string }> | undefined) ?? [],
    };
  }
}
