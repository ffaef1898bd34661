import type {
  CommerceCustomer,
  CommerceLineItem,
  CommerceOrder,
  CommerceProduct,
  CommerceVariant,
  FulfillmentStatus,
  MailingAddress,
  Metafield,
  WeightUnit,
} from '../commerce/commerce.port';
import { isWeightUnit } from '../commerce/commerce.port';
import { moneyToCents } from './shopify-ids';

/** The store's answers (2026-07 shapes) turned into the commerce port's types: money in cents, weights from the inventory item. */
interface Weight {
  value: number;
  unit: string;
}

export interface ShopifyVariant {
  id: string;
  sku: string | null;
  title: string;
  price: string;
  compareAtPrice: string | null;
  product?: { id: string };
  inventoryItem?: { measurement: { weight: Weight | null } } | null;
}

export interface ShopifyProduct {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  createdAt: string;
  tags: string[];
  featuredMedia: { preview: { image: { url: string } | null } | null } | null;
  variants?: { nodes: ShopifyVariant[] };
  bundleComponents?: { nodes: { quantity: number | null; componentVariants: { nodes: ShopifyVariant[] } }[] };
}

export interface ShopifyMetafield {
  id: string;
  namespace: string;
  key: string;
  value: string;
  type: string;
  compareDigest: string;
  updatedAt: string;
  owner?: { id?: string } | null;
}

interface ShopifyLineItem {
  id: string;
  title: string;
  sku: string | null;
  quantity: number;
  unfulfilledQuantity: number;
  originalUnitPriceSet: { shopMoney: { amount: string } };
  image: { url: string } | null;
  variant: { id: string; inventoryItem: { measurement: { weight: Weight | null } } | null } | null;
}

interface ShopifyFulfillmentLineItem {
  quantity: number | null;
  lineItem: { id: string };
}

interface ShopifyPageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface ShopifyOrder {
  id: string;
  number: number;
  name: string;
  email: string | null;
  createdAt: string;
  displayFulfillmentStatus: string;
  displayFinancialStatus: string | null;
  totalPriceSet: { shopMoney: { amount: string; currencyCode: string } };
  customer: {
    id: string;
    displayName: string;
    defaultEmailAddress: { emailAddress: string | null } | null;
    defaultPhoneNumber: { phoneNumber: string } | null;
  } | null;
  shippingAddress: Partial<Record<keyof MailingAddress, string | null>> | null;
  /** The pages read so far; shopify-orders.ts reads the rest before mapping. */
  lineItems: { pageInfo?: ShopifyPageInfo; nodes: ShopifyLineItem[] };
  fulfillments: { id?: string; fulfillmentLineItems: { pageInfo?: ShopifyPageInfo; nodes: ShopifyFulfillmentLineItem[] } }[];
}

const weightOf = (w: Weight | null | undefined): { weight: number; weightUnit: WeightUnit } =>
  w && isWeightUnit(w.unit) ? { weight: w.value, weightUnit: w.unit } : { weight: 0, weightUnit: 'POUNDS' };

export function toVariant(v: ShopifyVariant, productId?: string): CommerceVariant {
  return {
    id: v.id,
    productId: v.product?.id ?? productId ?? '',
    sku: v.sku ?? '',
    title: v.title,
    priceCents: moneyToCents(v.price),
    compareAtCents: v.compareAtPrice === null ? null : moneyToCents(v.compareAtPrice),
    ...weightOf(v.inventoryItem?.measurement.weight),
  };
}

export function toProduct(p: ShopifyProduct): CommerceProduct {
  const components = (p.bundleComponents?.nodes ?? []).flatMap((c) =>
    c.componentVariants.nodes.slice(0, 1).map((v) => ({ variant: toVariant(v), quantity: c.quantity ?? 1 })),
  );
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    vendor: p.vendor,
    productType: p.productType,
    imageUrl: p.featuredMedia?.preview?.image?.url ?? null,
    isBundle: components.length > 0,
    variants: (p.variants?.nodes ?? []).map((v) => toVariant(v, p.id)),
    components,
    createdAt: p.createdAt,
    tags: p.tags,
  };
}

/**
 * The port's `version` is a number the client sends back (contract); Shopify's is `compareDigest`
 * (hex). The first 12 hex digits (48 bits) are a safe integer naming the value read.
 */
export function digestVersion(compareDigest: string): number {
  return Number.parseInt(compareDigest.slice(0, 12), 16) || 1;
}

export function toMetafield(m: ShopifyMetafield, ownerId?: string): Metafield {
  return {
    id: m.id,
    ownerId: m.owner?.id ?? ownerId ?? '',
    namespace: m.namespace,
    key: m.key,
    value: m.value,
    type: m.type,
    version: digestVersion(m.compareDigest),
    updatedAt: m.updatedAt,
  };
}

const FULFILLMENT: readonly FulfillmentStatus[] = ['FULFILLED', 'PARTIALLY_FULFILLED', 'UNFULFILLED'];

export function toCustomer(c: NonNullable<ShopifyOrder['customer']>): CommerceCustomer {
  return {
    id: c.id,
    displayName: c.displayName,
    email: c.defaultEmailAddress?.emailAddress ?? '',
    phone: c.defaultPhoneNumber?.phoneNumber ?? '',
  };
}

export function toOrder(o: ShopifyOrder): CommerceOrder {
  // No fulfilledQuantity in 2026-07: the sum of what the fulfillments carried of each line item.
  const fulfilled = new Map<string, number>();
  for (const f of o.fulfillments)
    for (const fl of f.fulfillmentLineItems.nodes) fulfilled.set(fl.lineItem.id, (fulfilled.get(fl.lineItem.id) ?? 0) + (fl.quantity ?? 0));
  const lineItems: CommerceLineItem[] = o.lineItems.nodes.map((li) => ({
    id: li.id,
    title: li.title,
    sku: li.sku ?? '',
    quantity: li.quantity,
    fulfilledQuantity: fulfilled.get(li.id) ?? 0,
    unfulfilledQuantity: li.unfulfilledQuantity,
    priceCents: moneyToCents(li.originalUnitPriceSet.shopMoney.amount),
    imageUrl: li.image?.url ?? null,
    variantId: li.variant?.id ?? null,
    ...weightOf(li.variant?.inventoryItem?.measurement.weight),
  }));
  const a = o.shippingAddress;
  return {
    id: o.id,
    number: o.number,
    name: o.name,
    customer: o.customer ? toCustomer(o.customer) : null,
    email: o.email ?? o.customer?.defaultEmailAddress?.emailAddress ?? '',
    totalCents: moneyToCents(o.totalPriceSet.shopMoney.amount),
    currency: o.totalPriceSet.shopMoney.currencyCode,
    displayFulfillmentStatus: (FULFILLMENT as readonly string[]).includes(o.displayFulfillmentStatus)
      ? (o.displayFulfillmentStatus as FulfillmentStatus)
      : 'UNFULFILLED',
    financialStatus: o.displayFinancialStatus ?? '',
    lineItems,
    shippingAddress: a
      ? {
          name: a.name ?? '',
          address1: a.address1 ?? '',
          address2: a.address2 ?? '',
          city: a.city ?? '',
          provinceCode: a.provinceCode ?? '',
          zip: a.zip ?? '',
          countryCodeV2: a.countryCodeV2 ?? '',
          phone: a.phone ?? '',
        }
      : null,
    createdAt: o.createdAt,
  };
}
