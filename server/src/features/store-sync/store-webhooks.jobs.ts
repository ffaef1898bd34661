import { z } from 'zod';
import { defineJob, trimFailedPayloads } from '../../platform/jobs';
import { webhookHandlers } from '../../platform/webhook-topics';

/** The work of one webhook delivery: every handler registered for its topic, in order. */
export const storeWebhookJob = defineJob({
  type: 'store-sync.webhook',
  title: 'Store webhook',
  payload: z.object({
    topic: z.string(),
    eventId: z.string(),
    webhookId: z.string(),
    shopDomain: z.string(),
    receivedAt: z.string(),
    body: z.unknown(),
  }),
  flag: 'showStoreSync',
  maxAttempts: 10,
  // The body (a customer's e-mail, name, phone …) is not kept once the delivery is handled.
  payloadAfterRun: (payload) => ({ ...payload, body: null }),
  async handler(ctx) {
    // Each delivery also trims a few old failed ones, so no separate schedule is needed for them.
    await trimFailedPayloads(ctx.db, storeWebhookJob, 50);
    const handlers = webhookHandlers(ctx.payload.topic);
    if (handlers.length === 0)
      ctx.app.log.info({ topic: ctx.payload.topic, eventId: ctx.payload.eventId }, 'store webhook with no handler');
    for (const handle of handlers) await handle(ctx.app, ctx.payload);
    await ctx.progress(1, 1);
  },
});
