import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../api/fetch-recorder';
import { toRows } from './media-rows';
import { loadProductMedia, saveProductMedia, type MediaProduct } from './product-media-queries';

afterEach(() => vi.unstubAllGlobals());

const entry = { src: 'https://cdn.example/a.jpg', type: 'image' as const, state: 'online' as const, sort: 1, alt: 'A' };
const product = (metafield: MediaProduct['metafield']): MediaProduct => ({
  id: 'gid://shop/Product/1',
  handle: 'tool',
  title: 'Tool',
  metafield,
});

describe('product media queries', () => {
  it('asks the five media calls for the handle at once', async () => {
    const requests = recordRequests({ productByHandle: null });
    await expect(loadProductMedia('tool chest')).resolves.toEqual({ product: null, existing: [], pim: [] });
    expect(requests).toHaveLength(5);
    for (const r of requests) expect(r.url).toMatch(/\?handle=tool%20chest$/);
  });

  it('updates an existing metafield naming the version read, and creates a missing one', async () => {
    const requests = recordRequests({ metafield: { id: 'm1', value: '[]', version: 3 } });
    await expect(saveProductMedia(product({ id: 'm1', value: '[]', version: 2 }), toRows([entry]))).resolves.toBe('updated');
    await expect(saveProductMedia(product(null), toRows([entry]))).resolves.toBe('created');
    expect(requests[0]?.body).toEqual({ metafield: { id: 'm1', value: JSON.stringify([entry]), type: 'json', version: 2 } });
    expect(requests[1]?.body).toMatchObject({
      metafield: { value: JSON.stringify([entry]), owner_id: 'gid://shop/Product/1', owner_resource: 'product' },
    });
  });
});
