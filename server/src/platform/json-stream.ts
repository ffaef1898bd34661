import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers `{"data":[...]}` item by item, so a large export keeps memory flat (docs/budgets.md).
 * The first item is read before answering, so an error before any output still becomes a JSON error.
 * With `inner`, the list goes one level down: `{"data":{"<inner>":[...]}}` (the price log export).
 */
export async function sendDataStream<T>(reply: FastifyReply, items: AsyncIterable<T>, inner?: string): Promise<FastifyReply> {
  const iterator = items[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* body(): AsyncGenerator<string> {
    yield inner ? `{"data":{${JSON.stringify(inner)}:[` : '{"data":[';
    let current = first;
    let sep = '';
    let chunk = '';
    while (!current.done) {
      chunk += sep + JSON.stringify(current.value);
      sep = ',';
      if (chunk.length > 64 * 1024) {
        yield chunk;
        chunk = '';
      }
      current = await iterator.next();
    }
    yield `${chunk}]}${inner ? '}' : ''}`;
  }
  // One chunk made ahead, not sixteen: a chunk queued while the client reads lives past young-generation GCs and is promoted.
  return reply.type('application/json; charset=utf-8').send(Readable.from(body(), { highWaterMark: 1 }));
}
