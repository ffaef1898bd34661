import { connection, matchesTerm, parseSearch, type ConnectionArgs } from './stand-in-connection';
import type { StandInModule, StandInResolver } from './stand-in-module';
import { stamp, type StandInRecord, type StandInState } from './stand-in-state';

/**
 * Products and variants: reads by id, handle, SKU and search; `productVariantsBulkUpdate` (price,
 * compareAtPrice; atomic unless allowPartialUpdates). Variant weights live on the inventory item
 * (`inventoryItem.measurement.weight`), money as decimal text, as in the 2026-07 schema.
 */
export interface SeedVariant {
  sku: string;
  title?: string;
  price: string;
  compareAtPrice?: string | null;
  weight?: { value: number; unit: 'POUNDS' | 'OUNCES' | 'KILOGRAMS' | 'GRAMS' };
}

export interface SeedProduct {
  title: string;
  handle: string;
  vendor?: string;
  productType?: string;
  tags?: string[];
  imageUrl?: string | null;
  createdAt?: string;
  variants: SeedVariant[];
  /** For a bundle: the products it is made of, with quantities. */
  components?: { productId: string; variantIds: string[]; quantity: number }[];
}

/** Adds a product with its variants to the stand-in's store; answers the product record. */
export function seedProduct(state: StandInState, seed: SeedProduct): StandInRecord {
  const now = seed.createdAt ?? new Date().toISOString();
  const product = state.create('Product', {
    title: seed.title,
    handle: seed.handle,
    vendor: seed.vendor ?? 'Acme Tools',
    productType: seed.productType ?? 'Tools',
    status: 'ACTIVE',
    tags: seed.tags ?? [],
    createdAt: now,
    updatedAt: now,
    featuredMedia: seed.imageUrl
      ? { __typename: 'MediaImage', id: state.newId('MediaImage'), preview: { image: { url: seed.imageUrl } } }
      : null,
    _components: seed.components ?? [],
  });
  seed.variants.forEach((v, position) => {
    const inventoryItemId = state.newId('InventoryItem');
    state.create('ProductVariant', {
      sku: v.sku,
      title: v.title ?? 'Default Title',
      price: v.price,
      compareAtPrice: v.compareAtPrice ?? null,
      position: position + 1,
      createdAt: now,
      updatedAt: now,
      inventoryItem: {
        __typename: 'InventoryItem',
        id: inventoryItemId,
        sku: v.sku,
        requiresShipping: true,
        measurement: { id: state.newId('InventoryItemMeasurement'), weight: v.weight ?? { value: 1, unit: 'POUNDS' } },
      },
      _productId: product.id,
    });
  });
  return product;
}

export function variantsOf(state: StandInState, productId: string): StandInRecord[] {
  return state.all('ProductVariant').filter((v) => v._productId === productId);
}

const productFieldOf: Record<string, (p: StandInRecord, state: StandInState) => string | string[] | null> = {
  handle: (p) => String(p.handle),
  title: (p) => String(p.title),
  vendor: (p) => String(p.vendor),
  product_type: (p) => String(p.productType),
  tag: (p) => p.tags as string[],
  created_at: (p) => String(p.createdAt),
  updated_at: (p) => String(p.updatedAt),
  id: (p) => String(p.id).split('/').pop() ?? '',
  sku: (p, state) => variantsOf(state, p.id).map((v) => String(v.sku)),
};

function matchesAll(
  values: Record<string, (r: StandInRecord, s: StandInState) => string | string[] | null>,
  record: StandInRecord,
  state: StandInState,
  query: unknown,
): boolean {
  return parseSearch(query as string | null).every((term) => {
    const get = values[term.field];
    if (!get) return true;
    const actual = get(record, state);
    return Array.isArray(actual) ? actual.some((a) => matchesTerm(a, term)) : matchesTerm(actual, term);
  });
}

const products: StandInResolver = (_source, args, ctx) =>
  connection(
    ctx.state.all('Product').filter((p) => matchesAll(productFieldOf, p, ctx.state, args.query)),
    args as ConnectionArgs,
  );

const productVariants: StandInResolver = (_source, args, ctx) => {
  const variantFieldOf: Record<string, (v: StandInRecord, s: StandInState) => string | null> = {
    sku: (v) => String(v.sku ?? ''),
    product_id: (v) => String(v._productId).split('/').pop() ?? '',
    id: (v) => String(v.id).split('/').pop() ?? '',
    updated_at: (v) => String(v.updatedAt),
  };
  return connection(
    ctx.state.all('ProductVariant').filter((v) => matchesAll(variantFieldOf, v, ctx.state, args.query)),
    args as ConnectionArgs,
  );
};

interface VariantInput {
  id?: string | null;
  price?: string | null;
  compareAtPrice?: string | null;
}

const productVariantsBulkUpdate: StandInResolver = (_source, args, ctx) => {
  const product = ctx.state.get(String(args.productId));
  if (!product || product.__typename !== 'Product') {
    return {
      product: null,
      productVariants: null,
      userErrors: [{ field: ['productId'], message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' }],
    };
  }
  const inputs = args.variants as VariantInput[];
  const userErrors: { field: string[]; message: string; code: string }[] = [];
  inputs.forEach((input, index) => {
    const variant = input.id ? ctx.state.get(input.id) : null;
    if (!variant || variant._productId !== product.id)
      userErrors.push({
        field: ['variants', String(index), 'id'],
        message: 'Product variant does not exist',
        code: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
      });
    else if (input.price != null && Number(input.price) < 0)
      userErrors.push({
        field: ['variants', String(index), 'price'],
        message: 'Price must be greater than or equal to 0',
        code: 'NEGATIVE_PRICE_VALUE',
      });
  });
  if (userErrors.length && args.allowPartialUpdates !== true) return { product, productVariants: null, userErrors };
  const now = stamp();
  const updated = inputs.flatMap((input) => {
    const variant = input.id ? ctx.state.get(input.id) : null;
    if (!variant || variant._productId !== product.id) return [];
    // The store keeps money to two decimals and answers it so ("25.0" in, "25.00" out).
    if (input.price != null) variant.price = Number(input.price).toFixed(2);
    if (input.compareAtPrice !== undefined)
      variant.compareAtPrice = input.compareAtPrice === null ? null : Number(input.compareAtPrice).toFixed(2);
    variant.updatedAt = now;
    return [variant];
  });
  product.updatedAt = now;
  return { product, productVariants: updated, userErrors };
};

export const productsModule: StandInModule = {
  name: 'products',
  query: {
    product: (_s, args, ctx) => (ctx.state.get(String(args.id))?.__typename === 'Product' ? ctx.state.get(String(args.id)) : null),
    productByIdentifier: (_s, args, ctx) => {
      const identifier = args.identifier as { id?: string; handle?: string };
      if (identifier.id) return ctx.state.get(identifier.id)?.__typename === 'Product' ? ctx.state.get(identifier.id) : null;
      return ctx.state.all('Product').find((p) => p.handle === identifier.handle) ?? null;
    },
    products,
    productVariant: (_s, args, ctx) =>
      ctx.state.get(String(args.id))?.__typename === 'ProductVariant' ? ctx.state.get(String(args.id)) : null,
    productVariants,
  },
  mutation: { productVariantsBulkUpdate },
  types: {
    Product: {
      variants: (source, args, ctx) => connection(variantsOf(ctx.state, String(source.id)), args as ConnectionArgs),
      bundleComponents: (source, args, ctx) =>
        connection(
          ((source as StandInRecord)._components as { productId: string; variantIds: string[]; quantity: number }[]).map((c) => ({
            componentProduct: ctx.state.get(c.productId),
            componentVariants: (a: ConnectionArgs) =>
              connection(
                c.variantIds.map((id) => ctx.state.get(id)),
                a,
              ),
            quantity: c.quantity,
            optionSelections: [],
          })),
          args as ConnectionArgs,
        ),
      hasVariantsThatRequiresComponents: (source) => ((source as StandInRecord)._components as unknown[]).length > 0,
    },
    ProductVariant: {
      product: (source, _args, ctx) => ctx.state.get(String(source._productId)),
      displayName: (source, _args, ctx) => `${String(ctx.state.get(String(source._productId))?.title)} - ${String(source.title)}`,
    },
  },
};
