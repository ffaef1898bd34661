import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrgContext, ShopContext } from '../../app-context';
import { nowIso } from '../../platform/db';
import { acceptWebhook, countForeignWebhook } from './store-webhooks.service';
import { isValidWebhookSignature } from './webhook-signature';
import { WEBHOOK_PATH } from '../../platform/webhook-path';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Shopify's bodies nest a handful of levels; far deeper is an attack on whatever walks the body next. */
const MAX_WEBHOOK_DEPTH = 64;

/** Whether the JSON text nests objects and arrays deeper than `limit`: one pass over the bytes, no recursion. */
function nestsDeeperThan(raw: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i += 1) {
    const byte = raw[i];
    if (inString) {
      if (byte === 0x5c)
        i += 1; // backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === 0x7d || byte === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * POST /webhooks/shopify (docs/outside-interfaces.md 'Shopify'): the raw body's HMAC is checked with the client secret (401 and
 * nothing recorded otherwise); the event id is recorded with its job in one transaction, so a
 * duplicate delivery changes nothing more; the answer is 200 at once and the work is the job's.
 * One app signs every shop's webhooks with its one secret (docs/several-shops.md): a delivery goes to the shop whose domain
 * X-Shopify-Shop-Domain names (the registry read again once when it names none, for a shop just added elsewhere), and
 * its job carries that shop. A delivery for a domain that is no shop of this install is answered 200 too, so the
 * store stops retrying, and only counted (organisation-wide) for the Store sync screen.
 */
export function registerStoreWebhookRoutes(app: FastifyInstance, org: OrgContext, clientSecret: () => string | null): void {
  /** The shop of a domain; 'unknown' while a connected shop's own domain is not read yet (it may be this one). */
  const shopOf = async (domain: string): Promise<ShopContext | null | 'unknown'> => {
    const known = org.shops.byDomain(domain);
    if (known) return known;
    await org.shops.refresh();
    const fresh = org.shops.byDomain(domain);
    if (fresh) return fresh;
    return org.shops.all().some((s) => s.shopify !== null && !s.shop.domain) ? 'unknown' : null;
  };
  void app.register(async (scope) => {
    // The signature is over the exact bytes sent: keep them as they came, parse after checking.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 2 * 1024 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, { config: { rateLimit: false, access: 'public' } }, async (request, reply) => {
      const secret = clientSecret();
      if (!secret) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No store is connected.' });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isValidWebhookSignature(raw, secret, header(request, 'x-shopify-hmac-sha256'))) {
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'The webhook signature is not valid.' });
      }
      const shopDomain = header(request, 'x-shopify-shop-domain')?.trim().toLowerCase() ?? '';
      const topic = header(request, 'x-shopify-topic');
      let ctx: ShopContext | null = null;
      if (shopDomain) {
        let found: ShopContext | null | 'unknown';
        try {
          found = await shopOf(shopDomain);
        } catch (err) {
          request.log.warn({ err }, 'webhook refused for now: the shops this install serves could not be read');
          found = 'unknown';
        }
        if (found === 'unknown') {
          // Without knowing every shop's domain nothing can be told apart: the store delivers again later.
          return reply.code(503).header('retry-after', '60').send({
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'The shops this install serves could not be read from their stores; try again later.',
          });
        }
        if (found === null) {
          await countForeignWebhook(org.db, shopDomain.slice(0, 255), (topic ?? '').slice(0, 100), nowIso());
          request.log.warn({ shopDomain: shopDomain.slice(0, 255), topic }, 'webhook for a shop this install does not serve ignored');
          return reply.code(200).send({ ok: true, ignored: true });
        }
        ctx = found;
      }
      const eventId = header(request, 'x-shopify-event-id');
      const tooDeep = nestsDeeperThan(raw, MAX_WEBHOOK_DEPTH);
      let body: unknown;
      try {
        body = tooDeep ? undefined : JSON.parse(raw.toString('utf8'));
      } catch {
        body = undefined;
      }
      if (!topic || !eventId || !shopDomain || !ctx || body === undefined) {
        const fieldErrors: Record<string, string> = {};
        if (!topic) fieldErrors['X-Shopify-Topic'] = 'Required.';
        if (!eventId) fieldErrors['X-Shopify-Event-Id'] = 'Required.';
        if (!shopDomain) fieldErrors['X-Shopify-Shop-Domain'] = 'Required.';
        if (body === undefined) fieldErrors.body = tooDeep ? `Nested deeper than ${MAX_WEBHOOK_DEPTH} levels.` : 'Not JSON.';
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'The webhook is incomplete.', fieldErrors });
      }
      const receivedAt = nowIso();
      const delivery = { topic, eventId, webhookId: header(request, 'x-shopify-webhook-id') ?? '', shopDomain, receivedAt, body };
      const jobId = await acceptWebhook(ctx, delivery);
      if (jobId !== null) org.jobs.notify(jobId);
      return reply.code(200).send({ ok: true, duplicate: jobId === null });
    });
  });
}
