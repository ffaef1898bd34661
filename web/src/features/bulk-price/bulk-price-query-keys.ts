import { featureQueryKeys } from '../../ui/query-keys';

/** What narrows the Bulk Price list: the SKU search ('' for all) and whether only scheduled prices show. */
export interface BulkPriceListQuery {
  sku: string;
  onlyScheduled: boolean;
}

/** The query keys of the Bulk Price screen: the list, and each import's price changes by its job. */
export const bulkPriceKeys = featureQueryKeys<'bulk-price', BulkPriceListQuery, never, { import: { jobId: number } }>('bulk-price');
