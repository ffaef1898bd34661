import { useMemo, useState } from 'react';
import { Select, Stack } from '@mantine/core';
import { BULK_PRICE_TEMPLATE_COLUMNS, type BulkPriceRow } from '@console/contracts/bulk-price.contract';
import { CookieTabs } from '../../ui/cookie-tabs';
import { ListToolbar } from '../../ui/list-toolbar';
import { LIST_URL_PARAMS, statusChange, useListUrl, useUrlSearchText } from '../../ui/list-url-state';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { FileRefused } from '../../ui/upload-problem';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { bulkPriceColumns } from './bulk-price-columns';
import { uploadBulkPrices, useBulkPriceList } from './bulk-price-queries';
import { EditPriceDialog } from './edit-price-dialog';
import { useLargeChangeCheck } from './large-change-check';
import { LargeChangeDialog } from './large-change-dialog';
import { PriceImportResults } from './price-import-results';

const rowId = (row: BulkPriceRow) => String(row.ID);

type Editing = BulkPriceRow | 'new' | null;

/** The status filter's values; `scheduled` is what Price Control links to (`/bulkprice?status=scheduled`). */
const SCHEDULED = 'scheduled';
const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All prices' },
  { value: SCHEDULED, label: 'Scheduled' },
];

/** Said where the file was chosen when the operator keeps a file with large changes to fix it. */
const KEPT_TEXT = 'Nothing was scheduled. Fix the prices in the file and upload it again.';

function ImportPricePanel({ editing, setEditing }: { editing: Editing; setEditing: (row: Editing) => void }) {
  // The searched SKU and the status filter live in the URL with the list's page (a link opens the same list).
  const [sku, setSku] = useUrlSearchText();
  const [params, changeUrl] = useListUrl();
  const onlyScheduled = params.get(LIST_URL_PARAMS.status) === SCHEDULED;
  const [importJob, setImportJob] = useState<number | null>(null);
  const check = useLargeChangeCheck();
  const list = useBulkPriceList(sku, onlyScheduled);
  const columns = useMemo(() => bulkPriceColumns(setEditing), [setEditing]);
  return (
    <Stack gap="md">
      <ListToolbar
        search={{ placeholder: 'Please enter product sku', onSearchText: setSku, label: 'Search by SKU', initialText: sku }}
        filters={
          <Select
            aria-label="Status"
            w={150}
            data={STATUS_OPTIONS}
            value={onlyScheduled ? SCHEDULED : ALL}
            allowDeselect={false}
            onChange={(value) => changeUrl(statusChange(value === SCHEDULED ? SCHEDULED : null))}
          />
        }
        upload={{
          onRows: async (rows) => {
            // A new file: the last upload's price changes are no longer what the message is about.
            setImportJob(null);
            // Refused where the file was chosen, so the upload says why and sends nothing.
            if (!(await check.ask(rows))) throw new FileRefused(KEPT_TEXT);
            const answer = await uploadBulkPrices(rows);
            setImportJob(answer.jobId);
            return answer;
          },
          onUploaded: () => void list.reload(),
          templateColumns: BULK_PRICE_TEMPLATE_COLUMNS,
          templateFileName: 'bulk_price_template.csv',
          rowsGoTo: 'this list, each price scheduled for its Effective Date',
        }}
        actions={importJob !== null && <PriceImportResults jobId={importJob} />}
      />
      <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label="Bulk prices" stateInUrl />
      <EditPriceDialog row={editing} onClose={() => setEditing(null)} />
      <LargeChangeDialog subject="file" {...check.dialog} />
    </Stack>
  );
}

/** /bulkprice (docs/functions/commerce-tools.md §2.1): one tab 'Import Price', remembered in the bulkPriceTab cookie. */
export function BulkPricePage() {
  const [tab, selectTab] = useCookieTab('bulkPriceTab', 1);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    // Add Price is the page's one primary action: beside the title, or in the admin's title bar.
    <PageFrame title="Bulk Price" fullWidth primaryAction={{ label: 'Add Price', onAction: () => setEditing('new') }}>
      <CookieTabs
        selected={tab}
        onSelect={selectTab}
        tabs={[{ key: 'import', label: 'Import Price', panel: <ImportPricePanel editing={editing} setEditing={setEditing} /> }]}
      />
    </PageFrame>
  );
}
