import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import {
  CREDITS_PAGE_SIZE,
  CUSTOMER_SORT_OPTIONS,
  DEFAULT_CUSTOMER_SORT,
  MAX_CUSTOMERS_PER_UPDATE,
  MAX_CUSTOMERS_WARNING,
  NEWEST_CUSTOMERS_SORT,
  NEW_ACCOUNT_REFERENCE,
  creditsContract,
  type CreditCustomer,
} from '@console/contracts/credits.contract';
import { importFileProblem } from '@console/contracts/credits-import';
import { callApi } from '../../app/api-client';
import { PageIndicator } from '../../ui/page-indicator';
import { PagedGrid } from '../../ui/paged-grid';
import type { SheetRow } from '../../ui/spreadsheet';
import type { BannerMessage } from '../../ui/status-banner';
import { useNumberedList } from '../../ui/use-numbered-list';
import { CUSTOMER_COLUMNS } from './credit-columns';
import { adminId, failureText, newIdempotencyKey, queryOf } from './credit-messages';
import { AmountPanel, ImportPanel, type AmountValues } from './credit-panels';
import { CreditsToolbar, useDebouncedSearch } from './credits-toolbar';
import { creditKeys } from './credits-query-keys';

type Panel = 'add' | 'import' | 'issue' | 'adjust' | null;

const rowId = (row: CreditCustomer) => row.shopifyCustomerId;
const EMPTY: AmountValues = { email: '', amount: 0, reference: NEW_ACCOUNT_REFERENCE };

export interface TabProps {
  showBanner: (banner: BannerMessage | null) => void;
}

/** Manage Credits (spec 4 §2.2, §4): customers with search, sort and 'n of m' paging, and the four mutually exclusive panels. */
export function ManageCreditsTab({ showBanner }: TabProps) {
  const search = useDebouncedSearch();
  const [sortId, setSortId] = useState(DEFAULT_CUSTOMER_SORT);
  // The selection spans pages: customers by id, whatever page they were selected on.
  const [chosen, setChosen] = useState<ReadonlyMap<string, CreditCustomer>>(() => new Map());
  const selected = useMemo(() => [...chosen.values()], [chosen]);
  const chosenIds = useMemo(() => new Set(chosen.keys()), [chosen]);
  const [panel, setPanel] = useState<Panel>(null);
  const [values, setValues] = useState<AmountValues>(EMPTY);
  const [busy, setBusy] = useState(false);
  const sort = CUSTOMER_SORT_OPTIONS.find((o) => o.id === sortId) ?? CUSTOMER_SORT_OPTIONS[0];

  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) => {
      const res = await callApi(creditsContract.customers, {
        query: queryOf({ search: search.value, sortField: sort?.sortField, sortOrder: sort?.sortOrder, page, pageSize: CREDITS_PAGE_SIZE }),
        signal,
      });
      if (!res.status) throw new Error(res.msg || 'Error loading customers');
      return res;
    },
    [search.value, sort],
  );
  const onError = useCallback((error: unknown) => showBanner({ status: 'critical', title: 'Customers', text: failureText(error, 'Error getting customers') }), [showBanner]);
  const list = useNumberedList({ queryKey: creditKeys.list('customers', search.value, sortId), fetchPage, pageSize: CREDITS_PAGE_SIZE, onError });
  // One key per form content: submitting the same thing again replays the first answer instead of paying twice.
  const idempotencyKey = useMemo(() => newIdempotencyKey(), [panel, values, selected]); // eslint-disable-line react-hooks/exhaustive-deps

  const keepSelected = useMemo(
    () => ({
      ids: chosenIds,
      // Select-all reports its rows one by one: each change builds on the one before.
      onRowSelected: (row: CreditCustomer, on: boolean) =>
        setChosen((prev) => {
          const next = new Map(prev);
          if (on) next.set(rowId(row), row);
          else next.delete(rowId(row));
          return next;
        }),
    }),
    [chosenIds],
  );
  // Spec 4 §4: selecting hides Add Customer and Import; an emptied selection resets amount and reference.
  const nothingChosen = chosen.size === 0;
  const [wasEmpty, setWasEmpty] = useState(true);
  if (wasEmpty !== nothingChosen) {
    setWasEmpty(nothingChosen);
    setValues(EMPTY);
    setPanel((p) => (nothingChosen ? (p === 'issue' || p === 'adjust' ? null : p) : p === 'add' || p === 'import' ? null : p));
  }
  const open = (next: Panel) => {
    setPanel((p) => (p === next ? null : next));
    setValues(EMPTY);
  };

  async function run(title: string, fallback: string, action: () => Promise<{ status: boolean; msg: string }>, after: () => void) {
    setBusy(true);
    try {
      const res = await action();
      if (!res.status) {
        showBanner({ status: 'critical', title, text: res.msg || fallback });
        return;
      }
      showBanner({ status: 'success', title, text: res.msg });
      after();
    } catch (error) {
      showBanner({ status: 'critical', title, text: failureText(error, fallback) });
    } finally {
      setBusy(false);
    }
  }

  const addCustomer = () =>
    run(
      'Add Customer',
      'Error creating customer',
      () => callApi(creditsContract.addCustomer, { body: { admin: adminId(), email: values.email.trim(), amount: values.amount, reference: values.reference, idempotencyKey } }),
      () => {
        setValues({ ...values, email: '', amount: 0 });
        setSortId(NEWEST_CUSTOMERS_SORT);
        list.setPage(1);
        void list.reload();
      },
    );
  const changeBalances = (direction: 'issue' | 'adjust') => {
    const call = direction === 'issue' ? creditsContract.issueCredits : creditsContract.adjustBalances;
    const ids = selected.map(rowId).join(',');
    return run(
      direction === 'issue' ? 'Credit Issue' : 'Adjust Balance',
      direction === 'issue' ? 'Error crediting customer(s)' : 'Error adjusting balance',
      () => callApi(call, { body: { admin: adminId(), ids, amount: values.amount, reference: values.reference, idempotencyKey } }),
      () => {
        setValues({ ...values, amount: 0, reference: '' });
        setPanel(null);
        void list.reload();
      },
    );
  };
  async function importRows(rows: SheetRow[]) {
    const problem = importFileProblem(rows);
    if (problem) {
      showBanner({ status: 'critical', title: 'Data validation', text: problem });
      return;
    }
    await run(
      'Import Customers',
      'Error importing customers',
      () => callApi(creditsContract.importCustomers, { body: { admin: adminId(), list: rows, idempotencyKey } }),
      () => {
        setPanel(null);
        setTimeout(() => void list.reload(), 3000);
      },
    );
  }
  const exportFiltered = () =>
    run('Export Customers', 'Error exporting customer(s)', () => callApi(creditsContract.exportCustomers, { body: { admin: adminId(), search: search.value } }), () => undefined);

  const tooMany = selected.length > MAX_CUSTOMERS_PER_UPDATE;
  const count = selected.length;
  return (
    <Stack gap="md">
      <CreditsToolbar
        search={search}
        searchLabel="Search Customers"
        sortOptions={CUSTOMER_SORT_OPTIONS}
        sortId={sortId}
        onSort={setSortId}
        onExport={() => void exportFiltered()}
        canExport={list.rows.length > 0}
      >
        {count === 0 ? (
          <>
            <Button variant={panel === 'add' ? 'filled' : 'default'} onClick={() => open('add')}>
              Add Customer
            </Button>
            <Button variant={panel === 'import' ? 'filled' : 'default'} onClick={() => open('import')}>
              Import
            </Button>
          </>
        ) : (
          <>
            <Button disabled={tooMany} onClick={() => open('issue')}>
              Issue Credit
            </Button>
            <Button disabled={tooMany} variant="light" onClick={() => open('adjust')}>
              Adjust Balance
            </Button>
            <Button variant="subtle" onClick={() => setChosen(new Map())}>
              {`Clear selection (${count})`}
            </Button>
          </>
        )}
      </CreditsToolbar>
      {tooMany && (
        <Alert color="yellow" role="status" title="Warning">
          {MAX_CUSTOMERS_WARNING}
        </Alert>
      )}
      {panel === 'add' && (
        <AmountPanel title="Add New Customer" amountLabel="Credit" withEmail values={values} onChange={setValues} onCancel={() => setPanel(null)} onSubmit={() => void addCustomer()} busy={busy} />
      )}
      {panel === 'issue' && !tooMany && (
        <AmountPanel title={`Add Credit to ${count} Customer(s)`} amountLabel="Credit" values={values} onChange={setValues} onCancel={() => setPanel(null)} onSubmit={() => void changeBalances('issue')} busy={busy} />
      )}
      {panel === 'adjust' && !tooMany && (
        <AmountPanel title={`Adjust ${count} Customer(s) balance`} amountLabel="Adjustment" values={values} onChange={setValues} onCancel={() => setPanel(null)} onSubmit={() => void changeBalances('adjust')} busy={busy} />
      )}
      {panel === 'import' && <ImportPanel onSubmit={importRows} onCancel={() => setPanel(null)} />}
      <PagedGrid list={list} columnDefs={CUSTOMER_COLUMNS} getRowId={rowId} rowHeight={40} headerHeight={40} pager={<PageIndicator list={list} label="Customers pages" />} keepSelected={keepSelected} label="Credit customers" />
    </Stack>
  );
}
