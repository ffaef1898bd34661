import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ShopifyClient } from './shopify-client';
import { ShopifyRequestError, ShopifyUnavailable, ShopifyUserErrors } from './shopify-errors';
import { BULK_OPERATION_RUN_QUERY, BULK_OPERATION_STATUS } from './shopify-bulk.graphql';

/**
 * Bulk reads (docs/outside-interfaces.md 'Shopify'): `bulkOperationRunQuery`, poll `bulkOperation(id:)` until COMPLETED,
 * then stream the JSONL at `url` a received chunk at a time, so a catalogue of any size never sits in memory.
 */
export interface BulkRecord {
  id?: string;
  /** Set on a line that is a child of a nested connection: the id of its parent line. */
  __parentId?: string;
  [field: string]: unknown;
}

export interface BulkQueryOptions {
  /**
   * Children directly after their parent (needed by `groupBulkRecords`). Slower on the store's side,
   * so only where the reader needs a parent with its children.
   */
  groupObjects?: boolean;
  pollMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds of a monotonic clock (tests drive it with `sleep`). */
  now?: () => number;
}

const sleeper = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts the bulk query (waiting while the shop's bulk slots are busy); answers the operation id. */
async function startBulkQuery(client: ShopifyClient, query: string, options: BulkQueryOptions): Promise<string> {
  const sleep = options.sleep ?? sleeper;
  for (;;) {
    const data = await client.request(
      BULK_OPERATION_RUN_QUERY,
      { query, groupObjects: options.groupObjects ?? false },
      { idempotent: true },
    );
    const payload = data.bulkOperationRunQuery;
    const errors = payload?.userErrors ?? [];
    if (errors.some((e) => e.code === 'OPERATION_IN_PROGRESS' || e.code === 'LIMIT_REACHED')) {
      await sleep(options.pollMs ?? 1000);
      continue;
    }
    if (errors.length) throw new ShopifyUserErrors('BulkOperationRunQuery', errors);
    if (!payload?.bulkOperation) throw new ShopifyRequestError('bulkOperationRunQuery answered no operation', 'BulkOperationRunQuery');
    return payload.bulkOperation.id;
  }
}

/**
 * Poll intervals: from 0.5 s doubling, capped at 2 s while the operation is young (a first load waits
 * on it with the operator watching; one status read costs 1 point of a bucket restoring 50+ a second)
 * and at 10 s once it has run a minute, so long exports spend the cost bucket on real work.
 */
export const BULK_POLL = { firstMs: 500, youngCapMs: 2_000, youngForMs: 60_000, capMs: 10_000 } as const;

/** The wait before the next status read, given the last wait and how long the polling has run. */
function nextBulkPollMs(lastMs: number, elapsedMs: number): number {
  const cap = elapsedMs < BULK_POLL.youngForMs ? BULK_POLL.youngCapMs : BULK_POLL.capMs;
  return Math.max(lastMs, Math.min(lastMs * 2, cap));
}

/** The store knows the bulk operation no longer, or it ended without completing (failed, cancelled, expired). */
export class BulkOperationEnded extends ShopifyRequestError {
  constructor(message: string, details: unknown) {
    super(message, 'BulkOperationStatus', details);
    this.name = 'BulkOperationEnded';
  }
}

/** Polls until the operation is done; answers its JSONL url (null when the query matched nothing). */
export async function waitForBulkOperation(client: ShopifyClient, id: string, options: BulkQueryOptions = {}): Promise<string | null> {
  const sleep = options.sleep ?? sleeper;
  const now = options.now ?? (() => performance.now());
  const started = now();
  let pollMs = options.pollMs ?? BULK_POLL.firstMs;
  for (;;) {
    const { bulkOperation: op } = await client.request(BULK_OPERATION_STATUS, { id });
    if (!op) throw new BulkOperationEnded(`Bulk operation ${id} is unknown to the store`, null);
    if (op.status === 'COMPLETED') return op.url;
    if (op.status !== 'CREATED' && op.status !== 'RUNNING') {
      throw new BulkOperationEnded(`Bulk operation ${id} ended ${op.status}${op.errorCode ? ` (${op.errorCode})` : ''}`, op);
    }
    await sleep(pollMs);
    pollMs = nextBulkPollMs(pollMs, now() - started);
  }
}

/**
 * The lines of a bulk result file, parsed a received chunk at a time: a catalogue read is hundreds of
 * thousands of lines, and one hand-off per chunk rather than per line keeps it close to a bare parse.
 */
export async function* readBulkJsonlBatches(url: string, options: Pick<BulkQueryOptions, 'fetch'> = {}): AsyncGenerator<BulkRecord[]> {
  let res: Response;
  try {
    res = await (options.fetch ?? fetch)(url);
  } catch (err) {
    throw new ShopifyUnavailable(`The bulk result file could not be read: ${(err as Error).message}`, { cause: err });
  }
  if (!res.ok || !res.body) throw new ShopifyUnavailable(`The bulk result file answered HTTP ${res.status}`);
  const decoder = new TextDecoder();
  // The text after the chunk's last newline: the start of a line the next chunk ends.
  let partial = '';
  for await (const chunk of res.body as WebReadableStream<Uint8Array>) {
    const text = partial + decoder.decode(chunk, { stream: true });
    const end = text.lastIndexOf('\n');
    if (end < 0) {
      partial = text;
      continue;
    }
    partial = text.slice(end + 1);
    const records = parseLines(text.slice(0, end));
    if (records.length > 0) yield records;
  }
  const records = parseLines(partial + decoder.decode());
  if (records.length > 0) yield records;
}

/** Blank lines are skipped; JSON's whitespace covers a CR of CRLF line ends. */
function parseLines(text: string): BulkRecord[] {
  const records: BulkRecord[] = [];
  for (const line of text.split('\n')) if (line.trim()) records.push(JSON.parse(line) as BulkRecord);
  return records;
}

/** The lines of a bulk result file, one record at a time. */
export async function* readBulkJsonl(url: string, options: Pick<BulkQueryOptions, 'fetch'> = {}): AsyncGenerator<BulkRecord> {
  for await (const records of readBulkJsonlBatches(url, options)) yield* records;
}

/** Runs a bulk query (a document from a `*.graphql.ts` file) and streams its records in the batches read. */
export async function* runBulkQuery(client: ShopifyClient, query: string, options: BulkQueryOptions = {}): AsyncGenerator<BulkRecord[]> {
  const id = await startBulkQuery(client, query, options);
  const url = await waitForBulkOperation(client, id, options);
  if (url) yield* readBulkJsonlBatches(url, options);
}

export interface BulkGroup {
  record: BulkRecord;
  children: BulkRecord[];
}

/**
 * Parents with their children, for output made with `groupObjects: true` (each child follows its
 * parent): holds one parent at a time and answers the groups each batch completes. A child whose
 * parent is not the current one is an error.
 */
export async function* groupBulkRecords(batches: AsyncIterable<readonly BulkRecord[]>): AsyncGenerator<BulkGroup[]> {
  let current: BulkGroup | null = null;
  // Grandchildren name their own parent (a child), so remember every id within the current group.
  let ids = new Set<string>();
  for await (const records of batches) {
    const done: BulkGroup[] = [];
    for (const record of records) {
      if (record.__parentId === undefined) {
        if (current) done.push(current);
        current = { record, children: [] };
        ids = new Set(record.id ? [record.id] : []);
        continue;
      }
      if (!current || !ids.has(record.__parentId))
        throw new Error(
          `Bulk line ${record.id ?? ''} names parent ${record.__parentId}, which is not the current record: run the query with groupObjects`,
        );
      current.children.push(record);
      if (record.id) ids.add(record.id);
    }
    if (done.length > 0) yield done;
  }
  if (current) yield [current];
}
