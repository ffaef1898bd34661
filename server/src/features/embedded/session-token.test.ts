import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySessionToken } from './session-token';
import type { ShopContext, ShopRegistry } from '../../app-context';
import { isEmbeddedLaunch, launchHmacValid, launchIsGenuine } from './embedded-page.service';

const check = { clientId: 'app', clientSecret: 'secret', shop: 'shop.myshopify.com', now: 1_000_000_000_000 };
const nowS = check.now / 1000;

function sign(claims: Record<string, unknown>, secret = 'secret'): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
const claims = (over: Record<string, unknown> = {}) => ({
  aud: 'app',
  dest: 'https://shop.myshopify.com',
  sub: '7',
  exp: nowS + 60,
  nbf: nowS,
  ...over,
});

describe('verifySessionToken', () => {
  it('takes a current token of this app and shop, within the leeway', () => {
    expect(verifySessionToken(sign(claims()), check)?.sub).toBe('7');
    expect(verifySessionToken(sign(claims({ exp: nowS - 4 })), check)).not.toBeNull();
    expect(verifySessionToken(sign(claims({ nbf: nowS + 4 })), check)).not.toBeNull();
  });

  it('refuses past the leeway, another app, another shop, another key', () => {
    expect(verifySessionToken(sign(claims({ exp: nowS - 6 })), check)).toBeNull();
    expect(verifySessionToken(sign(claims({ nbf: nowS + 6 })), check)).toBeNull();
    expect(verifySessionToken(sign(claims({ aud: 'other' })), check)).toBeNull();
    expect(verifySessionToken(sign(claims({ dest: 'https://evil.myshopify.com' })), check)).toBeNull();
    expect(verifySessionToken(sign(claims(), 'other-secret'), check)).toBeNull();
    expect(verifySessionToken('a.b', check)).toBeNull();
  });
});

describe('launchHmacValid', () => {
  it('checks the hex HMAC of the other parameters sorted', () => {
    const params = { shop: 'shop.myshopify.com', host: 'aG9zdA', embedded: '1', timestamp: '1' };
    const hmac = createHmac('sha256', 'secret').update('embedded=1&host=aG9zdA&shop=shop.myshopify.com&timestamp=1').digest('hex');
    expect(launchHmacValid({ ...params, hmac }, 'secret')).toBe(true);
    expect(launchHmacValid({ ...params, shop: 'x.myshopify.com', hmac }, 'secret')).toBe(false);
    expect(launchHmacValid(params, 'secret')).toBe(false);
  });
});

describe('launchIsGenuine', () => {
  const signed = (timestamp: number | null) => {
    const params: Record<string, string> = {
      embedded: '1',
      host: 'aG9zdA',
      shop: 'shop.myshopify.com',
      ...(timestamp === null ? {} : { timestamp: String(timestamp) }),
    };
    const message = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    return { ...params, hmac: createHmac('sha256', 'secret').update(message).digest('hex') };
  };
  it('refuses a launch whose timestamp is more than 90 s off, either way', () => {
    const now = 1_800_000_000_000;
    const s = now / 1000;
    expect(launchIsGenuine(signed(s - 85), 'secret', now)).toBe(true);
    expect(launchIsGenuine(signed(s + 85), 'secret', now)).toBe(true);
    expect(launchIsGenuine(signed(s - 95), 'secret', now)).toBe(false);
    expect(launchIsGenuine(signed(s + 95), 'secret', now)).toBe(false);
    expect(launchIsGenuine(signed(s - 2 * 86_400), 'secret', now)).toBe(false);
    const unstamped = signed(null);
    expect(launchHmacValid(unstamped, 'secret')).toBe(true);
    expect(launchIsGenuine(unstamped, 'secret', now)).toBe(false);
  });
});

describe('isEmbeddedLaunch', () => {
  const launch = (shop: string, now: number) => {
    const params: Record<string, string> = { embedded: '1', host: 'aG9zdA', shop, timestamp: String(now / 1000) };
    const message = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    return { ...params, hmac: createHmac('sha256', 'secret').update(message).digest('hex') };
  };
  /** Two connected shops; `added` joins only after a refresh, as a shop added on another instance. */
  function registry() {
    const shopOf = (name: string, domain: string) => ({ shop: { name, domain }, shopify: {} }) as unknown as ShopContext;
    const known = new Map([['one.myshopify.com', shopOf('one', 'one.myshopify.com')]]);
    let refreshed = 0;
    const shops = {
      byDomain: (d: string) => known.get(d),
      async refresh() {
        refreshed += 1;
        known.set('added.myshopify.com', shopOf('added', 'added.myshopify.com'));
      },
    } as unknown as ShopRegistry;
    return { shops, refreshes: () => refreshed };
  }

  it('names the launching shop when it is a record, reading the shops again once for one it does not know', async () => {
    const now = 1_800_000_000_000;
    const { shops, refreshes } = registry();
    expect(await isEmbeddedLaunch(launch('one.myshopify.com', now), shops, 'secret', now)).toMatchObject({
      kind: 'shop',
      shop: { shop: { name: 'one' } },
    });
    expect(refreshes()).toBe(0);
    expect(await isEmbeddedLaunch(launch('added.myshopify.com', now), shops, 'secret', now)).toMatchObject({
      kind: 'shop',
      shop: { shop: { name: 'added' } },
    });
    expect(refreshes()).toBe(1);
    expect(await isEmbeddedLaunch(launch('stranger.myshopify.com', now), shops, 'secret', now)).toEqual({
      kind: 'unknown-shop',
      domain: 'stranger.myshopify.com',
    });
    expect(await isEmbeddedLaunch(launch('one.myshopify.com', now), shops, 'other-secret', now)).toBeNull();
  });
});
