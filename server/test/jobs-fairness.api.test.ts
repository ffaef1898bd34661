import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nowIso } from '../src/platform/db';
import { defineJob, enqueue, jobRegistry, runNextJob } from '../src/platform/jobs';
import { createJobWorker } from '../src/platform/job-worker';
import { FIRST_SHOP_ID, shopIdOf, type ShopId } from '../src/platform/shop-id';
import { startTestServer, type TestServer } from './harness';

/**
 * Background work is fair across shops. One shop's backlog does not hold up another's, an
 * operator's work goes before background sync, and background work never takes the worker's last slot.
 */
const noLog = () => undefined;
const ran: Array<{ shop: ShopId; label: string }> = [];
const holds = new Map<string, () => void>();
let holding = true;

const work = defineJob({
  type: 'test.fair-work',
  payload: z.object({ label: z.string(), hold: z.boolean().default(false) }),
  flag: 'showStoreSync',
  async handler(ctx) {
    ran.push({ shop: ctx.app.shop.id, label: ctx.payload.label });
    if (ctx.payload.hold && holding) await new Promise<void>((resolve) => holds.set(ctx.payload.label, resolve));
  },
});
const registry = jobRegistry([work]);

describe('jobs across shops', () => {
  let server: TestServer;
  let second: ShopId;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    const row = await server.ctx.db
      .insertInto('shops')
      .values({
        name: 'fair-second',
        store_url: null,
        domain: null,
        access_token: null,
        time_zone: null,
        mtd: null,
        price_log_columns: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    second = shopIdOf(row.id);
    await server.ctx.shops.refresh();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("runs another shop's job next although one shop has a backlog queued before it", async () => {
    ran.length = 0;
    for (let n = 0; n < 30; n++) await enqueue(server.ctx.db, work, { label: `a${n}` }, { shop: FIRST_SHOP_ID, operatorId: null });
    await enqueue(server.ctx.db, work, { label: 'b0' }, { shop: second, operatorId: null });
    for (let n = 0; n < 4; n++) await runNextJob(server.ctx, registry, noLog);
    // Turns between the two shops: the second shop's one job is among the first two, not the 31st.
    expect(ran.slice(0, 2).map((r) => r.label)).toContain('b0');
    expect(ran.find((r) => r.label === 'b0')?.shop).toBe(second);
    while (await runNextJob(server.ctx, registry, noLog));
    expect(ran).toHaveLength(31);
  });

  it("takes an operator's job before background work queued earlier, and keeps a slot for it", async () => {
    ran.length = 0;
    for (let n = 0; n < 5; n++)
      await enqueue(server.ctx.db, work, { label: `sync${n}`, hold: true }, { shop: FIRST_SHOP_ID, operatorId: null });
    const worker = createJobWorker((onClaimed, limits) => runNextJob(server.ctx, registry, noLog, onClaimed, limits), noLog, {
      concurrency: 2,
      pollMs: 50,
    });
    await worker.start();
    try {
      await expect.poll(() => ran.length).toBe(1);
      // Background work holds one slot of two: the other waits for an operator's job instead of a second sync.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ran.map((r) => r.label)).toEqual(['sync0']);
      const operator = await server.addOperator(['showStoreSync']);
      await enqueue(server.ctx.db, work, { label: 'approval' }, { shop: second, operatorId: operator.operator.id });
      await expect.poll(() => ran.map((r) => r.label)).toEqual(['sync0', 'approval']);
    } finally {
      holding = false;
      for (const release of holds.values()) release();
      await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(6);
      await worker.stop();
    }
  });
});
