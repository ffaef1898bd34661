/** Store-credit documents (issue 17): named operations, validated against the pinned Admin schema. */

const TRANSACTION_FIELDS = `
  __typename
  ... on Node { id }
  amount { amount currencyCode }
  balanceAfterTransaction { amount currencyCode }
  createdAt
`;

export const STORE_CREDIT_CREDIT = `mutation StoreCreditCredit($id: ID!, $creditInput: StoreCreditAccountCreditInput!) {
  storeCreditAccountCredit(id: $id, creditInput: $creditInput) {
    storeCreditAccountTransaction { ${TRANSACTION_FIELDS} }
    userErrors { code field message }
  }
}`;

export const STORE_CREDIT_DEBIT = `mutation StoreCreditDebit($id: ID!, $debitInput: StoreCreditAccountDebitInput!) {
  storeCreditAccountDebit(id: $id, debitInput: $debitInput) {
    storeCreditAccountTransaction { ${TRANSACTION_FIELDS} }
    userErrors { code field message }
  }
}`;

/** The customer's accounts in the shop's currency with their transactions after an id (newest first when `reverse`). */
export const STORE_CREDIT_TRANSACTIONS = `query StoreCreditTransactions($id: ID!, $accounts: String, $query: String, $first: Int!, $reverse: Boolean!) {
  customer(id: $id) {
    id
    storeCreditAccounts(first: 5, query: $accounts) {
      nodes {
        id
        balance { amount currencyCode }
        transactions(first: $first, query: $query, reverse: $reverse) {
          nodes { ${TRANSACTION_FIELDS} }
        }
      }
    }
  }
}`;

export const SHOP_CURRENCY = `query ShopCurrency {
  shop { currencyCode }
}`;

/** A credit account's store customer, found by e-mail before one is made. */
export const STORE_CREDIT_CUSTOMER_BY_EMAIL = `query StoreCreditCustomerByEmail($query: String!) {
  customers(first: 1, query: $query) { nodes { id } }
}`;

/** The largest value the adapter sends for each size variable (the documents' cost is priced at it). */
export const MAX_PAGE_SIZES = { StoreCreditTransactions: { first: 50 } } as const;
