import { z } from 'zod';
import { defineCall } from './common/call';

/** docs/functions/commerce-tools.md §9: the media metafield. */
export const MEDIA_NAMESPACE = 'Salsify';
export const MEDIA_KEY = 'Product_Media_Json';

/** docs/functions/commerce-tools.md §3 media entry; status defaults to offline (§4). */
export const mediaEntry = z.object({
  src: z.string().trim().min(1).max(2000),
  type: z.enum(['image', 'video']),
  state: z.enum(['online', 'offline']).default('offline'),
  sort: z.number().int().nullable().default(null),
  alt: z.string().max(500).default(''),
});
export type MediaEntry = z.infer<typeof mediaEntry>;
export const mediaList = z.array(mediaEntry).max(200);

const handleQuery = z.object({ handle: z.string().trim().min(1, 'Enter a SKU or handle.').max(255) });

/** The product found by handle or SKU with one metafield (null when the product has none). */
export const productWithMetafield = z.object({
  productByHandle: z
    .object({
      id: z.string(),
      handle: z.string(),
      title: z.string(),
      /** `version` identifies what was read: a save names it, and a stale one is refused. */
      metafield: z.object({ id: z.string(), value: z.string(), version: z.number() }).nullable(),
    })
    .nullable(),
});
export type ProductWithMetafield = z.infer<typeof productWithMetafield>;

const savedMetafield = z.object({ metafield: z.object({ id: z.string(), value: z.string(), version: z.number() }) });

export const productMediaContract = {
  /** PIM images: comma-separated URLs. */
  images: defineCall({
    method: 'GET',
    path: '/api/productByHandle',
    flags: ['showProductMedia'],
    query: handleQuery,
    response: productWithMetafield,
  }),
  /** PIM image alt texts: pipe-separated. */
  imageAlts: defineCall({
    method: 'GET',
    path: '/api/damAltText',
    flags: ['showProductMedia'],
    query: handleQuery,
    response: productWithMetafield,
  }),
  /** PIM videos: comma-separated URLs. */
  videos: defineCall({
    method: 'GET',
    path: '/api/productVideoByHandle',
    flags: ['showProductMedia'],
    query: handleQuery,
    response: productWithMetafield,
  }),
  videoAlts: defineCall({
    method: 'GET',
    path: '/api/videoAltText',
    flags: ['showProductMedia'],
    query: handleQuery,
    response: productWithMetafield,
  }),
  /** The product's media: a JSON array of media entries. */
  media: defineCall({
    method: 'GET',
    path: '/api/productMedia',
    flags: ['showProductMedia'],
    query: handleQuery,
    response: productWithMetafield,
  }),
  update: defineCall({
    method: 'POST',
    path: '/api/updateProductMedia',
    flags: ['showProductMedia'],
    body: z.object({
      metafield: z.object({
        id: z.string().trim().min(1),
        value: z.string().max(200_000),
        type: z.literal('json').default('json'),
        version: z.number().int().positive(),
      }),
    }),
    response: savedMetafield,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/createProductMedia',
    flags: ['showProductMedia'],
    body: z.object({
      metafield: z.object({
        namespace: z.literal(MEDIA_NAMESPACE),
        key: z.literal(MEDIA_KEY),
        value: z.string().max(200_000),
        type: z.literal('json').default('json'),
        owner_id: z.union([z.string().trim().min(1), z.number().int().positive()]),
        owner_resource: z.literal('product').default('product'),
      }),
    }),
    response: savedMetafield,
  }),
} as const;
