/** The shop this install serves when SHOPIFY_STORE_URL is not its myshopify.com address. */
export const EMBEDDED_SHOP = /* GraphQL */ `query EmbeddedShop { shop { myshopifyDomain } }`;
