import { afterAll, describe, expect, it } from 'vitest';
import { searchSyncContract as c } from '@console/contracts/search-sync.contract';
import { searchSyncJob } from '../src/features/search-sync/search-sync.jobs';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import type { CommerceStore } from '../src/integrations/commerce/commerce.port';
import { defineJob, jobRegistry, runJob } from '../src/platform/jobs';
import { createTestDatabase, startTestServer, type IdentityHeaders, type TestDatabase, type TestServer } from './harness';

/**
 * SOLR sync (docs/functions/commerce-tools.md §2.7, §4, §7, §8): one sync at a time, every product indexed into the embedded
 * index, counts in the Notes; a failed attempt and a worker killed halfway both leave the previous
 * index answering, and the sync that finally completes indexes every product once.
 */

class SimulatedCrash extends Error {}

describe('search-index sync', () => {
  let database: TestDatabase | undefined;
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await database?.drop();
  });

  const status = (server: TestServer, headers: IdentityHeaders) => server.call(c.status, { headers }).then((r) => r.data());
  const titles = async (server: TestServer, text: string) =>
    (await server.ctx.searchIndex.search({ text, limit: 100 })).products.map((p) => p.title);

  /** The real handler with a store that fails or hangs from the n-th product on. */
  const withStore = (wrap: (store: CommerceStore) => CommerceStore) =>
    jobRegistry([
      defineJob({
        ...searchSyncJob,
        handler: (jc) => searchSyncJob.handler({ ...jc, app: { ...jc.app, commerce: wrap(jc.app.commerce) } }),
      }),
    ]);
  const failingAfter =
    (n: number, behaviour: 'throw' | 'hang', counter: { calls: number }) =>
    (store: CommerceStore): CommerceStore => ({
      ...store,
      productMetafields: (id, ns) => {
        counter.calls += 1;
        if (counter.calls <= n) return store.productMetafields(id, ns);
        return behaviour === 'throw' ? Promise.reject(new SimulatedCrash('store went away')) : new Promise(() => {});
      },
    });

  it('indexes every product, one sync at a time, and keeps the previous index through a failure and a kill', async () => {
    database = await createTestDatabase();
    const first = await startTestServer({ database, runWorker: false });
    servers.push(first);
    await seedDemoCommerce(first.ctx.db, first.ctx.shop.id, { orders: 2 });
    const products = (await first.ctx.db.selectFrom('commerce_products').select('id').execute()).length;
    const headers = (await first.operator(['showSolr'])).headers;

    expect(await status(first, headers)).toMatchObject({ EventDate: null, completed: true, status: 'Never synced' });
    const started = (await first.call(c.start, { headers })).data();
    expect(started).toMatchObject({ result: true });
    // Start is refused while a sync runs.
    expect((await first.call(c.start, { headers })).data()).toEqual({ result: false, msg: 'A sync is already running.', jobId: null });
    expect(await status(first, headers)).toMatchObject({ completed: false, status: 'In progress' });

    await first.ctx.jobs.start();
    expect((await first.waitForJob(started.jobId!, headers)).status).toBe('done');
    const done = await status(first, headers);
    expect(done).toMatchObject({
      completed: true,
      status: 'Completed',
      Notes: `Products in store: ${products}, Documents indexed: ${products}, Index: embedded`,
    });
    expect(await first.ctx.searchIndex.count()).toBe(products);
    expect(await titles(first, 'Safety Pack')).toEqual(['Safety Pack']);
    const collections = await first.ctx.db.selectFrom('search_collections').select('handle').execute();
    expect(collections.map((r) => r.handle)).toContain('power-tools');
    await first.ctx.jobs.stop();

    // The store changes; the next sync fails once, then its worker dies halfway.
    await first.ctx.db.updateTable('commerce_products').set({ title: 'Renamed Pack' }).where('title', '=', 'Safety Pack').execute();
    const second = (await first.call(c.start, { headers })).data();
    const counter = { calls: 0 };
    const errors: unknown[] = [];
    await runJob(first.ctx, withStore(failingAfter(10, 'throw', counter)), second.jobId!, (_m, err) => errors.push(err));
    expect(errors[0]).toBeInstanceOf(SimulatedCrash);
    expect((await status(first, headers)).Notes).toBe(
      `Attempt 1 failed: store went away, Products read: 0, Live index kept: ${products} documents`,
    );
    expect(await first.ctx.searchIndex.count()).toBe(products);

    await first.ctx.db
      .updateTable('jobs')
      .set({ run_after: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', second.jobId!)
      .execute();
    const killed = { calls: 0 };
    void runJob(first.ctx, withStore(failingAfter(12, 'hang', killed)), second.jobId!, () => {});
    while (killed.calls <= 12) await new Promise((resolve) => setTimeout(resolve, 20));
    // Halfway: the previous index still answers, unchanged.
    expect(await first.ctx.searchIndex.count()).toBe(products);
    expect(await titles(first, 'Safety Pack')).toEqual(['Safety Pack']);
    expect((await status(first, headers)).completed).toBe(false);
    // A killed process leaves its job running under a lock that runs out.
    await first.ctx.db
      .updateTable('jobs')
      .set({ status: 'running', locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', second.jobId!)
      .execute();
    await first.stop();

    const next = await startTestServer({ database, runWorker: false });
    servers.push(next);
    expect(await next.ctx.searchIndex.count()).toBe(products);
    expect(await titles(next, 'Safety Pack')).toEqual(['Safety Pack']);
    await next.ctx.jobs.start();
    expect((await next.waitForJob(second.jobId!, headers)).status).toBe('done');
    expect(await status(next, headers)).toMatchObject({
      completed: true,
      status: 'Completed',
      Notes: `Products in store: ${products}, Documents indexed: ${products}, Index: embedded`,
    });
    const all = await next.ctx.searchIndex.search({ limit: 1000 });
    expect(all.total).toBe(products);
    expect(new Set(all.products.map((p) => p.id)).size).toBe(products);
    expect(await titles(next, 'Renamed Pack')).toEqual(['Renamed Pack']);
    expect(all.products.map((p) => p.title)).not.toContain('Safety Pack');
  });

  it('needs the SOLR flag', async () => {
    const server = await startTestServer({ runWorker: false });
    servers.push(server);
    const other = await server.operatorSession(['showSolrFilters']);
    expect((await server.call(c.status, { headers: other.headers })).status).toBe(403);
    expect((await server.call(c.start, { headers: other.headers })).status).toBe(403);
  });
});
