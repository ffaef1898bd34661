import { afterAll, describe, expect, inject, it } from 'vitest';
import { studentsContract } from '@console/contracts/students.contract';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import { DEMO_SKIPPED_WITH_STORE } from '../src/seed-demo';
import { recordUninstall } from '../src/features/store-sync/store-install.service';
import { resumeAfterInstall } from '../src/features/store-sync/store-resume.service';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { createTestDatabase, type TestDatabase, type TestServer } from './harness';
import { startConsoleProcess, type ConsoleProcess } from './processes';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  seedStoreCustomers,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
} from './store-mirror-support';

/** Several instances share a database only on PostgreSQL (an embedded SQLite database has one). */
const onPostgres = inject('testDb').kind === 'postgres';

/** A store connected at first start fills the lists by itself, once, and gets no demo data. */
describe('first start with a store connected', () => {
  const standIns: ShopifyStandIn[] = [];
  const servers: TestServer[] = [];
  const databases: TestDatabase[] = [];
  const processes: ConsoleProcess[] = [];
  afterAll(async () => {
    for (const p of processes) await p.stop();
    for (const s of servers) await s.stop();
    for (const d of databases) await d.drop();
    for (const s of standIns) await s.close();
  });

  const loads = (server: TestServer) => server.ctx.db.selectFrom('store_loads').selectAll().orderBy('id').execute();
  const bulkRuns = (standIn: ShopifyStandIn) => standIn.calls('BulkOperationRunQuery').length;

  it("lists the store's pending students with no operator action", { timeout: 60_000 }, async () => {
    const standIn = await startMirrorStandIn();
    standIns.push(standIn);
    seedStoreCustomers(standIn, 30, { prefix: 'waiting', tags: ['UserType:Student', 'Pending'] });
    seedStoreCustomers(standIn, 5, { prefix: 'done', tags: ['UserType:Student', 'Approved'] });
    const server = await startStoreServer(standIn);
    servers.push(server);
    const clerk = await server.operator(['showStudents', 'showStoreSync']);
    const pending = async () => {
      const page = await server.call(studentsContract.list, {
        params: { status: 'pending' },
        body: { searchType: 'Email', searchValue: '' },
        headers: clerk.headers,
      });
      return page.data().total;
    };
    await expect.poll(pending, { timeout: 30_000, interval: 100 }).toBe(30);
    const rows = (
      await server.call(studentsContract.list, {
        params: { status: 'pending' },
        body: { searchType: 'Email', searchValue: 'waiting.1' },
        headers: clerk.headers,
      })
    ).data().rows;
    expect(rows.map((r) => r.email)).toContain('waiting.1@store.test');
    await settleStoreJobs(server);
    const status = (await server.call(storeSyncContract.status, { headers: clerk.headers })).data();
    expect(status.lastFullLoad).toMatchObject({ status: 'done', customers: 35, total: 35 });
    expect((await loads(server)).length).toBe(1);
    // Another start on a shop already loaded starts nothing more.
    await server.stop();
    servers.pop();
    const again = await startStoreServer(standIn, { database: server.database });
    servers.push(again);
    await settleStoreJobs(again);
    expect((await loads(again)).length).toBe(1);
    expect(bulkRuns(standIn)).toBe(1);
  });

  it.runIf(onPostgres)('starts one full load when instances and workers start at the same moment', { timeout: 60_000 }, async () => {
    const standIn = await startMirrorStandIn();
    standIns.push(standIn);
    seedStoreCustomers(standIn, 12, { prefix: 'together', tags: ['UserType:Staff', 'Pending'] });
    const database = await createTestDatabase();
    databases.push(database);
    // Migrated first (an upgrade's `npm run migrate`), so the starts race only on the load.
    await (await startStoreServer(standIn, { database, runWorker: false })).stop();
    const started = await Promise.all([1, 2, 3].map(() => startStoreServer(standIn, { database })));
    servers.push(...started);
    const [one] = started;
    if (!one) throw new Error('no server');
    await settleStoreJobs(one);
    const all = await loads(one);
    expect(all.map((l) => l.status)).toEqual(['done']);
    expect(bulkRuns(standIn)).toBe(1);
    const jobs = await one.ctx.db.selectFrom('jobs').select('id').where('type', '=', 'store-sync.full-load').execute();
    expect(jobs).toHaveLength(1);
  });

  it('loads the mirror again at the first launch after a reinstall', { timeout: 60_000 }, async () => {
    const standIn = await startMirrorStandIn();
    standIns.push(standIn);
    seedStoreCustomers(standIn, 4, { prefix: 'reinstalled', tags: ['UserType:Student', 'Approved'] });
    const server = await startStoreServer(standIn);
    servers.push(server);
    await settleStoreJobs(server);
    expect((await loads(server)).map((l) => l.status)).toEqual(['done']);
    await recordUninstall(server.ctx, {
      topic: 'app/uninstalled',
      eventId: 'e-1',
      webhookId: 'w-1',
      shopDomain: 'console-stand-in.myshopify.com',
      receivedAt: new Date().toISOString(),
      body: {},
    });
    expect(await resumeAfterInstall(server.ctx)).toBe(true);
    await settleStoreJobs(server);
    expect((await loads(server)).map((l) => l.status)).toEqual(['done', 'done']);
    expect(bulkRuns(standIn)).toBe(2);
  });

  it('seeds no demo data with a store connected: no store mutation, no demo rows, said once', { timeout: 90_000 }, async () => {
    const standIn = await startMirrorStandIn();
    standIns.push(standIn);
    const database = await createTestDatabase();
    databases.push(database);
    // `npm start` as shipped, with the default SEED_DEMO; HTTP only, so no worker's store work mixes in.
    const env: Record<string, string> = {
      SHOPIFY_STORE_URL: standIn.url,
      SHOPIFY_CLIENT_ID: CLIENT_ID,
      SHOPIFY_CLIENT_SECRET: CLIENT_SECRET,
      LOG_LEVEL: 'info',
    };
    const proc = startConsoleProcess({ role: 'http', database, env: { ...env, SEED_DEMO: '1' } });
    processes.push(proc);
    await proc.waitFor('Console ready', 60_000);
    expect(proc.output().split(DEMO_SKIPPED_WITH_STORE).length - 1).toBe(1);
    const mutations = standIn.received.filter((c) => /^\s*mutation\b/.test(c.query));
    expect(mutations.map((c) => c.operation)).toEqual([]);
    const db = (await startStoreServer(standIn, { database, runWorker: false })).ctx.db;
    const count = async (table: 'customers' | 'credit_accounts' | 'events' | 'giveaways' | 'registration_codes' | 'returns' | 'coupons') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (const table of ['customers', 'credit_accounts', 'events', 'giveaways', 'registration_codes', 'returns', 'coupons'] as const)
      expect(await count(table), table).toBe(0);
  });
});
