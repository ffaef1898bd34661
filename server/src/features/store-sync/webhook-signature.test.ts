import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature, webhookSignature } from './webhook-signature';

describe('webhook signature', () => {
  const body = Buffer.from('{"id":1,"email":"a@b.test"}');
  it('accepts the base64 HMAC-SHA256 of the raw body with the secret', () => {
    // Known value: computed independently with `openssl dgst -sha256 -hmac s3cret -binary | base64`.
    expect(webhookSignature(body, 's3cret')).toBe('WdqLT47Oj1R+lNjOopZGYX6JBWS+Zb954eE9LgwM5N4=');
    expect(isValidWebhookSignature(body, 's3cret', webhookSignature(body, 's3cret'))).toBe(true);
  });
  it('refuses another secret, a changed body, a missing or malformed header', () => {
    const good = webhookSignature(body, 's3cret');
    expect(isValidWebhookSignature(body, 'other', good)).toBe(false);
    expect(isValidWebhookSignature(Buffer.from('{"id":2,"email":"a@b.test"}'), 's3cret', good)).toBe(false);
    expect(isValidWebhookSignature(body, 's3cret', undefined)).toBe(false);
    expect(isValidWebhookSignature(body, 's3cret', 'not base64 at all')).toBe(false);
  });
});
