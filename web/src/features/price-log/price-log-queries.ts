/** The price log's data layer (docs/functions/commerce-tools.md §2.2): the numbered list by date range and the export rows. */
import { priceLogContract, type PriceLogRow } from '@console/contracts/price-log.contract';
import { callApi } from '../../api/api-client';
import { useNumberedList } from '../../ui/use-numbered-list';
import { priceLogKeys } from './price-log-query-keys';

/** The Search Filter's range; null lists every change. */
export type PriceLogRange = { from: string; to: string } | null;

const PER_PAGE = 10;
const rangeQuery = (range: PriceLogRange) => (range ? { date_from: range.from, date_to: range.to } : {});

/** What the log answers besides its rows: the store kind (its columns differ) and how many prices wait for their day. */
export interface PriceLogFacts {
  employeeStore: boolean;
  scheduled: number;
}

/** One page of the log, its page count, the store kind and the count of scheduled prices. */
export async function fetchPriceLogPage(range: PriceLogRange, page: number, signal?: AbortSignal) {
  const { data } = await callApi(priceLogContract.list, { query: { page, per_page: PER_PAGE, ...rangeQuery(range) }, signal });
  return { list: data.results, pageCount: data.total_pages, employeeStore: data.employeeStore, scheduled: data.scheduled };
}

export function usePriceLogList(range: PriceLogRange, onFacts: (facts: PriceLogFacts) => void) {
  return useNumberedList<PriceLogRow>({
    queryKey: priceLogKeys.list({ range }),
    pageInUrl: true,
    fetchPage: async (page, signal) => {
      const { employeeStore, scheduled, ...rest } = await fetchPriceLogPage(range, page, signal);
      onFacts({ employeeStore, scheduled });
      return rest;
    },
  });
}

/** Every row of the export: of the range, or all of them. */
export const priceLogExportRows = async (range: PriceLogRange): Promise<PriceLogRow[]> =>
  (await callApi(priceLogContract.exportRows, { query: rangeQuery(range) })).data.results;
