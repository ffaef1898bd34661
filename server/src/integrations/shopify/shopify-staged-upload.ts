import type { ShopifyClient } from './shopify-client';
import { requireNoUserErrors, ShopifyRequestError, ShopifyUnavailable } from './shopify-errors';
import { STAGED_UPLOADS_CREATE } from './shopify-staged-upload.graphql';

/** A file for the store: e.g. a return label (`RETURN_LABEL`) or a bulk mutation's variables (`BULK_MUTATION_VARIABLES`). */
export interface StagedFile {
  filename: string;
  mimeType: string;
  resource: 'RETURN_LABEL' | 'BULK_MUTATION_VARIABLES' | 'FILE' | 'IMAGE';
  body: Uint8Array;
}

export interface StagedUpload {
  /** Where the file now is, for the mutation that uses it (e.g. ReverseDeliveryLabelInput.fileUrl). */
  resourceUrl: string;
  /** The `key` parameter: what bulkOperationRunMutation's stagedUploadPath takes. */
  key: string | null;
}

/** Asks the store for an upload target and posts the file there (multipart form: its parameters, then the file). */
export async function stagedUpload(
  client: ShopifyClient,
  file: StagedFile,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<StagedUpload> {
  const data = await client.request(
    STAGED_UPLOADS_CREATE,
    {
      input: [
        {
          filename: file.filename,
          mimeType: file.mimeType,
          resource: file.resource,
          fileSize: String(file.body.byteLength),
          httpMethod: 'POST',
        },
      ],
    },
    // Asking for a target twice only leaves an unused target behind.
    { idempotent: true },
  );
  const payload = requireNoUserErrors('StagedUploadsCreate', data.stagedUploadsCreate);
  const target = payload.stagedTargets?.[0];
  if (!target?.url) throw new ShopifyRequestError('stagedUploadsCreate answered no target', 'StagedUploadsCreate');
  const form = new FormData();
  for (const p of target.parameters) form.append(p.name, p.value);
  form.append('file', new Blob([file.body], { type: file.mimeType }), file.filename);
  let res: Response;
  try {
    res = await (options.fetch ?? fetch)(target.url, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
  } catch (err) {
    throw new ShopifyUnavailable(`The staged upload of ${file.filename} failed: ${(err as Error).message}`, { cause: err });
  }
  await res.body?.cancel();
  if (!res.ok) throw new ShopifyUnavailable(`The staged upload of ${file.filename} answered HTTP ${res.status}`);
  const key = target.parameters.find((p) => p.name === 'key')?.value ?? null;
  return { resourceUrl: target.resourceUrl ?? `${target.url.replace(/\/$/, '')}/${key ?? ''}`, key };
}
