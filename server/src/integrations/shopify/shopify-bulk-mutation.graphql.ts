/** Bulk writes (docs/outside-interfaces.md 'Shopify'): one mutation run once per line of a staged JSONL variables file. */
export const BULK_OPERATION_RUN_MUTATION = /* GraphQL */ `
  mutation BulkOperationRunMutation($mutation: String!, $stagedUploadPath: String!) {
    bulkOperationRunMutation(mutation: $mutation, stagedUploadPath: $stagedUploadPath) {
      bulkOperation { id status }
      userErrors { field message code }
    }
  }
`;

/**
 * A spreadsheet row on the store, answered with what the mirror keeps (metafields follow by metafieldsSet, tags by tagsAdd).
 * Run by bulkOperationRunMutation: its fields written out rather than a named fragment, as the bulk export (shopify-customers.graphql.ts).
 */
export const CUSTOMER_SET_FOR_MIRROR = /* GraphQL */ `
  mutation CustomerSetForMirror($input: CustomerSetInput!, $identifier: CustomerSetIdentifiers) {
    customerSet(input: $input, identifier: $identifier) {
      customer {
        id
        firstName
        lastName
        defaultEmailAddress { emailAddress }
        state
        tags
        createdAt
        updatedAt
        metafields(namespace: "console", first: 15) { nodes { key value } }
      }
      userErrors { field message code }
    }
  }
` as const;

export const CUSTOMER_TAGS_ADD_FOR_MIRROR = /* GraphQL */ `
  mutation CustomerTagsAddForMirror($id: ID!, $tags: [String!]!) {
    tagsAdd(id: $id, tags: $tags) {
      node { ... on Customer { id tags updatedAt } }
      userErrors { field message }
    }
  }
`;

export const CUSTOMER_TAGS_REMOVE_FOR_MIRROR = /* GraphQL */ `
  mutation CustomerTagsRemoveForMirror($id: ID!, $tags: [String!]!) {
    tagsRemove(id: $id, tags: $tags) {
      node { ... on Customer { id tags updatedAt } }
      userErrors { field message }
    }
  }
`;

export const CUSTOMER_METAFIELDS_SET_FOR_MIRROR = /* GraphQL */ `
  mutation CustomerMetafieldsSetForMirror($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields { key value }
      userErrors { field message code }
    }
  }
`;
