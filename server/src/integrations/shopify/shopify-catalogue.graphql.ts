/**
 * Products, variants and their metafields on the store (commerce port on Shopify). Variants carry
 * no weight in 2026-07: it is on `inventoryItem.measurement.weight`.
 */
const VARIANT_FIELDS = /* GraphQL */ `
  fragment VariantFields on ProductVariant {
    id sku title price compareAtPrice
    product { id }
    inventoryItem { measurement { weight { value unit } } }
  }
`;

const PRODUCT_FIELDS = /* GraphQL */ `
  fragment ProductFields on Product {
    id handle title vendor productType createdAt tags
    featuredMedia { preview { image { url } } }
    variants(first: 20) { nodes { ...VariantFields } }
    bundleComponents(first: 5) { nodes { quantity componentVariants(first: 3) { nodes { ...VariantFields } } } }
  }
  ${VARIANT_FIELDS}` as const;

const METAFIELD_FIELDS = /* GraphQL */ `
  fragment MetafieldFields on Metafield { id namespace key value type compareDigest updatedAt }
`;

export const VARIANTS_BY_SKUS = /* GraphQL */ `
  query VariantsBySkus($query: String!, $first: Int!) {
    productVariants(first: $first, query: $query) { nodes { ...VariantFields } }
  }
  ${VARIANT_FIELDS}` as const;

export const PRODUCT_BY_ID = /* GraphQL */ `
  query ProductById($id: ID!) { product(id: $id) { ...ProductFields } }
  ${PRODUCT_FIELDS}` as const;

export const PRODUCT_BY_HANDLE = /* GraphQL */ `
  query ProductByHandle($handle: String!) { productByIdentifier(identifier: { handle: $handle }) { ...ProductFields } }
  ${PRODUCT_FIELDS}` as const;

export const PRODUCTS_PAGE = /* GraphQL */ `
  query ProductsPage($first: Int!, $after: String) {
    products(first: $first, after: $after, sortKey: ID) { pageInfo { hasNextPage endCursor } nodes { ...ProductFields } }
  }
  ${PRODUCT_FIELDS}` as const;

export const PRODUCT_METAFIELDS = /* GraphQL */ `
  query ProductMetafields($id: ID!, $namespace: String, $after: String) {
    product(id: $id) { metafields(first: 100, namespace: $namespace, after: $after) { pageInfo { hasNextPage endCursor } nodes { ...MetafieldFields } } }
  }
  ${METAFIELD_FIELDS}` as const;

export const PRODUCT_METAFIELD = /* GraphQL */ `
  query ProductMetafield($id: ID!, $namespace: String!, $key: String!) {
    product(id: $id) { metafield(namespace: $namespace, key: $key) { ...MetafieldFields } }
  }
  ${METAFIELD_FIELDS}` as const;

export const METAFIELD_BY_ID = /* GraphQL */ `
  query MetafieldById($id: ID!) {
    node(id: $id) { ... on Metafield { ...MetafieldFields owner { ... on Product { id } } } }
  }
  ${METAFIELD_FIELDS}` as const;

export const METAFIELDS_SET = /* GraphQL */ `
  mutation MetafieldsSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields { ...MetafieldFields owner { ... on Product { id } } }
      userErrors { field message code }
    }
  }
  ${METAFIELD_FIELDS}` as const;

export const PRODUCT_VARIANTS_BULK_UPDATE = /* GraphQL */ `
  mutation ProductVariantsBulkUpdate($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkUpdate(productId: $productId, variants: $variants) {
      productVariants { ...VariantFields }
      userErrors { field message code }
    }
  }
  ${VARIANT_FIELDS}` as const;

export const TAGS_ADD = /* GraphQL */ `
  mutation TagsAdd($id: ID!, $tags: [String!]!) { tagsAdd(id: $id, tags: $tags) { userErrors { field message } } }
`;

export const TAGS_REMOVE = /* GraphQL */ `
  mutation TagsRemove($id: ID!, $tags: [String!]!) { tagsRemove(id: $id, tags: $tags) { userErrors { field message } } }
`;

/**
 * The whole catalogue for a bulk read (search-index sync, price feed, field monitoring): products,
 * their variants and metafields as child lines. Bulk queries take no `first`.
 */
export const CATALOGUE_BULK_QUERY = /* GraphQL */ `
  query CatalogueBulk {
    products {
      edges {
        node {
          id handle title vendor productType createdAt tags
          featuredMedia { preview { image { url } } }
          variants { edges { node { id sku title price compareAtPrice inventoryItem { measurement { weight { value unit } } } } } }
          metafields { edges { node { ...MetafieldFields } } }
        }
      }
    }
  }
  ${METAFIELD_FIELDS}` as const;

export const PRODUCT_METAFIELD_DEFINITIONS = /* GraphQL */ `
  query ProductMetafieldDefinitions($after: String) {
    metafieldDefinitions(first: 100, after: $after, ownerType: PRODUCT) {
      pageInfo { hasNextPage endCursor }
      nodes { namespace key name type { name } }
    }
  }
`;

export const COLLECTIONS_PAGE = /* GraphQL */ `
  query CollectionsPage($after: String) {
    collections(first: 100, after: $after, sortKey: TITLE) { pageInfo { hasNextPage endCursor } nodes { id handle title } }
  }
`;

/** The largest value the adapter sends for each size variable (the documents' cost is priced at it). */
export const MAX_PAGE_SIZES = { VariantsBySkus: { first: 100 }, ProductsPage: { first: 4 } } as const;
