/** What `shops add` reads of a connected store: its own domain (the shop's key for webhooks and the frame) and its time zone. */
export const STORE_OF_SHOP = /* GraphQL */ `query StoreOfShop { shop { myshopifyDomain ianaTimezone } }`;
