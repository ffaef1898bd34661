/**
 * The store platform (DESIGN.md §9 `commerce`): catalogue, orders and customers as the console needs
 * them, and nothing more. Ids cross this boundary as `gid://shop/<Type>/<n>`; money is integer cents.
 * The embedded adapter keeps everything in our database; a real store-platform adapter implements the
 * same interface over the platform's API (see `COMMERCE_URL` in docs/decisions.md). It is an outside
 * system: never call it inside one of our database transactions (read first, then write ours).
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

export interface Paged<T> {
  items: T[];
  /** Opaque; pass back to read the next page; null at the end. */
  nextCursor: string | null;
}

export interface CommerceStore {
  /** `embedded` or the real platform's name, for audit entries and logs. */
  readonly name: string;
  variantBySku(sku: string): Promise<CommerceVariant | null>;
  variantsBySkus(skus: readonly string[]): Promise<CommerceVariant[]>;
  /** Sets the variant's price absolutely (so a repeated call changes nothing more); answers the variant after. */
  setVariantPrice(variantId: string, change: VariantPriceChange): Promise<CommerceVariant>;
  productByHandle(handle: string): Promise<CommerceProduct | null>;
  productById(id: string): Promise<CommerceProduct | null>;
  /** Products in a stable order, `limit` per page. */
  listProducts(cursor: string | null, limit: number): Promise<Paged<CommerceProduct>>;
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
}

/** Another writer changed the metafield since the caller read it. */
export class MetafieldConflict extends Error {
  constructor(readonly current: Metafield) {
    super(`Metafield ${current.id} changed since it was read (now version ${current.version}).`);
  }
}

const GID_PREFIX = 'gid://shop/';

export type GidType = 'Product' | 'ProductVariant' | 'Metafield' | 'Order' | 'LineItem' | 'Customer';

export function gid(type: GidType, id: number): string {
  return `${GID_PREFIX}${type}/${id}`;
}

/** The numeric id of a gid of that type, or of a bare number; null for anything else. */
export function gidId(type: GidType, value: string | number): number | null {
  const text = String(value).trim();
  const bare = /^\d{1,15}$/.test(text) ? text : text.startsWith(`${GID_PREFIX}${type}/`) ? text.slice(GID_PREFIX.length + type.length + 1) : '';
  return /^\d{1,15}$/.test(bare) ? Number(bare) : null;
}

/** The order an operator or a client names: its number (1001, '#1001') or its gid; null when none. */
export async function findOrderByReference(store: CommerceStore, value: string | number): Promise<CommerceOrder | null> {
  const text = String(value).trim().replace(/^#/, '');
  if (/^\d{1,15}$/.test(text)) return store.orderByNumber(Number(text));
  return gidId('Order', text) === null ? null : store.orderById(text);
}

const POUNDS_PER: Record<WeightUnit, number> = { POUNDS: 1, OUNCES: 1 / 16, KILOGRAMS: 2.20462262, GRAMS: 0.00220462262 };

/** A weight in pounds, for the carrier's package limit. */
export function toPounds(weight: number, unit: WeightUnit): number {
  return weight * POUNDS_PER[unit];
}

export function isWeightUnit(value: string): value is WeightUnit {
  return value in POUNDS_PER;
}
