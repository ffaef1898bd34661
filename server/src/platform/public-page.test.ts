import { describe, expect, it } from 'vitest';
import { storeNextStep, storefrontOf } from './public-page';

describe('the public pages’ next step', () => {
  it('links to the configured storefront, else to the connected store, else to none', () => {
    const shopify = {
      storeUrl: 'https://crew.myshopify.com',
      clientId: 'id',
      clientSecret: 'secret',
      accessToken: null,
      apiVersion: '2026-07',
    };
    expect(storefrontOf({ storefrontUrl: 'https://shop.example.com', shopify })).toBe('https://shop.example.com');
    expect(storefrontOf({ storefrontUrl: null, shopify })).toBe('https://crew.myshopify.com');
    expect(storefrontOf({ storefrontUrl: null, shopify: null })).toBeNull();
  });

  it('escapes the site, the e-mail and the address', () => {
    expect(storeNextStep('https://shop.example.com/?a="b"', 'A & B', '<x>@crew.example')).toBe(
      '<p>Sign in at A &amp; B with &lt;x&gt;@crew.example to shop with your prices.</p>\n' +
        '<a class="button" href="https://shop.example.com/?a=&quot;b&quot;/account">Go to A &amp; B</a>',
    );
  });
});
