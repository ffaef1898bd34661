import { useMemo, useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import type { PriceLogRow } from '@console/contracts/price-log.contract';
import { sessionFlags } from '../../api/session';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { UsDateInput } from '../../ui/us-date-input';
import { shopToday, useShopTimeZone } from '../../ui/shop-time';
import { ExportDataDialog } from './export-data-dialog';
import { priceLogColumns } from './price-log-columns';
import { usePriceLogList, type PriceLogFacts, type PriceLogRange } from './price-log-queries';

const rowId = (row: PriceLogRow) => row.id;

/** Bulk Price opened on the prices still waiting for their Effective Date. */
export const SCHEDULED_PRICES_HREF = '/bulkprice?status=scheduled';

/** The log lists what has taken effect; this line says what is still to come and where it is listed. */
export function ScheduledLine({ count }: { count: number }) {
  if (count === 0) return <Text size="sm">No price changes are scheduled.</Text>;
  const changes = count === 1 ? '1 price change is' : `${count.toLocaleString('en-US')} price changes are`;
  const canOpen = sessionFlags().includes('showBulkPrice');
  return (
    <Text size="sm">
      {changes} scheduled and will show here once {count === 1 ? 'it takes' : 'they take'} effect.{' '}
      {canOpen ? (
        // Underlined: a link inside a sentence must not be told by its colour alone (WCAG link-in-text-block).
        <Anchor component={Link} to={SCHEDULED_PRICES_HREF} size="sm" underline="always">
          See the scheduled prices on Bulk Price
        </Anchor>
      ) : (
        'Bulk Price lists them.'
      )}
    </Text>
  );
}

/** /pricecontrol (docs/functions/commerce-tools.md §2.2): the price log by date range, paged 'Page X of Y', with the Export Data modal. */
export function PriceLogPage() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [range, setRange] = useState<PriceLogRange>(null);
  const [exporting, exportModal] = useDisclosure(false);
  const [facts, setFacts] = useState<PriceLogFacts | null>(null);
  const employeeStore = facts?.employeeStore ?? false;
  const list = usePriceLogList(range, setFacts);
  const zone = useShopTimeZone();
  const columns = useMemo(() => priceLogColumns(employeeStore, zone), [employeeStore, zone]);
  // Today on the shop's clock is the latest day a filter may name (docs/functions/commerce-tools.md §5: no future dates).
  const today = shopToday();
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
        {facts && <ScheduledLine count={facts.scheduled} />}
        <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label="Price log" rowHeight={40} pageText={list.pageText} stateInUrl />
        <ExportDataDialog opened={exporting} onClose={exportModal.close} range={range} employeeStore={employeeStore} />
      </Stack>
    </PageFrame>
  );
}
