import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '../src/platform/settings';
import { NEEDED_KEY, queueDefectRepair } from '../src/features/store-sync/store-defect-repair.jobs';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import type { TestServer } from './harness';
import {
  mirrored,
  seedStoreCustomers,
  sendCustomerWebhook,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
} from './store-mirror-support';

const STATUS_TAG_NAMES = ['pending', 'approved', 'disabled', 'status:pending', 'status:approved', 'status:disabled'];

/** The one-time repair of what its defects left in a database. */
describe('repair of what the defects left', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;

  beforeAll(async () => {
    standIn = await startMirrorStandIn();
    server = await startStoreServer(standIn);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it(
    'writes the mirror status back to customers with two status tags, removes customers the shop does not know, drops stored webhook bodies, once, audited',
    { timeout: 120_000 },
    async () => {
      const [doubled, pending] = seedStoreCustomers(standIn, 2, {
        prefix: 'doubled',
        tags: ['UserType:Student', 'Approved', 'Disabled', 'newsletter'],
      });
      const [foreign] = seedStoreCustomers(standIn, 1, { prefix: 'foreign', tags: ['UserType:Student', 'Pending'] });
      if (!doubled || !pending || !foreign) throw new Error('no customers');
      pending.tags = ['Approved', 'Pending', 'UserType:Student', 'status:Pending'];
      for (const c of [doubled, pending, foreign]) await sendCustomerWebhook(server, 'customers/create', c);
      await settleStoreJobs(server);
      // What the defects left: the mirror took the last status tag; a webhook job kept its body; a dev shop's customer (the store here does not know it).
      expect(await mirrored(server, doubled)).toMatchObject({ status: 'disabled' });
      expect(await mirrored(server, pending)).toMatchObject({ status: 'pending' });
      standIn.state.delete(foreign.id);
      const webhookJob = await server.ctx.db
        .selectFrom('jobs')
        .select('id')
        .where('type', '=', 'store-sync.webhook')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await server.ctx.db
        .updateTable('job_payloads')
        .set({
          payload: JSON.stringify({
            topic: 'customers/create',
            eventId: 'old',
            webhookId: 'w',
            shopDomain: 'stand-in.myshopify.com',
            receivedAt: new Date().toISOString(),
            body: { email: 'left.behind@store.test' },
          }),
          trimmed: 0,
        })
        .where('job_id', '=', webhookJob.id)
        .execute();
      await putSetting(server.ctx.db, server.ctx.shop.id, NEEDED_KEY, '1', new Date().toISOString());

      await queueDefectRepair(server.ctx);
      await settleStoreJobs(server, 90_000);
      const statusTags = (tags: string[]) => tags.filter((t) => STATUS_TAG_NAMES.includes(t.toLowerCase()));
      expect(statusTags(doubled.tags)).toEqual(['Disabled']);
      expect(doubled.tags).toContain('newsletter');
      expect(statusTags(pending.tags)).toEqual(['Pending']);
      expect(await mirrored(server, doubled)).toMatchObject({ status: 'disabled' });
      expect(await mirrored(server, pending)).toMatchObject({ status: 'pending' });
      expect(await mirrored(server, foreign)).toBeUndefined();
      const payload = await server.ctx.db
        .selectFrom('job_payloads')
        .select('payload')
        .where('job_id', '=', webhookJob.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(payload.payload)).toMatchObject({ eventId: 'old', body: null });
      const audit = await server.ctx.db
        .selectFrom('audit_log')
        .select(['action', 'after'])
        .where('action', '=', 'store-sync.defect-repair')
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
        webhookBodiesDropped: expect.any(Number),
        statusWrites: expect.arrayContaining([
          expect.objectContaining({ status: 'disabled' }),
          expect.objectContaining({ status: 'pending' }),
        ]),
      });

      // Once: a later start queues nothing, and nothing is written again.
      const tagWrites = standIn.calls('CustomerTagsAdd').length;
      await queueDefectRepair(server.ctx);
      await settleStoreJobs(server);
      expect(standIn.calls('CustomerTagsAdd')).toHaveLength(tagWrites);
      expect(
        await server.ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'store-sync.defect-repair').execute(),
      ).toHaveLength(1);
    },
  );
});
