import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The built web app. Files under `assets/` carry a content hash in their name, so browsers and
 * proxies keep them for a year without asking again; anything else (index.html above all, which
 * names the current hashes) is revalidated on every load, so a new release shows at once. The build
 * writes `.br` and `.gz` beside each text asset: the best encoding the browser accepts is sent as
 * it is, never compressed per request.
 */
export async function registerWebAssets(app: FastifyInstance, root: string): Promise<void> {
  const assets = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    },
  });
}
