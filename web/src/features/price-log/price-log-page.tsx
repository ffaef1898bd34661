import { useMemo, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PriceLogRow } from '@console/contracts/price-log.contract';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { UsDateInput } from '../../ui/us-date-input';
import { ExportDataDialog } from './export-data-dialog';
import { priceLogColumns } from './price-log-columns';
import { usePriceLogList, type PriceLogRange } from './price-log-queries';

const rowId = (row: PriceLogRow) => `${row.status}:${row.id}`;

/** /pricecontrol (spec 3 §2.2): the price log by date range, paged 'Page X of Y', with the Export Data modal. */
export function PriceLogPage() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [range, setRange] = useState<PriceLogRange>(null);
  const [exporting, exportModal] = useDisclosure(false);
  const [employeeStore, setEmployeeStore] = useState(false);
  const list = usePriceLogList(range, setEmployeeStore);
  const columns = useMemo(() => priceLogColumns(employeeStore), [employeeStore]);
  // Today is the latest day a filter may name (spec 3 §5: no future dates).
  const today = new Date();
  const invalid = from !== '' && to !== '' && from > to;

  return (
    <PageFrame title="Price Control" fullWidth>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Group gap="md" align="flex-end">
            <UsDateInput label="Start Date" value={from} onChange={setFrom} maxDate={today} w={170} clearable />
            <UsDateInput label="End Date" value={to} onChange={setTo} maxDate={today} w={170} clearable />
            <Button
              onClick={() => setRange(from || to ? { from: from || to, to: to || from } : null)}
              disabled={invalid || (from === '' && to === '')}
            >
              Search Filter
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setFrom('');
                setTo('');
                setRange(null);
              }}
            >
              Clear Filter
            </Button>
          </Group>
          <Button variant="default" onClick={exportModal.open}>
            Export Excel
          </Button>
        </Group>
        <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label="Price log" rowHeight={40} pageText={list.pageText} stateInUrl />
        <ExportDataDialog opened={exporting} onClose={exportModal.close} range={range} employeeStore={employeeStore} />
      </Stack>
    </PageFrame>
  );
}
