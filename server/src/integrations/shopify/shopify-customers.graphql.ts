/**
 * The customer mirror's documents (docs/outside-interfaces.md 'Shopify'): the bulk export of every customer, the pages of
 * customers changed since a watermark, one customer, and the count. Each selects what the mirror
 * keeps: e-mail, names, state, tags, times, the `console` metafields and store-credit balances.
 */

/**
 * The customer's own fields the mirror keeps, shared by the pages and one customer (the two bulk documents
 * write them out). Its connections are not in it: a bulk query selects them as `edges` without `first`.
 */
const MIRROR_CUSTOMER_FIELDS = /* GraphQL */ `
  fragment MirrorCustomerFields on Customer {
    id
    firstName
    lastName
    defaultEmailAddress { emailAddress }
    state
    tags
    createdAt
    updatedAt
  }
`;

/** One customer as a page or a single read gives it: its fields and the first of its connections. */
const MIRROR_CUSTOMER = /* GraphQL */ `
  fragment MirrorCustomer on Customer {
    ...MirrorCustomerFields
    metafields(namespace: "console", first: 15) { nodes { key value } }
    storeCreditAccounts(first: 3) { nodes { balance { amount currencyCode } } }
  }
  ${MIRROR_CUSTOMER_FIELDS}` as const;

/**
 * Run by bulkOperationRunQuery with groupObjects: the metafields and credit accounts follow their customer.
 * MirrorCustomerFields' fields written out: Shopify's bulk-operation guide shows no named fragment in a bulk
 * query, and a refused export would stop the first load, so the bulk documents stay as the guide writes them.
 */
export const CUSTOMERS_MIRROR_EXPORT = /* GraphQL */ `
  query CustomersMirrorExport {
    customers {
      edges {
        node {
          id
          firstName
          lastName
          defaultEmailAddress { emailAddress }
          state
          tags
          createdAt
          updatedAt
          metafields(namespace: "console") { edges { node { id key value } } }
          storeCreditAccounts { edges { node { id balance { amount currencyCode } } } }
        }
      }
    }
  }
` as const;

/** 25 customers a page keeps the requested cost well under the 1,000-point cap of one query. */
export const CUSTOMERS_UPDATED_SINCE = /* GraphQL */ `
  query CustomersUpdatedSince($query: String!, $after: String) {
    customers(first: 25, after: $after, query: $query, sortKey: UPDATED_AT) {
      nodes { ...MirrorCustomer }
      pageInfo { hasNextPage endCursor }
    }
  }
  ${MIRROR_CUSTOMER}` as const;

export const CUSTOMER_FOR_MIRROR = /* GraphQL */ `
  query CustomerForMirror($id: ID!) {
    customer(id: $id) { ...MirrorCustomer }
  }
  ${MIRROR_CUSTOMER}` as const;

/** The count-and-repair walk: ids and times only, 250 a page. */
export const CUSTOMER_IDS_PAGE = /* GraphQL */ `
  query CustomerIdsPage($after: String) {
    customers(first: 250, after: $after, sortKey: ID) {
      nodes { id updatedAt }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

export const CUSTOMERS_COUNT = /* GraphQL */ `
  query CustomersMirrorCount {
    customersCount { count precision }
  }
`;
