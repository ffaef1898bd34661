import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMediaContract as c } from '@console/contracts/product-media.contract';
import { seedProductMedia } from '../src/features/product-media/product-media.seed';
import { STALE_MEDIA } from '../src/features/product-media/product-media.service';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * Product Media (docs/functions/commerce-tools.md §2.6, §3, §7, §8): PIM fields and media by handle or SKU, create, update, stale saves
 * refused.
 */

describe('product media', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let handle: string;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedDemoCommerce(server.ctx.db, server.ctx.shop.id, { orders: 1 });
    await seedProductMedia(server.ctx);
    headers = (await server.operator(['showProductMedia'])).headers;
    handle = (
      await server.ctx.db
        .selectFrom('commerce_products')
        .select('handle')
        .where('shop_id', '=', server.ctx.shop.id)
        .where('is_bundle', '=', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).handle;
  });
  afterAll(async () => {
    await server?.close();
  });

  const media = (term: string) => server.call(c.media, { query: { handle: term }, headers }).then((r) => r.data());

  it('answers the media metafield by handle or by SKU, trimmed, and null for an unknown product', async () => {
    const byHandle = await media(`  ${handle} `);
    expect(byHandle.productByHandle).toMatchObject({ handle, metafield: { version: 1 } });
    const entries = JSON.parse(byHandle.productByHandle!.metafield!.value) as Array<{ src: string; type: string; state: string }>;
    expect(entries[0]).toMatchObject({ type: 'image', state: 'online' });
    const bySku = await media('TL-1000-STD');
    expect(bySku.productByHandle?.id).toBe(byHandle.productByHandle?.id);
    expect(await media('no-such-product')).toEqual({ productByHandle: null });
    expect((await server.call(c.media, { query: { handle: '   ' }, headers })).status).toBe(400);
  });

  it('answers the PIM images, videos and their alt texts', async () => {
    const images = (await server.call(c.images, { query: { handle }, headers })).data().productByHandle!.metafield!.value.split(',');
    const alts = (await server.call(c.imageAlts, { query: { handle }, headers })).data().productByHandle!.metafield!.value.split('|');
    expect(images).toHaveLength(alts.length);
    expect(images[0]).toMatch(/^https:\/\/pim\.shop\.example\/dam\//);
    const videos = (await server.call(c.videos, { query: { handle }, headers })).data();
    const videoAlts = (await server.call(c.videoAlts, { query: { handle }, headers })).data();
    expect(videos.productByHandle?.metafield).not.toBeUndefined();
    expect(videoAlts.productByHandle?.handle).toBe(handle);
  });

  it('updates the media naming the version read, and refuses a save against a stale version', async () => {
    const read = (await media(handle)).productByHandle!.metafield!;
    const value = JSON.stringify([{ src: 'https://cdn.shop.example/a.jpg', type: 'image', state: 'online', sort: 1, alt: 'A' }]);
    const first = await server.call(c.update, {
      body: { metafield: { id: read.id, value, type: 'json', version: read.version } },
      headers,
    });
    expect(first.data().metafield).toMatchObject({ id: read.id, version: read.version + 1 });
    // Another operator still holds the old version.
    const stale = await server.call(c.update, {
      body: { metafield: { id: read.id, value: '[]', type: 'json', version: read.version } },
      headers,
    });
    expect(stale.status).toBe(409);
    expect(stale.error().message).toBe(STALE_MEDIA);
    expect(JSON.parse((await media(handle)).productByHandle!.metafield!.value)).toEqual(JSON.parse(value));
    const audit = await server.ctx.db.selectFrom('audit_log').select('action').where('action', 'like', 'product-media.%').execute();
    expect(audit.map((a) => a.action)).toEqual(['product-media.update']);
  });

  it('checks the media entries: defaults filled in, bad JSON and bad entries answered 400', async () => {
    const read = (await media(handle)).productByHandle!.metafield!;
    const saved = await server.call(c.update, {
      body: {
        metafield: {
          id: read.id,
          value: JSON.stringify([{ src: 'https://cdn.shop.example/v.mp4', type: 'video' }]),
          type: 'json',
          version: read.version,
        },
      },
      headers,
    });
    expect(JSON.parse(saved.data().metafield.value)).toEqual([
      { src: 'https://cdn.shop.example/v.mp4', type: 'video', state: 'offline', sort: null, alt: '' },
    ]);
    const badJson = await server.call(c.update, {
      body: { metafield: { id: read.id, value: '{oops', type: 'json', version: read.version + 1 } },
      headers,
    });
    expect(badJson.status).toBe(400);
    const badEntry = await server.call(c.update, {
      body: { metafield: { id: read.id, value: JSON.stringify([{ src: 'x', type: 'audio' }]), type: 'json', version: read.version + 1 } },
      headers,
    });
    expect(badEntry.status).toBe(400);
    expect(badEntry.error().fieldErrors).toHaveProperty(['metafield.value']);
  });

  it('creates the media metafield of a product that has none, once', async () => {
    const bundle = await media('safety-pack');
    expect(bundle.productByHandle?.metafield).toBeNull();
    const body = {
      metafield: {
        namespace: 'Salsify',
        key: 'Product_Media_Json',
        value: JSON.stringify([{ src: 'https://cdn.shop.example/pack.jpg', type: 'image', state: 'online', sort: 1, alt: 'Pack' }]),
        type: 'json',
        owner_id: bundle.productByHandle!.id,
        owner_resource: 'product',
      },
    };
    const created = await server.call(c.create, { body, headers });
    expect(created.data().metafield.version).toBe(1);
    expect((await media('safety-pack')).productByHandle?.metafield?.id).toBe(created.data().metafield.id);
    const again = await server.call(c.create, { body, headers });
    expect(again.status).toBe(409);
    const otherKey = await server.call(c.create, { body: { metafield: { ...body.metafield, key: 'Something_Else' } }, headers });
    expect(otherKey.status).toBe(400);
  });

  it('needs the Product Media flag', async () => {
    const other = await server.operatorSession(['showSolr']);
    expect((await server.call(c.media, { query: { handle }, headers: other.headers })).status).toBe(403);
  });
});
