import type { ShopifyStandIn, StandInOptions } from './shopify-stand-in/stand-in-server';
import { discountsModule } from './shopify-stand-in/discounts.module';
import { storeCreditModule } from './shopify-stand-in/store-credit.module';
import { startMirrorStandIn } from './store-mirror-support';
import { MIRROR_MODULES } from './store-mirror-modules';
import type { TestServer } from './harness';

/** The stand-in with the customer mirror's modules and store money's (store credit, discounts). */
export function startMoneyStandIn(options: Partial<StandInOptions> = {}): Promise<ShopifyStandIn> {
  return startMirrorStandIn({ modules: [...MIRROR_MODULES, storeCreditModule, discountsModule], ...options });
}

/**
 * Runs the jobs of these types now, waiting ones included (a job that waits for a request to finish,
 * or for its retry), until none is pending or running; answers their final rows.
 */
export async function runJobsNow(server: TestServer, typePrefix: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await server.ctx.db.updateTable('jobs').set({ run_after: new Date(Date.now() - 1000).toISOString() }).where('type', 'like', `${typePrefix}%`).where('status', '=', 'pending').execute();
    const busy = await server.ctx.db.selectFrom('jobs').select('id').where('type', 'like', `${typePrefix}%`).where('status', 'in', ['pending', 'running']).execute();
    if (busy.length === 0) break;
    for (const job of busy) server.ctx.jobs.notify(job.id);
    if (Date.now() > until) throw new Error(`${typePrefix} jobs still busy: ${busy.map((b) => b.id).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server.ctx.db.selectFrom('jobs').selectAll().where('type', 'like', `${typePrefix}%`).orderBy('id').execute();
}
