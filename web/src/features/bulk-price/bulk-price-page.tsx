import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
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

function ImportPricePanel() {
  // The searched SKU lives in the URL with the list's page (issue 25).
  const [sku, setSku] = useUrlSearchText();
  const [editing, setEditing] = useState<BulkPriceRow | 'new' | null>(null);
  const [importJob, setImportJob] = useState<number | null>(null);
  const list = useBulkPriceList(sku);
  const columns = useMemo(() => bulkPriceColumns(setEditing), []);
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
        actions={
          <>
            <Button variant="light" onClick={() => setEditing('new')}>
              Add Price
            </Button>
            {importJob !== null && <PriceImportResults jobId={importJob} />}
          </>
        }
      />
      <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label="Bulk prices" stateInUrl />
      <EditPriceDialog row={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

/** /bulkprice (spec 3 §2.1): one tab 'Import Price', remembered in the bulkPriceTab cookie. */
export function BulkPricePage() {
  const [tab, selectTab] = useCookieTab('bulkPriceTab', 1);
  return (
    <PageFrame title="Bulk Price" fullWidth>
      <CookieTabs selected={tab} onSelect={selectTab} tabs={[{ key: 'import', label: 'Import Price', panel: <ImportPricePanel /> }]} />
    </PageFrame>
  );
}
