import { Badge, Button, Group, Text } from '@mantine/core';
import { MAIL_STATUS_LABELS, type MailRow, type MailStatus } from '@console/contracts/mail.contract';
import { countText } from '@console/contracts/common/numbers';
import { formatShopTime } from '../../ui/shop-time';
import type { CellProps, TableColumn } from '../../ui/table-columns';

const STATUS_COLORS: Record<MailStatus, string> = { queued: 'gray', sent: 'teal', failed: 'red' };

/** Kinds are `<what>.<whose>`: `invitation.tool-connect` reads 'Tool connect invitation'. */
export function kindText(kind: string): string {
  const text = kind.split('.').reverse().join(' ').replace(/[-_]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function statusDetail(row: MailRow): string {
  const attempts = countText(row.attempts, 'attempt');
  return row.sentAt ? `Sent ${formatShopTime(row.sentAt)}, ${attempts}` : attempts;
}

function StatusCell({ data }: CellProps<MailRow>) {
  if (!data) return null;
  return (
    <Badge color={STATUS_COLORS[data.status]} variant="light" title={statusDetail(data)}>
      {MAIL_STATUS_LABELS[data.status]}
    </Badge>
  );
}

/** Why it failed (or why a queued message is being retried). */
function ReasonCell({ data }: CellProps<MailRow>) {
  if (!data?.lastError || data.status === 'sent') return null;
  return (
    <Text span inherit c={data.status === 'failed' ? 'red' : 'dimmed'} title={data.lastError}>
      {data.lastError}
    </Text>
  );
}

export interface MailRowActions {
  onOpen: (row: MailRow) => void;
  onResend: (row: MailRow) => void;
  /** The message being queued again, if any (its button spins). */
  resending: number | null;
  /** The shop's zone, named in the Time header; the columns are made again when it changes. */
  zone: string;
}

/** View the text; a failed or sent message can be sent again, a queued one is on its way already. */
function ActionsCell({ data, onOpen, onResend, resending }: CellProps<MailRow> & MailRowActions) {
  if (!data) return null;
  return (
    <Group gap={6} wrap="nowrap" h="100%">
      <Button size="compact-sm" variant="subtle" onClick={() => onOpen(data)} aria-label={`Details of the message to ${data.to}`}>
        Details
      </Button>
      {data.status !== 'queued' && (
        <Button size="compact-sm" variant="default" loading={resending === data.id} onClick={() => onResend(data)}>
          Resend
        </Button>
      )}
    </Group>
  );
}

export function mailColumns(actions: MailRowActions): TableColumn<MailRow>[] {
  return [
    { headerName: 'Recipient', field: 'to', flex: 1.2, minWidth: 160, tooltipField: 'to' },
    { headerName: 'Subject', field: 'subject', flex: 1.5, minWidth: 150, tooltipField: 'subject' },
    { headerName: 'Kind', field: 'kind', valueFormatter: (p) => kindText(p.data?.kind ?? ''), flex: 0.8, minWidth: 110 },
    // Sorted by the ISO text underneath, shown on the shop's clock.
    {
      headerName: 'Time',
      headerTooltip: `Time (${actions.zone} time)`,
      field: 'createdAt',
      valueFormatter: (p) => formatShopTime(p.data?.createdAt),
      width: 165,
      minWidth: 165,
    },
    // The badge's tooltip tells when it was sent and after how many attempts.
    { headerName: 'Status', field: 'status', cellRenderer: StatusCell, width: 100, minWidth: 100 },
    {
      headerName: 'Reason',
      colId: 'reason',
      valueGetter: (p) => p.data?.lastError ?? '',
      cellRenderer: ReasonCell,
      flex: 1,
      minWidth: 110,
    },
    {
      headerName: 'Action',
      colId: 'sendAgain',
      cellRenderer: ActionsCell,
      cellRendererParams: actions,
      sortable: false,
      width: 190,
      minWidth: 190,
    },
  ];
}
