import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../db/migrate';
import type { Db } from './db';

const READY_TIMEOUT_MS = 2000;

/** Ready: the database answers within the timeout and every migration is applied. */
export async function isReady(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const check = pendingMigrations(db as never).then(
    (pending) => pending.length === 0,
    () => false,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Probes for load balancers and orchestrators: no identity, no data beyond up or not. */
export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  const options = { config: { access: 'public' as const } };
  app.get('/healthz', options, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', options, async (_request, reply) => {
    const ready = await isReady(db);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable' });
  });
}
