import { useCallback, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import {
  CREDITS_PAGE_SIZE,
  DEFAULT_TRANSACTION_SORT,
  TRANSACTION_SORT_OPTIONS,
  type RangesLimits,
  type Transaction,
  type TransactionsQuery,
} from '@console/contracts/credits.contract';
import { PageIndicator } from '../../ui/page-indicator';
import { PagedGrid } from '../../ui/paged-grid';
import { useUrlSortOption } from '../../ui/list-url-state';
import { useNumberedList } from '../../ui/use-numbered-list';
import { TRANSACTION_COLUMNS } from './credit-columns';
import { failureText } from './credit-messages';
import { CreditsToolbar, useDebouncedSearch } from './credits-toolbar';
import { creditKeys } from './credits-query-keys';
import { exportTransactions, fetchTransactions } from './credits-queries';
import type { TabProps } from './manage-credits-tab';
import { AdvancedSearch, defaultTransactionFilters, filterQuery, type TransactionFilterValues } from './transaction-filters';

const rowId = (row: Transaction) => String(row.id);
export const NO_RECORDS_TEXT = 'No records found.';

/**
 * Transactions (docs/functions/codes-credits-knot-giveaways.md §2.2): the ledger with search, Advanced Search, sort, 'n of m' paging and
 * Export Filtered.
 */
export function TransactionsTab({ showBanner }: TabProps) {
  const search = useDebouncedSearch();
  const [advanced, setAdvanced] = useState(false);
  // Advanced Search applies on its Search (or Enter), not while the operator is still typing.
  const [filters, setFilters] = useState<TransactionFilterValues>(() => defaultTransactionFilters());
  const [sortId, setSortId] = useUrlSortOption<TransactionsQuery>(TRANSACTION_SORT_OPTIONS, DEFAULT_TRANSACTION_SORT);
  const [limits, setLimits] = useState<RangesLimits | undefined>(undefined);
  const [empty, setEmpty] = useState(false);
  const sort = TRANSACTION_SORT_OPTIONS.find((o) => o.id === sortId) ?? TRANSACTION_SORT_OPTIONS[0];
  const query = {
    search: search.value,
    ...filterQuery(filters),
    sortField: sort?.sortField ?? 'createdDate',
    sortOrder: sort?.sortOrder ?? 'desc',
  };

  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) => {
      const res = await fetchTransactions({ ...query, page, pageSize: CREDITS_PAGE_SIZE }, signal);
      setLimits(res.rangesLimits);
      setEmpty(res.total === 0);
      return res;
    },
    [JSON.stringify(query)], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const onError = useCallback(
    (error: unknown) => {
      setEmpty(false);
      showBanner({ status: 'critical', title: 'Transactions', text: failureText(error, 'Error getting transactions') });
    },
    [showBanner],
  );
  const list = useNumberedList({
    queryKey: creditKeys.list({ tab: 'transactions', query }),
    fetchPage,
    pageSize: CREDITS_PAGE_SIZE,
    onError,
    pageInUrl: true,
  });

  async function exportFiltered() {
    try {
      const res = await exportTransactions(query);
      showBanner(
        res.status
          ? { status: 'info', title: 'Export Transactions', text: res.msg }
          : { status: 'critical', title: 'Data validation', text: res.msg },
      );
    } catch (error) {
      showBanner({
        status: 'critical',
        title: 'Data validation',
        text: `Error exporting transactions(s): ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }

  return (
    <Stack gap="md">
      <CreditsToolbar
        search={search}
        searchLabel="Search Transactions"
        sortOptions={TRANSACTION_SORT_OPTIONS}
        sortId={sortId}
        onSort={setSortId}
        onExport={() => void exportFiltered()}
        canExport={list.rows.length > 0}
      >
        <Button variant={advanced ? 'filled' : 'default'} aria-pressed={advanced} onClick={() => setAdvanced((a) => !a)}>
          Advanced Search
        </Button>
      </CreditsToolbar>
      {advanced && <AdvancedSearch filters={filters} onApply={setFilters} limits={limits} />}
      <Text size="sm" role="status" c="dimmed" mih={20}>
        {empty && !list.loading ? NO_RECORDS_TEXT : ''}
      </Text>
      <PagedGrid
        list={list}
        columnDefs={TRANSACTION_COLUMNS}
        getRowId={rowId}
        rowHeight={40}
        headerHeight={40}
        pager={<PageIndicator list={list} label="Transactions pages" />}
        label="Credit transactions"
        dense
        stateInUrl
      />
    </Stack>
  );
}
