import type { CommerceOrder, CommerceStore, GidType, Paged } from '../commerce/commerce.port';
import type { ShopifyClient } from './shopify-client';
import { toCustomer, toOrder, type ShopifyOrder } from './shopify-commerce-mapping';
import { CUSTOMER_BY_ID, ORDER_BY_ID, ORDER_BY_NAME, ORDERS_CREATED_BETWEEN } from './shopify-orders.graphql';

/** Orders per page: one order with its line items and fulfillments costs about 350 points (limit 1,000 a query). */
const ORDERS_PER_PAGE = 2;

type OrderReads = Pick<CommerceStore, 'orderByNumber' | 'orderById' | 'ordersBetween' | 'customer'>;

/** The store's orders: by number (`name:#1001`), by id, and by creation date for the reports. */
export function createShopifyOrders(client: ShopifyClient, storeId: (type: GidType, value: string) => string | null): OrderReads {
  return {
    async orderByNumber(number) {
      const data = await client.request<{ orders: { nodes: ShopifyOrder[] } }>(ORDER_BY_NAME, { query: `name:#${number}` });
      const order = data.orders.nodes.find((o) => o.number === number || o.name === `#${number}`);
      return order ? toOrder(order) : null;
    },

    async orderById(orderId) {
      const id = storeId('Order', orderId);
      if (!id) return null;
      const data = await client.request<{ order: ShopifyOrder | null }>(ORDER_BY_ID, { id });
      return data.order ? toOrder(data.order) : null;
    },

    async ordersBetween(from, to, cursor, limit): Promise<Paged<CommerceOrder>> {
      const data = await client.request<{ orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopifyOrder[] } }>(ORDERS_CREATED_BETWEEN, {
        query: `created_at:>=${from} created_at:<=${to}`,
        first: Math.max(1, Math.min(limit, ORDERS_PER_PAGE)),
        after: cursor,
      });
      return { items: data.orders.nodes.map(toOrder), nextCursor: data.orders.pageInfo.hasNextPage ? data.orders.pageInfo.endCursor : null };
    },

    async customer(customerId) {
      const id = storeId('Customer', customerId);
      if (!id) return null;
      const data = await client.request<{ customer: NonNullable<ShopifyOrder['customer']> | null }>(CUSTOMER_BY_ID, { id });
      return data.customer ? toCustomer(data.customer) : null;
    },
  };
}
