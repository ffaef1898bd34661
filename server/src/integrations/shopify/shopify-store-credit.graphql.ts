/** Store-credit documents: named operations, validated against the pinned Admin schema. */

const STORE_CREDIT_TRANSACTION_FIELDS = /* GraphQL */ `
  fragment StoreCreditTransactionFields on StoreCreditAccountTransaction {
    __typename
    ... on Node { id }
    amount { amount currencyCode }
    balanceAfterTransaction { amount currencyCode }
    createdAt
  }
`;

export const STORE_CREDIT_CREDIT = /* GraphQL */ `mutation StoreCreditCredit($id: ID!, $creditInput: StoreCreditAccountCreditInput!) {
  storeCreditAccountCredit(id: $id, creditInput: $creditInput) {
    storeCreditAccountTransaction { ...StoreCreditTransactionFields }
    userErrors { code field message }
  }
}
${STORE_CREDIT_TRANSACTION_FIELDS}` as const;

export const STORE_CREDIT_DEBIT = /* GraphQL */ `mutation StoreCreditDebit($id: ID!, $debitInput: StoreCreditAccountDebitInput!) {
  storeCreditAccountDebit(id: $id, debitInput: $debitInput) {
    storeCreditAccountTransaction { ...StoreCreditTransactionFields }
    userErrors { code field message }
  }
}
${STORE_CREDIT_TRANSACTION_FIELDS}` as const;

/** An account's balance and its transactions matching a search (newest first when `reverse`); 2 + first × 3 points. */
export const STORE_CREDIT_TRANSACTIONS =
  /* GraphQL */ `query StoreCreditTransactions($id: ID!, $query: String, $first: Int!, $reverse: Boolean!) {
  storeCreditAccount(id: $id) {
    id
    balance { amount currencyCode }
    transactions(first: $first, query: $query, reverse: $reverse) {
      nodes { ...StoreCreditTransactionFields }
    }
  }
}
${STORE_CREDIT_TRANSACTION_FIELDS}` as const;

export const SHOP_CURRENCY = /* GraphQL */ `query ShopCurrency {
  shop { currencyCode }
}`;

/** A credit account's store customer, found by e-mail before one is made. */
export const STORE_CREDIT_CUSTOMER_BY_EMAIL = /* GraphQL */ `query StoreCreditCustomerByEmail($query: String!) {
  customers(first: 1, query: $query) { nodes { id } }
}`;

/** The largest value the adapter sends for each size variable (the documents' cost is priced at it). */
export const MAX_PAGE_SIZES = { StoreCreditTransactions: { first: 50 }, StoreCreditHistory: { first: 10 } } as const;

/** A customer's store-credit accounts and who the customer is (the mirror opens our account for it). */
export const STORE_CREDIT_ACCOUNTS_OF_CUSTOMER = /* GraphQL */ `query StoreCreditAccountsOfCustomer($id: ID!) {
  customer(id: $id) {
    id
    firstName
    lastName
    defaultEmailAddress { emailAddress }
    storeCreditAccounts(first: 5) { nodes { id balance { amount currencyCode } } }
  }
}`;

/**
 * One page of an account's transactions, oldest first, after a cursor: what moved it and why
 * (`event`, the order of `origin`). Expiries are no Node: they are named by the credit they expire.
 * 2 + first × 7 points: at 10 a page (HISTORY_PAGE), about 75 of the 1,000 a query may request.
 */
export const STORE_CREDIT_HISTORY = /* GraphQL */ `query StoreCreditHistory($id: ID!, $first: Int!, $after: String) {
  storeCreditAccount(id: $id) {
    id
    balance { amount currencyCode }
    transactions(first: $first, after: $after) {
      pageInfo { hasNextPage }
      edges {
        cursor
        node {
          ...StoreCreditTransactionFields
          event
          origin { ... on OrderTransaction { order { name } } }
          ... on StoreCreditAccountExpirationTransaction { creditTransaction { id } }
        }
      }
    }
  }
}
${STORE_CREDIT_TRANSACTION_FIELDS}` as const;
