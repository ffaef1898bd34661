/**
 * Orders on the store (returns search, bundle and risk reports). Line items have no fulfilled
 * quantity in 2026-07: it is derived from the fulfillments' line items. Every document stays within
 * Shopify's 1,000-point limit (shopify-documents.test.ts prices them): an order is read with a first
 * page of its line items and of each fulfillment's line items, and the rest page by page.
 */
const ORDER_LINE_ITEM_FIELDS = /* GraphQL */ `
  fragment OrderLineItemFields on LineItem {
    id title sku quantity unfulfilledQuantity
    originalUnitPriceSet { shopMoney { amount } }
    image { url }
    variant { id inventoryItem { measurement { weight { value unit } } } }
  }
`;

const FULFILLMENT_LINE_ITEM_FIELDS = /* GraphQL */ `
  fragment FulfillmentLineItemFields on FulfillmentLineItem { quantity lineItem { id } }
`;

const ORDER_CUSTOMER_FIELDS = /* GraphQL */ `
  fragment OrderCustomerFields on Customer { id displayName defaultEmailAddress { emailAddress } defaultPhoneNumber { phoneNumber } }
`;

/** An order without its nested pages, whose sizes differ between one order and a page of orders. */
const ORDER_HEAD_FIELDS = /* GraphQL */ `
  fragment OrderHeadFields on Order {
    id number name email createdAt displayFulfillmentStatus displayFinancialStatus
    totalPriceSet { shopMoney { amount currencyCode } }
    customer { ...OrderCustomerFields }
    shippingAddress { name address1 address2 city provinceCode zip countryCodeV2 phone }
  }
  ${ORDER_CUSTOMER_FIELDS}` as const;

/**
 * The sizes of the nested pages are written in the two fragments below (a document is typed from its literal
 * text, so they cannot be interpolated). `fulfillments` is a list, not a connection: an order's fulfillments
 * beyond the first `fulfillments` are not read (see docs/decisions.md). In a page of orders the nested pages
 * are smaller, so that five orders fit one query; ORDERS_PAGE repeats its sizes for the adapter.
 */
export const ORDERS_PAGE = { lineItems: 10, fulfillments: 5, fulfillmentLineItems: 5 } as const;

/** One order, with first pages of 25 line items, 20 fulfillments and 10 line items of each. */
const ORDER_FIELDS = /* GraphQL */ `
  fragment OrderFields on Order {
    ...OrderHeadFields
    lineItems(first: 25) { pageInfo { hasNextPage endCursor } nodes { ...OrderLineItemFields } }
    fulfillments(first: 20) { id fulfillmentLineItems(first: 10) { pageInfo { hasNextPage endCursor } nodes { ...FulfillmentLineItemFields } } }
  }
  ${ORDER_HEAD_FIELDS}
  ${ORDER_LINE_ITEM_FIELDS}
  ${FULFILLMENT_LINE_ITEM_FIELDS}` as const;

/** An order in a page of orders, with first pages of ORDERS_PAGE's sizes. */
const ORDER_IN_PAGE_FIELDS = /* GraphQL */ `
  fragment OrderInPageFields on Order {
    ...OrderHeadFields
    lineItems(first: 10) { pageInfo { hasNextPage endCursor } nodes { ...OrderLineItemFields } }
    fulfillments(first: 5) { id fulfillmentLineItems(first: 5) { pageInfo { hasNextPage endCursor } nodes { ...FulfillmentLineItemFields } } }
  }
  ${ORDER_HEAD_FIELDS}
  ${ORDER_LINE_ITEM_FIELDS}
  ${FULFILLMENT_LINE_ITEM_FIELDS}` as const;

export const ORDER_BY_NAME = /* GraphQL */ `
  query OrderByName($query: String!) { orders(first: 1, query: $query) { nodes { ...OrderFields } } }
  ${ORDER_FIELDS}` as const;

export const ORDER_BY_ID = /* GraphQL */ `
  query OrderById($id: ID!) { order(id: $id) { ...OrderFields } }
  ${ORDER_FIELDS}` as const;

export const ORDERS_CREATED_BETWEEN = /* GraphQL */ `
  query OrdersCreatedBetween($query: String!, $first: Int!, $after: String) {
    orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) { pageInfo { hasNextPage endCursor } nodes { ...OrderInPageFields } }
  }
  ${ORDER_IN_PAGE_FIELDS}` as const;

/** The rest of an order's line items, after the first page read with the order. */
export const ORDER_LINE_ITEMS = /* GraphQL */ `
  query OrderLineItems($id: ID!, $after: String) {
    order(id: $id) { lineItems(first: 100, after: $after) { pageInfo { hasNextPage endCursor } nodes { ...OrderLineItemFields } } }
  }
  ${ORDER_LINE_ITEM_FIELDS}` as const;

/** The rest of a fulfillment's line items. */
export const FULFILLMENT_LINE_ITEMS = /* GraphQL */ `
  query FulfillmentLineItems($id: ID!, $after: String) {
    fulfillment(id: $id) { fulfillmentLineItems(first: 250, after: $after) { pageInfo { hasNextPage endCursor } nodes { ...FulfillmentLineItemFields } } }
  }
  ${FULFILLMENT_LINE_ITEM_FIELDS}` as const;

export const CUSTOMER_BY_ID = /* GraphQL */ `
  query CustomerById($id: ID!) { customer(id: $id) { ...OrderCustomerFields } }
  ${ORDER_CUSTOMER_FIELDS}` as const;

/** The largest value the adapter sends for each size variable (the documents' cost is priced at it). */
export const MAX_PAGE_SIZES = { OrdersCreatedBetween: { first: 5 } } as const;
