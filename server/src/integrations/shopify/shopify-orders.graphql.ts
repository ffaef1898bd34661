/**
 * Orders on the store (returns search, bundle and risk reports). Line items have no fulfilled
 * quantity in 2026-07: it is derived from the fulfillments' line items.
 */
const ORDER = `
  id number name email createdAt displayFulfillmentStatus displayFinancialStatus
  totalPriceSet { shopMoney { amount currencyCode } }
  customer { id displayName defaultEmailAddress { emailAddress } defaultPhoneNumber { phoneNumber } }
  shippingAddress { name address1 address2 city provinceCode zip countryCodeV2 phone }
  lineItems(first: 30) {
    nodes {
      id title sku quantity unfulfilledQuantity
      originalUnitPriceSet { shopMoney { amount } }
      image { url }
      variant { id inventoryItem { measurement { weight { value unit } } } }
    }
  }
  fulfillments(first: 10) { fulfillmentLineItems(first: 50) { nodes { quantity lineItem { id } } } }
`;

export const ORDER_BY_NAME = /* GraphQL */ `
  query OrderByName($query: String!) { orders(first: 1, query: $query) { nodes { ${ORDER} } } }
`;

export const ORDER_BY_ID = /* GraphQL */ `
  query OrderById($id: ID!) { order(id: $id) { ${ORDER} } }
`;

export const ORDERS_CREATED_BETWEEN = /* GraphQL */ `
  query OrdersCreatedBetween($query: String!, $first: Int!, $after: String) {
    orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) { pageInfo { hasNextPage endCursor } nodes { ${ORDER} } }
  }
`;

export const CUSTOMER_BY_ID = /* GraphQL */ `
  query CustomerById($id: ID!) { customer(id: $id) { id displayName defaultEmailAddress { emailAddress } defaultPhoneNumber { phoneNumber } } }
`;
