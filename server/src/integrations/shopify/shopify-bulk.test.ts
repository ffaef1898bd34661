import { describe, expect, it } from 'vitest';
import { groupBulkRecords, readBulkJsonl, readBulkJsonlBatches, type BulkRecord } from './shopify-bulk';

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
    const batches = await collect(readBulkJsonlBatches('http://store.test/bulk.jsonl', { fetch: chunkedFetch([new TextEncoder().encode(text)]) }));
    expect(batches).toEqual([LINES]);
  });

  it('fails on a line that is not JSON rather than skipping it', async () => {
    const text = `${JSON.stringify(LINES[0])}\n{"id": "gid://shopify/Product/2", "title": \n`;
    await expect(collect(readBulkJsonlBatches('http://store.test/bulk.jsonl', { fetch: chunkedFetch(cut(text, 5)) }))).rejects.toThrow(SyntaxError);
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
