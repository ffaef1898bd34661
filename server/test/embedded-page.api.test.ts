import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { STAND_IN_SHOP, tokenExchangeModule } from './shopify-stand-in/token-exchange.module';
import { MIRROR_MODULES } from './store-mirror-modules';
import { CLIENT_ID, CLIENT_SECRET, startMirrorStandIn, startStoreServer } from './store-mirror-support';
import type { TestServer } from './harness';

/**
 * The embedded entry of docs/outside-interfaces.md 'Shopify': launch parameters with their hmac, frame-ancestors, App Bridge first in
 * <head>.
 */
describe('embedded entry page', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;

  beforeAll(async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Console</title></head><body><div id="root"></div></body></html>',
    );
    standIn = await startMirrorStandIn({ modules: [...MIRROR_MODULES, tokenExchangeModule] });
    server = await startStoreServer(standIn, { runWorker: false, config: { webDist } });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  function launch(params: Record<string, string>, secret = CLIENT_SECRET): string {
    const message = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    const hmac = createHmac('sha256', secret).update(message).digest('hex');
    return `?${new URLSearchParams({ ...params, hmac }).toString()}`;
  }
  const params = (shop = STAND_IN_SHOP) => ({
    shop,
    host: Buffer.from(`admin.shopify.com/store/${shop.split('.')[0]}`).toString('base64url'),
    embedded: '1',
    id_token: 'x.y.z',
    timestamp: String(Math.floor(Date.now() / 1000)),
    locale: 'en',
    session: 's1',
  });

  it('serves any route with App Bridge first in <head> and the shop admin as the allowed parent', async () => {
    for (const route of ['/', '/students/pending']) {
      const res = await server.request('GET', `${route}${launch(params())}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors https://${STAND_IN_SHOP} https://admin.shopify.com`);
      expect(res.headers.get('content-security-policy')).toContain('https://cdn.shopify.com/shopifycloud/app-bridge.js');
      expect(String(res.body)).toMatch(
        new RegExp(
          `<head><meta name="shopify-api-key" content="${CLIENT_ID}" /><script src="https://cdn.shopify.com/shopifycloud/app-bridge.js"></script>`,
        ),
      );
    }
  });

  it('names the launching shop in frame-ancestors for each shop that is a record (docs/several-shops.md)', async () => {
    await server.addShop('employee-store-ca', { storeUrl: standIn.url, domain: 'employee-store-ca.myshopify.com' });
    const res = await server.request('GET', `/${launch(params('employee-store-ca.myshopify.com'))}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors https://employee-store-ca.myshopify.com https://admin.shopify.com');
    expect(csp).not.toContain(STAND_IN_SHOP);
    expect(String(res.body)).toContain('app-bridge.js');
  });

  it('answers a genuine launch from a store that is no shop here with 403: the store is not connected', async () => {
    const res = await server.request('GET', `/${launch(params('other-shop.myshopify.com'))}`);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(String(res.body)).toContain('This store is not connected to this console.');
    expect(String(res.body)).not.toContain('app-bridge.js');
  });

  it('keeps frame-ancestors none for a bad hmac or no launch', async () => {
    const bad = [launch(params(), 'wrong-secret'), launch(params('other-shop.myshopify.com'), 'wrong-secret'), ''];
    for (const query of bad) {
      const res = await server.request('GET', `/${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(String(res.body)).not.toContain('app-bridge.js');
    }
  });

  it('refuses a stale launch: a signed timestamp two days old, or 2 minutes ahead, keeps frame-ancestors none', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 2 * 86_400, now - 120, now + 120]) {
      const res = await server.request('GET', `/${launch({ ...params(), timestamp: String(timestamp) })}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(String(res.body)).not.toContain('app-bridge.js');
    }
  });
});
