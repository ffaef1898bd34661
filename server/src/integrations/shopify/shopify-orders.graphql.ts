/**
 * Orders on the store (returns search, bundle and risk reports). Line items have no fulfilled
 * quantity in 2026-07: it is derived from the fulfillments' line items. Every document stays within
 * Shopify's 1,000-point limit (shopify-documents.test.ts prices them): an order is read with a first
 * page of its line items and of each fulfillment's line items, and the rest page by page.
 */
const LINE_ITEM = `
  id title sku quantity unfulfilledQuantity
  originalUnitPriceSet { shopMoney { amount } }
  image { url }
  variant { id inventoryItem { measurement { weight { value unit } } } }
`;

const FULFILLMENT_LINE_ITEM = `quantity lineItem { id }`;

const PAGE_INFO = `pageInfo { hasNextPage endCursor }`;

/**
 * Sizes of the nested pages. `fulfillments` is a list, not a connection: an order's fulfillments beyond
 * the first `fulfillments` are not read (see docs/decisions.md).
 */
const ORDER_PAGE = { lineItems: 25, fulfillments: 20, fulfillmentLineItems: 10 } as const;
/** In a page of orders the nested pages are smaller, so that five orders fit one query. */
export const ORDERS_PAGE = { lineItems: 10, fulfillments: 5, fulfillmentLineItems: 5 } as const;

function orderFields(sizes: { lineItems: number; fulfillments: number; fulfillmentLineItems: number }): string {
  return `
    id number name email createdAt displayFulfillmentStatus displayFinancialStatus
    totalPriceSet { shopMoney { amount currencyCode } }
    customer { id displayName defaultEmailAddress { emailAddress } defaultPhoneNumber { phoneNumber } }
    shippingAddress { name address1 address2 city provinceCode zip countryCodeV2 phone }
    lineItems(first: ${sizes.lineItems}) { ${PAGE_INFO} nodes { ${LINE_ITEM} } }
    fulfillments(first: ${sizes.fulfillments}) { id fulfillmentLineItems(first: ${sizes.fulfillmentLineItems}) { ${PAGE_INFO} nodes { ${FULFILLMENT_LINE_ITEM} } } }
  `;
}

export const ORDER_BY_NAME = /* GraphQL */ `
  query OrderByName($query: String!) { orders(first: 1, query: $query) { nodes { ${orderFields(ORDER_PAGE)} } } }
`;

export const ORDER_BY_ID = /* GraphQL */ `
  query OrderById($id: ID!) { order(id: $id) { ${orderFields(ORDER_PAGE)} } }
`;

export const ORDERS_CREATED_BETWEEN = /* GraphQL */ `
  query OrdersCreatedBetween($query: String!, $first: Int!, $after: String) {
    orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) { ${PAGE_INFO} nodes { ${orderFields(ORDERS_PAGE)} } }
  }
`;

/** The rest of an order's line items, after the first page read with the order. */
export const ORDER_LINE_ITEMS = /* GraphQL */ `
  query OrderLineItems($id: ID!, $after: String) {
    order(id: $id) { lineItems(first: 100, after: $after) { ${PAGE_INFO} nodes { ${LINE_ITEM} } } }
  }
`;

/** The rest of a fulfillment's line items. */
export const FULFILLMENT_LINE_ITEMS = /* GraphQL */ `
  query FulfillmentLineItems($id: ID!, $after: String) {
    fulfillment(id: $id) { fulfillmentLineItems(first: 250, after: $after) { ${PAGE_INFO} nodes { ${FULFILLMENT_LINE_ITEM} } } }
  }
`;

export const CUSTOMER_BY_ID = /* GraphQL */ `
  query CustomerById($id: ID!) { customer(id: $id) { id displayName defaultEmailAddress { emailAddress } defaultPhoneNumber { phoneNumber } } }
`;

/** The largest value the adapter sends for each size variable (the documents' cost is priced at it). */
export const MAX_PAGE_SIZES = { OrdersCreatedBetween: { first: 5 } } as const;
