import { useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { BULK_PRICE_TEMPLATE_COLUMNS, type BulkPriceRow } from '@console/contracts/bulk-price.contract';
import { CookieTabs } from '../../ui/cookie-tabs';
import { ListToolbar } from '../../ui/list-toolbar';
import { useUrlSearchText } from '../../ui/list-url-state';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { bulkPriceColumns } from './bulk-price-columns';
import { uploadBulkPrices, useBulkPriceList } from './bulk-price-queries';
import { EditPriceDialog } from './edit-price-dialog';
import { PriceImportResults } from './price-import-results';

const rowId = (row: BulkPriceRow) => String(row.ID);

type Editing = BulkPriceRow | 'new' | null;

function ImportPricePanel({ editing, setEditing }: { editing: Editing; setEditing: (row: Editing) => void }) {
  // The searched SKU lives in the URL with the list's page (issue 25).
  const [sku, setSku] = useUrlSearchText();
  const [importJob, setImportJob] = useState<number | null>(null);
  const list = useBulkPriceList(sku);
  const columns = useMemo(() => bulkPriceColumns(setEditing), [setEditing]);
  return (
    <Stack gap="md">
      <ListToolbar
        search={{ placeholder: 'Please enter product sku', onSearchText: setSku, label: 'Search by SKU', initialText: sku }}
        upload={{
          onRows: async (rows) => {
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
    </Stack>
  );
}

/** /bulkprice (spec 3 §2.1): one tab 'Import Price', remembered in the bulkPriceTab cookie. */
export function BulkPricePage() {
  const [tab, selectTab] = useCookieTab('bulkPriceTab', 1);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    // Add Price is the page's one primary action: beside the title, or in the admin's title bar (issue 26).
    <PageFrame title="Bulk Price" fullWidth primaryAction={{ label: 'Add Price', onAction: () => setEditing('new') }}>
      <CookieTabs
        selected={tab}
        onSelect={selectTab}
        tabs={[{ key: 'import', label: 'Import Price', panel: <ImportPricePanel editing={editing} setEditing={setEditing} /> }]}
      />
    </PageFrame>
  );
}
