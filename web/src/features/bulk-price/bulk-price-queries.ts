/**
 * The Bulk Price data layer (docs/functions/commerce-tools.md §2.1): the list by SKU, the upload, one price's save and an
 * import's price changes. Components call these, never the API client.
 */
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bulkPriceContract, type BulkPriceRow } from '@console/contracts/bulk-price.contract';
import type { CallBodyInput } from '@console/contracts/common/call';
import type { PageQuery } from '@console/contracts/common/paging';
import { callApi } from '../../api/api-client';
import { usePagedList } from '../../ui/use-paged-list';
import { bulkPriceKeys } from './bulk-price-query-keys';
import { saveMutation } from '../../ui/save-mutation';

/** An import's results are asked again every 2 s until the job has ended. */
const RESULTS_POLL_MS = 2000;

/** The prices of a SKU search ('' for all), only the scheduled ones when asked, paged by cursor. */
export function useBulkPriceList(sku: string, onlyScheduled = false) {
  const fetchPage = useCallback(
    (cursor: PageQuery, signal: AbortSignal) =>
      callApi(bulkPriceContract.list, {
        query: cursor,
        body: { searchValue: sku, searchType: 'SKU', ...(onlyScheduled ? { status: 'scheduled' as const } : {}) },
        signal,
      }),
    [sku, onlyScheduled],
  );
  return usePagedList<BulkPriceRow>({ queryKey: bulkPriceKeys.list({ sku, onlyScheduled }), fetchPage, cursorInUrl: true });
}

/** The file's prices that change by more than 50%, asked before the file is sent. */
export const checkPriceUpload = async (rows: CallBodyInput<typeof bulkPriceContract.checkUpload>['excelData']) =>
  (await callApi(bulkPriceContract.checkUpload, { body: { excelData: rows } })).largeChanges;

/** Sends the sheet's rows; answers the import job. */
export const uploadBulkPrices = (rows: CallBodyInput<typeof bulkPriceContract.upload>['excelData']) =>
  callApi(bulkPriceContract.upload, { body: { excelData: rows } });

/** Adds a price (no ID) or changes one. */
export const saveBulkPrice = (body: CallBodyInput<typeof bulkPriceContract.update>) => callApi(bulkPriceContract.update, { body });

type BulkPriceBody = CallBodyInput<typeof bulkPriceContract.update>;

/** A price added or changed changes the lists; an import's results stay as they were. */
export const bulkPriceSaveChanges = () => [bulkPriceKeys.lists()];

/** The Add/Edit price dialog's save, from the form's values by `toBody`. */
export function useSaveBulkPrice<V>(toBody: (values: V) => BulkPriceBody) {
  return saveMutation(useQueryClient(), (values: V) => saveBulkPrice(toBody(values)), bulkPriceSaveChanges);
}

/** How soon an import's results are asked again: every 2 s until the job has ended, then never. */
export const importResultsPollMs = (status: string | undefined): number | false =>
  status === 'done' || status === 'failed' ? false : RESULTS_POLL_MS;

/** The price changes of one import, asked again until its job has ended. */
export function useImportResults(jobId: number) {
  return useQuery({
    queryKey: bulkPriceKeys.named('import', { jobId }),
    queryFn: ({ signal }) => callApi(bulkPriceContract.importResults, { params: { jobId }, signal }),
    refetchInterval: (q) => importResultsPollMs(q.state.data?.status),
  });
}
