/** The price log's data layer (spec 3 §2.2): the numbered list by date range and the export rows. */
import { priceLogContract, type PriceLogRow } from '@console/contracts/price-log.contract';
import { callApi } from '../../api/api-client';
import { useNumberedList } from '../../ui/use-numbered-list';
import { priceLogKeys } from './price-log-query-keys';

/** The Search Filter's range; null lists every change. */
export type PriceLogRange = { from: string; to: string } | null;

const PER_PAGE = 10;
const rangeQuery = (range: PriceLogRange) => (range ? { date_from: range.from, date_to: range.to } : {});

/** One page of the log, its page count, and whether the store is the employee store (its columns differ). */
export async function fetchPriceLogPage(range: PriceLogRange, page: number, signal?: AbortSignal) {
  const { data } = await callApi(priceLogContract.list, { query: { page, per_page: PER_PAGE, ...rangeQuery(range) }, signal });
  return { list: data.results, pageCount: data.total_pages, employeeStore: data.employeeStore };
}

export function usePriceLogList(range: PriceLogRange, onEmployeeStore: (employeeStore: boolean) => void) {
  return useNumberedList<PriceLogRow>({
    queryKey: priceLogKeys.list(range),
    pageInUrl: true,
    fetchPage: async (page, signal) => {
      const { employeeStore, ...rest } = await fetchPriceLogPage(range, page, signal);
      onEmployeeStore(employeeStore);
      return rest;
    },
  });
}

/** Every row of the export: of the range, or all of them. */
export const priceLogExportRows = async (range: PriceLogRange): Promise<PriceLogRow[]> =>
  (await callApi(priceLogContract.exportRows, { query: rangeQuery(range) })).data.results;
