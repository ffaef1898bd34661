/**
 * The store platform (docs/glossary.md `commerce`, §10): catalogue, orders and customers as the console
 * needs them, and nothing more. Ids cross this boundary as gids (`gid://shopify/<Type>/<n>` from the
 * Shopify store, `gid://shop/<Type>/<n>` from the embedded one; `gidId` reads both and bare numbers);
 * money is integer cents. The embedded adapter keeps everything in our database; the Shopify adapter
 * (integrations/shopify) implements the same interface over the Admin API. It is an outside system:
 * never call it inside one of our database transactions (read first, then write ours).
 */

export type WeightUnit = 'POUNDS' | 'OUNCES' | 'KILOGRAMS' | 'GRAMS';

export interface CommerceVariant {
  id: string;
  productId: string;
  sku: string;
  title: string;
  priceCents: number;
  compareAtCents: number | null;
  weight: number;
  weightUnit: WeightUnit;
}

export interface BundleComponent {
  variant: CommerceVariant;
  quantity: number;
}

export interface CommerceProduct {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  imageUrl: string | null;
  isBundle: boolean;
  variants: CommerceVariant[];
  /** The variants a bundle is made of; empty for a single product. */
  components: BundleComponent[];
  createdAt: string;
  tags: string[];
}

/** A product with its metafields, as the whole-catalogue read streams them. */
export interface CatalogueProduct extends CommerceProduct {
  metafields: Metafield[];
}

export interface Metafield {
  id: string;
  ownerId: string;
  namespace: string;
  key: string;
  value: string;
  type: string;
  /** Optimistic concurrency: an update must name the version it read. */
  version: number;
  updatedAt: string;
}

export interface MetafieldCreate {
  ownerId: string;
  namespace: string;
  key: string;
  value: string;
  type: string;
}

export interface MetafieldUpdate {
  id: string;
  value: string;
  type: string;
  /** The version the caller read; null updates whatever is there (last writer wins). */
  version: number | null;
}

export interface MailingAddress {
  name: string;
  address1: string;
  address2: string;
  city: string;
  provinceCode: string;
  zip: string;
  countryCodeV2: string;
  phone: string;
}

export interface CommerceCustomer {
  id: string;
  displayName: string;
  email: string;
  phone: string;
}

export interface CommerceLineItem {
  id: string;
  title: string;
  sku: string;
  quantity: number;
  fulfilledQuantity: number;
  unfulfilledQuantity: number;
  priceCents: number;
  imageUrl: string | null;
  variantId: string | null;
  weight: number;
  weightUnit: WeightUnit;
}

export type FulfillmentStatus = 'FULFILLED' | 'PARTIALLY_FULFILLED' | 'UNFULFILLED';

export interface CommerceOrder {
  id: string;
  /** The order number, e.g. 1001; `name` is how the platform shows it ('#1001'). */
  number: number;
  name: string;
  customer: CommerceCustomer | null;
  email: string;
  totalCents: number;
  currency: string;
  displayFulfillmentStatus: FulfillmentStatus;
  financialStatus: string;
  lineItems: CommerceLineItem[];
  shippingAddress: MailingAddress | null;
  createdAt: string;
}

export interface VariantPriceChange {
  priceCents: number;
  compareAtCents: number | null;
}

/** Quantities of an order's line items, e.g. what one return or one package holds. */
export interface LineQuantity {
  lineItemId: string;
  quantity: number;
}

/** A return made on the store's order, to which return labels are attached. */
export interface StoreReturn {
  id: string;
  name: string;
  /** The store's handle for each returned line item, used when a label (reverse delivery) names its items. */
  lines: Array<LineQuantity & { reverseLineItemId: string; reverseFulfillmentOrderId: string }>;
}

export interface ReturnLabel {
  trackingNumber: string;
  fileName: string;
  pdf: Uint8Array;
  /** What this package carries. */
  lines: LineQuantity[];
}

/** The store refused to make the return (nothing was made). */
export class ReturnRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReturnRefused';
  }
}

export interface Paged<T> {
  items: T[];
  /** Opaque; pass back to read the next page; null at the end. */
  nextCursor: string | null;
}

export interface CommerceStore {
  /** `embedded` or the real platform's name, for audit entries and logs. */
  readonly name: string;
  /** This store's gid of a record named by its number (what a client sent as a bare number). */
  idOf(type: GidType, id: number): string;
  variantBySku(sku: string): Promise<CommerceVariant | null>;
  variantsBySkus(skus: readonly string[]): Promise<CommerceVariant[]>;
  /** Sets the variant's price absolutely (so a repeated call changes nothing more); answers the variant after. */
  setVariantPrice(variant: Pick<CommerceVariant, 'id' | 'productId'>, change: VariantPriceChange): Promise<CommerceVariant>;
  productByHandle(handle: string): Promise<CommerceProduct | null>;
  productById(id: string): Promise<CommerceProduct | null>;
  /** Products in a stable order, at most `limit` per page (fewer where the store's cost limit says so). */
  listProducts(cursor: string | null, limit: number): Promise<Paged<CommerceProduct>>;
  /** Every product with its variants and metafields, streamed (a bulk read on the store): never all in memory. */
  catalogue(): AsyncIterable<CatalogueProduct>;
  /** Adds or removes one product tag (e.g. Below MAPP), leaving the product's other tags alone. */
  setProductTag(productId: string, tag: string, present: boolean): Promise<void>;
  productMetafields(productId: string, namespace?: string): Promise<Metafield[]>;
  metafield(productId: string, namespace: string, key: string): Promise<Metafield | null>;
  createMetafield(input: MetafieldCreate): Promise<Metafield>;
  /** Throws `MetafieldConflict` when `version` is not the current one. */
  updateMetafield(input: MetafieldUpdate): Promise<Metafield>;
  orderByNumber(number: number): Promise<CommerceOrder | null>;
  orderById(id: string): Promise<CommerceOrder | null>;
  /** Orders created in [from, to] (ISO instants, inclusive), oldest first. */
  ordersBetween(from: string, to: string, cursor: string | null, limit: number): Promise<Paged<CommerceOrder>>;
  customer(id: string): Promise<CommerceCustomer | null>;
  /**
   * Makes the return on the store's order; throws ReturnRefused when the store says no. Null when the
   * store keeps no returns of its own (the embedded store: our return rows are the return).
   */
  createReturn(order: CommerceOrder, lines: readonly LineQuantity[]): Promise<StoreReturn | null>;
  /**
   * The store's product metafield definitions (Display Names' keys), for a store that defines them;
   * absent on the embedded store, whose keys are the console's own list.
   */
  productMetafieldDefinitions?(): Promise<Array<{ namespace: string; key: string; name: string }>>;
  /** The store's collections (Search Filters), for a store that has them; absent on the embedded store (product types name them). */
  collections?(): Promise<Array<{ handle: string; title: string }>>;
  /** Uploads a bought label and attaches it, with its tracking number, to the store's return. */
  attachReturnLabel(storeReturn: StoreReturn, label: ReturnLabel): Promise<void>;
}

/** Another writer changed the metafield since the caller read it. */
export class MetafieldConflict extends Error {
  constructor(readonly current: Metafield) {
    super(`Metafield ${current.id} changed since it was read (now version ${current.version}).`);
  }
}

const GID_PREFIX = 'gid://shop/';
const SHOPIFY_PREFIX = 'gid://shopify/';

export type GidType = 'Product' | 'ProductVariant' | 'Metafield' | 'Order' | 'LineItem' | 'Customer';

export function gid(type: GidType, id: number): string {
  return `${GID_PREFIX}${type}/${id}`;
}

/** The numeric id of a gid of that type (either store's form), or of a bare number; null for anything else. */
export function gidId(type: GidType, value: string | number): number | null {
  const text = String(value).trim();
  const prefix = [GID_PREFIX, SHOPIFY_PREFIX].map((p) => `${p}${type}/`).find((p) => text.startsWith(p));
  const bare = /^\d{1,15}$/.test(text) ? text : prefix ? text.slice(prefix.length) : '';
  return /^\d{1,15}$/.test(bare) ? Number(bare) : null;
}

/** The order an operator or a client names: its number (1001, '#1001') or its gid; null when none. */
export async function findOrderByReference(store: CommerceStore, value: string | number): Promise<CommerceOrder | null> {
  const text = String(value).trim().replace(/^#/, '');
  if (/^\d{1,15}$/.test(text)) return store.orderByNumber(Number(text));
  const id = gidId('Order', text);
  return id === null ? null : store.orderById(store.idOf('Order', id));
}

const POUNDS_PER: Record<WeightUnit, number> = { POUNDS: 1, OUNCES: 1 / 16, KILOGRAMS: 2.20462262, GRAMS: 0.00220462262 };

/** A weight in pounds, for the carrier's package limit. */
export function toPounds(weight: number, unit: WeightUnit): number {
  return weight * POUNDS_PER[unit];
}

export function isWeightUnit(value: string): value is WeightUnit {
  return value in POUNDS_PER;
}

/** A stream of products in batches of `size` (the last one may be shorter), for work done per batch. */
export async function* catalogueBatches(products: AsyncIterable<CatalogueProduct>, size: number): AsyncGenerator<CatalogueProduct[]> {
  let batch: CatalogueProduct[] = [];
  for await (const product of products) {
    batch.push(product);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
