import { MIRROR_CUSTOMER_FIELDS } from './shopify-customers.graphql';

/** Bulk writes (DESIGN.md §10): one mutation run once per line of a staged JSONL variables file. */
export const BULK_OPERATION_RUN_MUTATION = /* GraphQL */ `
  mutation BulkOperationRunMutation($mutation: String!, $stagedUploadPath: String!) {
    bulkOperationRunMutation(mutation: $mutation, stagedUploadPath: $stagedUploadPath) {
      bulkOperation { id status }
      userErrors { field message code }
    }
  }
`;

/** A spreadsheet row on the store, answered with what the mirror keeps (metafields follow by metafieldsSet, tags by tagsAdd). */
export const CUSTOMER_SET_FOR_MIRROR = /* GraphQL */ `
  mutation CustomerSetForMirror($input: CustomerSetInput!, $identifier: CustomerSetIdentifiers) {
    customerSet(input: $input, identifier: $identifier) {
      customer {
        ...MirrorCustomerFields
        metafields(namespace: "console", first: 15) { nodes { key value } }
      }
      userErrors { field message code }
    }
  }
  ${MIRROR_CUSTOMER_FIELDS}` as const;

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
