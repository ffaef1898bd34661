import { describe, expect, it } from 'vitest';
import type { ShopifyClient } from './shopify-client';
import { BULK_POLL, groupBulkRecords, readBulkJsonl, readBulkJsonlBatches, waitForBulkOperation, type BulkRecord } from './shopify-bulk';

/** A fetch whose body arrives in exactly these byte chunks, as a slow or chunked transfer would. */
function chunkedFetch(chunks: Uint8Array[]): typeof fetch {
  return async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
    );
}

/** Cuts the bytes at every `size` bytes, wherever that falls: inside a line, a word or a character. */
function cut(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
  return chunks;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const LINES: BulkRecord[] = [
  { id: 'gid://shopify/Product/1', title: 'Bohrhammer «Süd» 18 V — 🔧' },
  { id: 'gid://shopify/ProductVariant/1', sku: 'BH-1', __parentId: 'gid://shopify/Product/1' },
  { id: 'gid://shopify/Metafield/1', value: 'a\nb', __parentId: 'gid://shopify/Product/1' },
  { id: 'gid://shopify/Product/2', title: 'Zange' },
  { id: 'gid://shopify/ProductVariant/2', sku: 'Z-1', __parentId: 'gid://shopify/Product/2' },
];

describe('bulk JSONL reading', () => {
  it('reads every line whole wherever the chunks are cut, through multi-byte characters, CRLF, blank lines and no final newline', async () => {
    const text = `${LINES.map((l) => JSON.stringify(l)).join('\r\n')}\r\n\r\n\n${JSON.stringify({ id: 'gid://shopify/Product/3' })}`;
    const expected = [...LINES, { id: 'gid://shopify/Product/3' }];
    for (const size of [1, 2, 3, 7, 64, 100_000]) {
      const batches = await collect(readBulkJsonlBatches('http://store.test/bulk.jsonl', { fetch: chunkedFetch(cut(text, size)) }));
      expect(batches.flat(), `chunks of ${size} bytes`).toEqual(expected);
      expect(batches.every((b) => b.length > 0)).toBe(true);
      expect(await collect(readBulkJsonl('http://store.test/bulk.jsonl', { fetch: chunkedFetch(cut(text, size)) }))).toEqual(expected);
    }
  });

  it('hands over the lines of a chunk together', async () => {
    const text = `${LINES.map((l) => JSON.stringify(l)).join('\n')}\n`;
    const batches = await collect(
      readBulkJsonlBatches('http://store.test/bulk.jsonl', { fetch: chunkedFetch([new TextEncoder().encode(text)]) }),
    );
    expect(batches).toEqual([LINES]);
  });

  it('fails on a line that is not JSON rather than skipping it', async () => {
    const text = `${JSON.stringify(LINES[0])}\n{"id": "gid://shopify/Product/2", "title": \n`;
    await expect(collect(readBulkJsonlBatches('http://store.test/bulk.jsonl', { fetch: chunkedFetch(cut(text, 5)) }))).rejects.toThrow(
      SyntaxError,
    );
  });

  it('groups children with their parent across batch boundaries', async () => {
    async function* batches(): AsyncGenerator<BulkRecord[]> {
      yield LINES.slice(0, 2);
      yield LINES.slice(2, 4);
      yield LINES.slice(4);
    }
    const groups = (await collect(groupBulkRecords(batches()))).flat();
    expect(groups.map((g) => [g.record.id, g.children.map((c) => c.id)])).toEqual([
      ['gid://shopify/Product/1', ['gid://shopify/ProductVariant/1', 'gid://shopify/Metafield/1']],
      ['gid://shopify/Product/2', ['gid://shopify/ProductVariant/2']],
    ]);
  });
});

describe('bulk operation polling', () => {
  /** A store whose operation runs until `doneAtMs` of the driven clock, then answers COMPLETED. */
  async function poll(doneAtMs: number) {
    let clock = 0;
    const waits: number[] = [];
    const request = async () => ({
      bulkOperation: {
        id: 'gid://shopify/BulkOperation/1',
        status: clock >= doneAtMs ? 'COMPLETED' : 'RUNNING',
        errorCode: null,
        objectCount: '0',
        url: clock >= doneAtMs ? 'http://store.test/bulk.jsonl' : null,
        partialDataUrl: null,
      },
    });
    const client = { request } as unknown as ShopifyClient;
    const url = await waitForBulkOperation(client, 'gid://shopify/BulkOperation/1', {
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    return { url, waits, finishedAt: clock };
  }

  it('reads a young operation at most every 2 s, so a first load is listed soon after the store is done', async () => {
    const { url, waits, finishedAt } = await poll(8_000);
    expect(url).toBe('http://store.test/bulk.jsonl');
    expect(waits).toEqual([500, 1000, 2000, 2000, 2000, 2000]);
    expect(finishedAt - 8_000).toBeLessThanOrEqual(BULK_POLL.youngCapMs);
  });

  it('backs off to 10 s once the operation has run a minute, to spend the cost bucket on real work', async () => {
    const { waits } = await poll(120_000);
    expect(waits.slice(0, 3)).toEqual([500, 1000, 2000]);
    expect(Math.max(...waits)).toBe(BULK_POLL.capMs);
    // Within the first minute no wait exceeds the young cap; after it the waits grow to the cap.
    let at = 0;
    for (const ms of waits) {
      if (at < BULK_POLL.youngForMs) expect(ms, `wait at ${at} ms`).toBeLessThanOrEqual(BULK_POLL.youngCapMs);
      at += ms;
    }
    expect(waits.filter((ms) => ms === BULK_POLL.capMs).length).toBeGreaterThan(3);
    // Reads in the first two minutes: a few dozen points of a bucket that restores 50 a second.
    expect(waits.length).toBeLessThan(50);
  });
});
