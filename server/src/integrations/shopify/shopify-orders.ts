import type { CommerceOrder, CommerceStore, GidType, Paged } from '../commerce/commerce.port';
import type { ShopifyClient } from './shopify-client';
import { toCustomer, toOrder, type ShopifyOrder } from './shopify-commerce-mapping';
import {
  CUSTOMER_BY_ID,
  FULFILLMENT_LINE_ITEMS,
  MAX_PAGE_SIZES,
  ORDER_BY_ID,
  ORDER_BY_NAME,
  ORDER_LINE_ITEMS,
  ORDERS_CREATED_BETWEEN,
  ORDERS_PAGE,
} from './shopify-orders.graphql';

type OrderReads = Pick<CommerceStore, 'orderByNumber' | 'orderById' | 'ordersBetween' | 'customer'>;

/** The store's orders: by number (`name:#1001`), by id, and by creation date for the reports. */
export function createShopifyOrders(client: ShopifyClient, storeId: (type: GidType, value: string) => string | null): OrderReads {
  /** Reads the pages an order's first read left out, so that every line item and fulfilled quantity is there. */
  async function complete(order: ShopifyOrder): Promise<ShopifyOrder> {
    const lineItems = [...order.lineItems.nodes];
    for (let page = order.lineItems.pageInfo; page?.hasNextPage;) {
      const data = await client.request(ORDER_LINE_ITEMS, { id: order.id, after: page.endCursor });
      if (!data.order) break;
      lineItems.push(...data.order.lineItems.nodes);
      page = data.order.lineItems.pageInfo;
    }
    const fulfillments = [];
    for (const fulfillment of order.fulfillments) {
      const nodes = [...fulfillment.fulfillmentLineItems.nodes];
      for (let page = fulfillment.fulfillmentLineItems.pageInfo; fulfillment.id && page?.hasNextPage;) {
        const data = await client.request(FULFILLMENT_LINE_ITEMS, { id: fulfillment.id, after: page.endCursor });
        if (!data.fulfillment) break;
        nodes.push(...data.fulfillment.fulfillmentLineItems.nodes);
        page = data.fulfillment.fulfillmentLineItems.pageInfo;
      }
      fulfillments.push({ fulfillmentLineItems: { nodes } });
    }
    return { ...order, lineItems: { nodes: lineItems }, fulfillments };
  }

  async function byId(id: string): Promise<CommerceOrder | null> {
    const data = await client.request(ORDER_BY_ID, { id });
    return data.order ? toOrder(await complete(data.order)) : null;
  }

  return {
    async orderByNumber(number) {
      const data = await client.request(ORDER_BY_NAME, { query: `name:#${number}` });
      const order = data.orders.nodes.find((o) => o.number === number || o.name === `#${number}`);
      return order ? toOrder(await complete(order)) : null;
    },

    async orderById(orderId) {
      const id = storeId('Order', orderId);
      return id ? byId(id) : null;
    },

    async ordersBetween(from, to, cursor, limit): Promise<Paged<CommerceOrder>> {
      const data = await client.request(ORDERS_CREATED_BETWEEN, {
        query: `created_at:>=${from} created_at:<=${to}`,
        first: Math.max(1, Math.min(limit, MAX_PAGE_SIZES.OrdersCreatedBetween.first)),
        after: cursor,
      });
      const items: CommerceOrder[] = [];
      for (const order of data.orders.nodes) {
        // A page of orders reads few fulfillments of each; an order that may have more is read again on its own.
        const reread = order.fulfillments.length >= ORDERS_PAGE.fulfillments ? await byId(order.id) : null;
        items.push(reread ?? toOrder(await complete(order)));
      }
      return { items, nextCursor: data.orders.pageInfo.hasNextPage ? data.orders.pageInfo.endCursor : null };
    },

    async customer(customerId) {
      const id = storeId('Customer', customerId);
      if (!id) return null;
      const data = await client.request(CUSTOMER_BY_ID, { id });
      return data.customer ? toCustomer(data.customer) : null;
    },
  };
}
