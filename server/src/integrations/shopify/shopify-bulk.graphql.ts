/** Bulk operations (docs/outside-interfaces.md 'Shopify' bulk reads): start one, then poll it by id. */
export const BULK_OPERATION_RUN_QUERY = /* GraphQL */ `
  mutation BulkOperationRunQuery($query: String!, $groupObjects: Boolean!) {
    bulkOperationRunQuery(query: $query, groupObjects: $groupObjects) {
      bulkOperation { id status }
      userErrors { field message code }
    }
  }
`;

export const BULK_OPERATION_STATUS = /* GraphQL */ `
  query BulkOperationStatus($id: ID!) {
    bulkOperation(id: $id) { id status errorCode objectCount rootObjectCount url partialDataUrl }
  }
`;
