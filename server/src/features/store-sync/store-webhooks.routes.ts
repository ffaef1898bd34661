import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import { isValidWebhookSignature } from './webhook-signature';
import { storeWebhookJob } from './store-webhooks.jobs';
import { WEBHOOK_PATH } from './webhook-path';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * POST /webhooks/shopify (DESIGN.md §10): the raw body's HMAC is checked with the client secret (401 and
 * nothing recorded otherwise); the event id is recorded with its job in one transaction, so a
 * duplicate delivery changes nothing more; the answer is 200 at once and the work is the job's.
 */
export function registerStoreWebhookRoutes(app: FastifyInstance, ctx: AppContext, clientSecret: () => string | null): void {
  void app.register(async (scope) => {
    // The signature is over the exact bytes sent: keep them as they came, parse after checking.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 2 * 1024 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, { config: { rateLimit: false } }, async (request, reply) => {
      const secret = clientSecret();
      if (!secret) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No store is connected.' });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isValidWebhookSignature(raw, secret, header(request, 'x-shopify-hmac-sha256'))) {
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'The webhook signature is not valid.' });
      }
      const topic = header(request, 'x-shopify-topic');
      const eventId = header(request, 'x-shopify-event-id');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = undefined;
      }
      if (!topic || !eventId || body === undefined) {
        const fieldErrors: Record<string, string> = {};
        if (!topic) fieldErrors['X-Shopify-Topic'] = 'Required.';
        if (!eventId) fieldErrors['X-Shopify-Event-Id'] = 'Required.';
        if (body === undefined) fieldErrors.body = 'Not JSON.';
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'The webhook is incomplete.', fieldErrors });
      }
      const receivedAt = nowIso();
      const delivery = { topic, eventId, webhookId: header(request, 'x-shopify-webhook-id') ?? '', shopDomain: header(request, 'x-shopify-shop-domain') ?? '', receivedAt, body };
      const jobId = await ctx.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('store_webhook_events')
          .values({ event_id: eventId, topic, webhook_id: delivery.webhookId, shop_domain: delivery.shopDomain, job_id: null, received_at: receivedAt })
          .onConflict((oc) => oc.column('event_id').doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!inserted) return null;
        const id = await enqueue(trx, storeWebhookJob, delivery, { operatorId: null, dedupeKey: `store-webhook:${eventId}` });
        await trx.updateTable('store_webhook_events').set({ job_id: id }).where('event_id', '=', eventId).execute();
        return id;
      });
      if (jobId !== null) ctx.jobs.notify(jobId);
      return reply.code(200).send({ ok: true, duplicate: jobId === null });
    });
  });
}
