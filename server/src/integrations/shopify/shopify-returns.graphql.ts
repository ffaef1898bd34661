/** Returns on the store: what can be returned, the return itself, and its label and tracking. */
export const RETURNABLE_FULFILLMENTS = /* GraphQL */ `
  query ReturnableFulfillments($orderId: ID!, $after: String) {
    returnableFulfillments(orderId: $orderId, first: 5, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { id returnableFulfillmentLineItems(first: 25) { nodes { quantity fulfillmentLineItem { id lineItem { id } } } } }
    }
  }
`;

export const RETURN_CREATE = /* GraphQL */ `
  mutation ReturnCreate($returnInput: ReturnInput!) {
    returnCreate(returnInput: $returnInput) {
      return {
        id name status
        reverseFulfillmentOrders(first: 2) { nodes { id lineItems(first: 30) { nodes { id totalQuantity fulfillmentLineItem { id } } } } }
      }
      userErrors { field message code }
    }
  }
`;

export const REVERSE_DELIVERY_CREATE_WITH_SHIPPING = /* GraphQL */ `
  mutation ReverseDeliveryCreateWithShipping(
    $reverseFulfillmentOrderId: ID!
    $reverseDeliveryLineItems: [ReverseDeliveryLineItemInput!]!
    $trackingInput: ReverseDeliveryTrackingInput
    $labelInput: ReverseDeliveryLabelInput
  ) {
    reverseDeliveryCreateWithShipping(
      reverseFulfillmentOrderId: $reverseFulfillmentOrderId
      reverseDeliveryLineItems: $reverseDeliveryLineItems
      trackingInput: $trackingInput
      labelInput: $labelInput
      notifyCustomer: false
    ) {
      reverseDelivery { id }
      userErrors { field message code }
    }
  }
`;
