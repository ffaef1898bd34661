import { createHmac, timingSafeEqual } from 'node:crypto';

/** `X-Shopify-Hmac-Sha256`: base64 HMAC-SHA256 of the raw body keyed with the app's client secret. */
export function webhookSignature(rawBody: Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Constant-time check; a missing or malformed header is simply not valid. */
export function isValidWebhookSignature(rawBody: Buffer, secret: string, header: string | undefined): boolean {
  if (!header) return false;
  const given = Buffer.from(header, 'base64');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
