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
  type CreditCustomer,
  type CustomersQuery,
} from '@console/contracts/credits.contract';
import { importFileProblem, importFileTotals } from '@console/contracts/credits-import';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageIndicator } from '../../ui/page-indicator';
import { PagedGrid } from '../../ui/paged-grid';
import type { SheetRow } from '../../ui/spreadsheet';
import type { BannerMessage } from '../../ui/banner';
import { FileRefused } from '../../ui/upload-problem';
import { UploadOutcome } from '../../ui/upload-outcome';
import { useUrlSortOption } from '../../ui/list-url-state';
import { useNumberedList } from '../../ui/use-numbered-list';
import { CUSTOMER_COLUMNS } from './credit-columns';
import { formatDollars } from '@console/contracts/common/money';
import { failureText, newIdempotencyKey } from './credit-messages';
import { AmountPanel, ImportPanel, type AmountValues } from './credit-panels';
import { CreditsToolbar, useDebouncedSearch } from './credits-toolbar';
import { creditKeys } from './credits-query-keys';
import {
  addCreditCustomer,
  changeCreditBalances,
  creditQuestion,
  creditWhomText,
  exportCreditCustomers,
  fetchCreditCustomers,
  importCreditCustomers,
  importQuestion,
} from './credits-queries';

type Panel = 'add' | 'import' | 'issue' | 'adjust' | null;

const rowId = (row: CreditCustomer) => row.shopifyCustomerId;
/** docs/functions/codes-credits-knot-giveaways.md §4: with nothing selected (Add Customer) the reference is 'New account'. */
const EMPTY: AmountValues = { email: '', amount: 0, reference: NEW_ACCOUNT_REFERENCE };
/** Issue and Adjust start without a reference: 'New account' would be a wrong word on an existing customer's ledger. */
const EMPTY_CHANGE: AmountValues = { email: '', amount: 0, reference: '' };
const emptyFor = (panel: Panel): AmountValues => (panel === 'issue' || panel === 'adjust' ? EMPTY_CHANGE : EMPTY);

export interface TabProps {
  showBanner: (banner: BannerMessage | null) => void;
}

/**
 * Manage Credits (docs/functions/codes-credits-knot-giveaways.md §2.2, §4): customers with search, sort and 'n of m' paging, and the four
 * mutually exclusive panels.
 */
export function ManageCreditsTab({ showBanner }: TabProps) {
  const search = useDebouncedSearch();
  const [sortId, setSortId] = useUrlSortOption<CustomersQuery>(CUSTOMER_SORT_OPTIONS, DEFAULT_CUSTOMER_SORT);
  // The selection spans pages: customers by id, whatever page they were selected on.
  const [chosen, setChosen] = useState<ReadonlyMap<string, CreditCustomer>>(() => new Map());
  const selected = useMemo(() => [...chosen.values()], [chosen]);
  const chosenIds = useMemo(() => new Set(chosen.keys()), [chosen]);
  const [panel, setPanel] = useState<Panel>(null);
  const [values, setValues] = useState<AmountValues>(EMPTY);
  const [busy, setBusy] = useState(false);
  // Money moves only after the operator confirmed the question naming amount and customers.
  const [asking, setAsking] = useState<'issue' | 'adjust' | 'import' | null>(null);
  // The rows of a checked import file, waiting for the operator's yes.
  const [importing, setImporting] = useState<SheetRow[] | null>(null);
  // The last import's job: its outcome shows here when it ends, as an upload's does.
  const [importJob, setImportJob] = useState<{ jobId: number; text: string; settled: boolean } | null>(null);
  const sort = CUSTOMER_SORT_OPTIONS.find((o) => o.id === sortId) ?? CUSTOMER_SORT_OPTIONS[0];

  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      fetchCreditCustomers(
        { search: search.value, sortField: sort?.sortField, sortOrder: sort?.sortOrder, page, pageSize: CREDITS_PAGE_SIZE },
        signal,
      ),
    [search.value, sort],
  );
  const onError = useCallback(
    (error: unknown) => showBanner({ status: 'critical', title: 'Customers', text: failureText(error, 'Error getting customers') }),
    [showBanner],
  );
  const list = useNumberedList({
    queryKey: creditKeys.list({ tab: 'customers', search: search.value, sort: sortId }),
    fetchPage,
    pageSize: CREDITS_PAGE_SIZE,
    onError,
    pageInUrl: true,
  });
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
  // docs/functions/codes-credits-knot-giveaways.md §4: selecting hides Add Customer and Import; an emptied selection resets amount and
  // reference.
  const nothingChosen = chosen.size === 0;
  const [wasEmpty, setWasEmpty] = useState(true);
  if (wasEmpty !== nothingChosen) {
    setWasEmpty(nothingChosen);
    setValues(nothingChosen ? EMPTY : EMPTY_CHANGE);
    setPanel((p) => (nothingChosen ? (p === 'issue' || p === 'adjust' ? null : p) : p === 'add' || p === 'import' ? null : p));
  }
  const open = (next: Panel) => {
    setPanel((p) => (p === next ? null : next));
    setValues(emptyFor(next));
  };

  async function run<R extends { status: boolean; msg: string }>(
    title: string,
    fallback: string,
    action: () => Promise<R>,
    after: (res: R) => void,
    { forWhom = '', success = 'banner' }: { forWhom?: string; success?: 'banner' | 'outcome' } = {},
  ) {
    setBusy(true);
    try {
      const res = await action();
      if (!res.status) {
        showBanner({ status: 'critical', title, text: res.msg || fallback });
        return;
      }
      // An import's sentence and then its job's outcome are said in its outcome box: a green banner beside it would
      // say the sentence twice and stay green after the job ended with errors.
      showBanner(success === 'banner' ? { status: 'success', title, text: forWhom ? `${res.msg} For ${forWhom}.` : res.msg } : null);
      after(res);
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
      () => addCreditCustomer({ email: values.email.trim(), amount: values.amount, reference: values.reference, idempotencyKey }),
      () => {
        setValues({ ...values, email: '', amount: 0 });
        // One URL change: newest first at page 1.
        setSortId(NEWEST_CUSTOMERS_SORT);
        void list.reload();
      },
    );
  const changeBalances = (direction: 'issue' | 'adjust') =>
    run(
      direction === 'issue' ? 'Credit Issue' : 'Adjust Balance',
      direction === 'issue' ? 'Error crediting customer(s)' : 'Error adjusting balance',
      () => changeCreditBalances(direction, selected, { amount: values.amount, reference: values.reference, idempotencyKey }),
      () => {
        setValues({ ...values, amount: 0, reference: '' });
        setPanel(null);
        void list.reload();
      },
      { forWhom: creditWhomText(selected) },
    );
  // An adjustment takes the amount off each balance (docs/functions/codes-credits-knot-giveaways.md §3: adjustments are negative).
  const question =
    asking === 'import'
      ? importing && importQuestion(importFileTotals(importing))
      : asking
        ? creditQuestion(asking, formatDollars(asking === 'issue' ? Number(values.amount) : -Number(values.amount)), selected)
        : null;
  // docs/functions/codes-credits-knot-giveaways.md §5's check first (its banner, and the panel says it too); a valid file moves money only
  // after the question.
  function importRows(rows: SheetRow[]): Promise<void> {
    const problem = importFileProblem(rows);
    if (problem) {
      showBanner({ status: 'critical', title: 'Data validation', text: problem });
      return Promise.reject(new FileRefused(problem));
    }
    setImporting(rows);
    setAsking('import');
    return Promise.resolve();
  }
  const sendImport = (rows: SheetRow[]) =>
    run(
      'Import Customers',
      'Error importing customers',
      () => importCreditCustomers({ list: rows, idempotencyKey }),
      (res) => {
        setPanel(null);
        setImportJob({ jobId: res.jobId, text: res.msg, settled: false });
        setTimeout(() => {
          setImportJob((job) => job && { ...job, settled: true });
          void list.reload();
        }, 3000);
      },
      { success: 'outcome' },
    );
  const confirm = () => {
    if (asking === 'import') {
      if (importing) void sendImport(importing);
    } else if (asking) void changeBalances(asking);
    setAsking(null);
    setImporting(null);
  };
  const exportFiltered = () =>
    run(
      'Export Customers',
      'Error exporting customer(s)',
      () => exportCreditCustomers(search.value),
      () => undefined,
    );

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
        <AmountPanel
          title="Add New Customer"
          kind="add"
          values={values}
          onChange={setValues}
          onCancel={() => setPanel(null)}
          onSubmit={() => void addCustomer()}
          busy={busy}
        />
      )}
      {panel === 'issue' && !tooMany && (
        <AmountPanel
          title={`Add Credit to ${count} Customer(s)`}
          kind="issue"
          values={values}
          onChange={setValues}
          onCancel={() => setPanel(null)}
          onSubmit={() => setAsking('issue')}
          busy={busy}
        />
      )}
      {panel === 'adjust' && !tooMany && (
        <AmountPanel
          title={`Adjust ${count} Customer(s) balance`}
          kind="adjust"
          values={values}
          onChange={setValues}
          onCancel={() => setPanel(null)}
          onSubmit={() => setAsking('adjust')}
          busy={busy}
        />
      )}
      {panel === 'import' && <ImportPanel onSubmit={importRows} onCancel={() => setPanel(null)} />}
      {importJob && (
        <UploadOutcome
          jobId={importJob.jobId}
          uploadedText={importJob.text}
          settled={importJob.settled}
          rowsGoTo="this list"
          onDismiss={() => setImportJob(null)}
        />
      )}
      <ConfirmDialog
        opened={Boolean(question)}
        title={question?.title ?? ''}
        message={question?.message}
        confirmLabel={question?.confirm ?? ''}
        keepLabel="Go back"
        tone="neutral"
        onKeep={() => {
          setAsking(null);
          setImporting(null);
        }}
        onConfirm={confirm}
      />
      <PagedGrid
        list={list}
        columnDefs={CUSTOMER_COLUMNS}
        getRowId={rowId}
        rowHeight={40}
        headerHeight={40}
        pager={<PageIndicator list={list} label="Customers pages" />}
        keepSelected={keepSelected}
        label="Credit customers"
        stateInUrl
      />
    </Stack>
  );
}
