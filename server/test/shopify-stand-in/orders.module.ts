import { connection, matchesTerm, parseSearch, type ConnectionArgs } from './stand-in-connection';
import type { StandInModule } from './stand-in-module';
import type { StandInRecord, StandInState } from './stand-in-state';

/**
 * Orders with line items and fulfillments: `order(id:)`, `fulfillment(id:)`, `orders(query:)` by name (`name:#1001`) and
 * creation date (`created_at:>=… created_at:<=…`), sorted by CREATED_AT or id. Fulfilled quantities
 * live only in the fulfillments' line items, as in 2026-07.
 */
export interface SeedLineItem {
  title: string;
  sku: string;
  quantity: number;
  /** Decimal text, e.g. '49.99'. */
  price: string;
  fulfilled: number;
  variantId?: string | null;
  imageUrl?: string | null;
}

export interface SeedOrder {
  number: number;
  createdAt: string;
  email: string;
  customer?: { firstName: string; lastName: string; email: string; phone?: string } | null;
  shippingAddress?: {
    name: string;
    address1: string;
    address2?: string;
    city: string;
    provinceCode: string;
    zip: string;
    countryCodeV2: string;
    phone?: string;
  } | null;
  lineItems: SeedLineItem[];
  financialStatus?: string;
  /** How many fulfilled line items each fulfillment carries, in order (default: one fulfillment with all). */
  fulfillmentSizes?: number[];
}

const money = (amount: string) => ({ shopMoney: { amount, currencyCode: 'USD' }, presentmentMoney: { amount, currencyCode: 'USD' } });

export function seedOrder(state: StandInState, seed: SeedOrder): StandInRecord {
  const customer = seed.customer
    ? state.create('Customer', {
        firstName: seed.customer.firstName,
        lastName: seed.customer.lastName,
        displayName: `${seed.customer.firstName} ${seed.customer.lastName}`,
        defaultEmailAddress: { emailAddress: seed.customer.email },
        defaultPhoneNumber: seed.customer.phone ? { phoneNumber: seed.customer.phone } : null,
        // A store's customer, as the customers' reads (the mirror's bulk query among them) find it.
        state: 'ENABLED',
        tags: [],
        createdAt: seed.createdAt,
        updatedAt: seed.createdAt,
      })
    : null;
  const total = seed.lineItems.reduce((sum, li) => sum + Number(li.price) * li.quantity, 0).toFixed(2);
  const fulfilledAll = seed.lineItems.every((li) => li.fulfilled === li.quantity);
  const fulfilledAny = seed.lineItems.some((li) => li.fulfilled > 0);
  const order = state.create('Order', {
    number: seed.number,
    name: `#${seed.number}`,
    email: seed.email,
    createdAt: seed.createdAt,
    updatedAt: seed.createdAt,
    displayFulfillmentStatus: fulfilledAll ? 'FULFILLED' : fulfilledAny ? 'PARTIALLY_FULFILLED' : 'UNFULFILLED',
    displayFinancialStatus: seed.financialStatus ?? 'PAID',
    totalPriceSet: money(total),
    customer,
    shippingAddress: seed.shippingAddress ? { address2: '', phone: '', ...seed.shippingAddress } : null,
    tags: [],
  });
  const sizes = seed.fulfillmentSizes ?? [seed.lineItems.length];
  const fulfillments = sizes.map((_, i) =>
    state.create('Fulfillment', { _orderId: order.id, status: 'SUCCESS', createdAt: seed.createdAt, name: `${order.name}-F${i + 1}` }),
  );
  let carried = 0;
  for (const li of seed.lineItems) {
    const item = state.create('LineItem', {
      _orderId: order.id,
      title: li.title,
      name: li.title,
      sku: li.sku,
      quantity: li.quantity,
      currentQuantity: li.quantity,
      originalUnitPriceSet: money(li.price),
      image: li.imageUrl ? { url: li.imageUrl } : null,
      _variantId: li.variantId ?? null,
      _fulfilled: li.fulfilled,
    });
    if (li.fulfilled <= 0) continue;
    // The fulfillment whose share this item falls in (the last one takes any rest).
    let index = 0;
    for (let sum = sizes[0] ?? 0; index < fulfillments.length - 1 && carried >= sum; sum += sizes[index] ?? 0) index += 1;
    carried += 1;
    state.create('FulfillmentLineItem', { _fulfillmentId: fulfillments[index]?.id, _lineItemId: item.id, quantity: li.fulfilled });
  }
  return order;
}

export function lineItemsOf(state: StandInState, orderId: string): StandInRecord[] {
  return state.all('LineItem').filter((li) => li._orderId === orderId);
}

export function fulfillmentsOf(state: StandInState, orderId: string): StandInRecord[] {
  return state.all('Fulfillment').filter((f) => f._orderId === orderId);
}

export function fulfillmentLineItemsOf(state: StandInState, fulfillmentId: string): StandInRecord[] {
  return state.all('FulfillmentLineItem').filter((f) => f._fulfillmentId === fulfillmentId);
}

const orderFieldOf: Record<string, (o: StandInRecord) => string> = {
  name: (o) => String(o.name),
  created_at: (o) => String(o.createdAt),
  updated_at: (o) => String(o.updatedAt),
  email: (o) => String(o.email),
  id: (o) => String(o.id).split('/').pop() ?? '',
};

export const ordersModule: StandInModule = {
  name: 'orders',
  query: {
    order: (_s, args, ctx) => (ctx.state.get(String(args.id))?.__typename === 'Order' ? ctx.state.get(String(args.id)) : null),
    fulfillment: (_s, args, ctx) => (ctx.state.get(String(args.id))?.__typename === 'Fulfillment' ? ctx.state.get(String(args.id)) : null),
    orders: (_s, args, ctx) => {
      const terms = parseSearch(args.query as string | null);
      let list = ctx.state
        .all('Order')
        .filter((o) => terms.every((t) => !orderFieldOf[t.field] || matchesTerm(orderFieldOf[t.field]?.(o), t)));
      if (args.sortKey === 'CREATED_AT')
        list = [...list].sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)) || String(a.id).localeCompare(String(b.id)));
      return connection(list, args as ConnectionArgs);
    },
  },
  types: {
    Order: {
      lineItems: (source, args, ctx) => connection(lineItemsOf(ctx.state, String(source.id)), args as ConnectionArgs),
      fulfillments: (source, args, ctx) =>
        fulfillmentsOf(ctx.state, String(source.id)).slice(0, (args.first as number | undefined) ?? undefined),
    },
    LineItem: {
      variant: (source, _args, ctx) => (source._variantId ? ctx.state.get(String(source._variantId)) : null),
      unfulfilledQuantity: (source) => Number(source.quantity) - Number(source._fulfilled),
    },
    Fulfillment: {
      fulfillmentLineItems: (source, args, ctx) => connection(fulfillmentLineItemsOf(ctx.state, String(source.id)), args as ConnectionArgs),
      order: (source, _args, ctx) => ctx.state.get(String(source._orderId)),
    },
    FulfillmentLineItem: {
      lineItem: (source, _args, ctx) => ctx.state.get(String(source._lineItemId)),
    },
  },
};
