import { Stack, Text } from '@mantine/core';
import { formatUsDate } from '@console/contracts/common/dates';
import { HISTORY_ACTION_LABELS, type HistoryEntry } from '@console/contracts/registration-codes.contract';
import { failureText } from '../../ui/call-failure';
import { ListGrid } from '../../ui/list-grid';
import { useCodeHistory } from './registration-codes-queries';
import type { TableColumn } from '../../ui/table-columns';

/** The changes of one entry, led by the code they belong to. */
const changesText = (entry: HistoryEntry | undefined) => (entry ? `${entry.registrationCode} — ${entry.changes}` : '');

const COLUMNS: TableColumn<HistoryEntry>[] = [
  { headerName: 'Action', colId: 'action', valueGetter: (p) => (p.data ? HISTORY_ACTION_LABELS[p.data.action] : ''), width: 110 },
  {
    headerName: 'Changes',
    colId: 'changes',
    valueGetter: (p) => changesText(p.data),
    flex: 1,
    cellStyle: { lineHeight: '1.4', paddingTop: '9px', paddingBottom: '9px' },
    tooltipValueGetter: (p) => String(p.value ?? ''),
  },
  { headerName: 'Date', field: 'createdDate', valueFormatter: (p) => formatUsDate(p.data?.createdDate), width: 120, sort: 'desc' },
];

/** docs/functions/codes-credits-knot-giveaways.md §2.1 History tab: every create, update and delete with the fields that changed. */
export function CodesHistoryTab() {
  const history = useCodeHistory();
  const text = history.isError
    ? failureText('Error getting registration codes history', history.error)
    : history.data && !history.data.status
      ? history.data.msg
      : '';
  return (
    <Stack gap="md">
      <Text role="status" aria-live="polite" size="sm" fw={500} c="red" mih={20}>
        {text}
      </Text>
      <ListGrid
        rows={history.data?.list ?? []}
        columnDefs={COLUMNS}
        getRowId={(e) => `${e.createdDate}|${e.registrationCode}|${e.changes}`}
        loading={history.isPending}
        failed={history.isError}
        pageSize={20}
        label="Registration code history"
        stateInUrl
      />
    </Stack>
  );
}
