/**
 * Writes to store customers (docs/outside-interfaces.md 'Shopify' 'tag writes'): tags only with tagsAdd/tagsRemove (a
 * customerUpdate with tags would replace the list and lose tags others wrote), the `console`
 * metafields with metafieldsSet (metafieldsDelete for an emptied one), and create-or-update by e-mail
 * with customerSet.
 */
export const CUSTOMER_TAGS_ADD = /* GraphQL */ `
  mutation CustomerTagsAdd($id: ID!, $tags: [String!]!) {
    tagsAdd(id: $id, tags: $tags) {
      node { id }
      userErrors { field message }
    }
  }
`;

export const CUSTOMER_TAGS_REMOVE = /* GraphQL */ `
  mutation CustomerTagsRemove($id: ID!, $tags: [String!]!) {
    tagsRemove(id: $id, tags: $tags) {
      node { id }
      userErrors { field message }
    }
  }
`;

export const CUSTOMER_METAFIELDS_SET = /* GraphQL */ `
  mutation CustomerMetafieldsSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields { key value }
      userErrors { field message code }
    }
  }
`;

/** An emptied field: metafieldsSet refuses an empty value, so the metafield is deleted (a missing one answers null). */
export const CUSTOMER_METAFIELDS_DELETE = /* GraphQL */ `
  mutation CustomerMetafieldsDelete($metafields: [MetafieldIdentifierInput!]!) {
    metafieldsDelete(metafields: $metafields) {
      deletedMetafields { key namespace ownerId }
      userErrors { field message }
    }
  }
`;

export const CUSTOMER_SET_BY_EMAIL = /* GraphQL */ `
  mutation CustomerSetByEmail($input: CustomerSetInput!, $identifier: CustomerSetIdentifiers) {
    customerSet(input: $input, identifier: $identifier) {
      customer { id }
      userErrors { field message code }
    }
  }
`;
