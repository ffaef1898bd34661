import { Badge, Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import dayjs from 'dayjs';
import { mailContract, type MailRow, type MailStatus } from '@console/contracts/mail.contract';
import { callApi } from '../../app/api-client';
import { logFailure } from '../../ui/log';

export const STATUS_LABELS: Record<MailStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
const STATUS_COLORS: Record<MailStatus, string> = { queued: 'gray', sent: 'teal', failed: 'red' };

/** Local time, as the operator reads the clock. */
export function formatMailTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('MM/DD/YYYY h:mm:ss A') : '';
}

/** `invitation.partner` -> 'Invitation · partner'. */
export function kindText(kind: string): string {
  const text = kind.replace(/\./g, ' · ').replace(/[-_]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function StatusCell({ data }: CustomCellRendererProps<MailRow>) {
  if (!data) return null;
  return (
    <Badge color={STATUS_COLORS[data.status]} variant="light">
      {STATUS_LABELS[data.status]}
    </Badge>
  );
}

/** Why it failed (or why a queued message is being retried). */
function ReasonCell({ data }: CustomCellRendererProps<MailRow>) {
  if (!data?.lastError || data.status === 'sent') return null;
  return (
    <Text size="sm" c={data.status === 'failed' ? 'red' : 'dimmed'} truncate title={data.lastError}>
      {data.lastError}
    </Text>
  );
}

type SendAgainProps = CustomCellRendererProps<MailRow> & { onSent: () => void };

/** A failed or sent message can be sent again; a queued one is on its way already. */
function SendAgainCell({ data, onSent }: SendAgainProps) {
  const resend = useMutation({
    mutationFn: (id: number) => callApi(mailContract.resend, { params: { id } }),
    onSuccess: onSent,
    onError: (error) => logFailure('Sending the message again failed', error),
  });
  if (!data || data.status === 'queued') return null;
  return (
    <Button size="compact-sm" variant="light" loading={resend.isPending} onClick={() => resend.mutate(data.id)}>
      Send again
    </Button>
  );
}

export function mailColumns(onSent: () => void): ColDef<MailRow>[] {
  return [
    { headerName: 'Recipient', field: 'to', flex: 1.3, minWidth: 190, tooltipField: 'to' },
    { headerName: 'Subject', field: 'subject', flex: 1.6, minWidth: 200, tooltipField: 'subject' },
    { headerName: 'Kind', field: 'kind', valueFormatter: (p) => kindText(p.value ?? ''), flex: 0.9, minWidth: 140 },
    // Sorted by the ISO text underneath, shown in local time.
    { headerName: 'Time', field: 'createdAt', valueFormatter: (p) => formatMailTime(p.value), width: 190, minWidth: 180 },
    { headerName: 'Status', field: 'status', cellRenderer: StatusCell, width: 110, minWidth: 100 },
    { headerName: 'Reason', colId: 'reason', valueGetter: (p) => p.data?.lastError ?? '', cellRenderer: ReasonCell, flex: 1.2, minWidth: 150 },
    { headerName: 'Attempts', field: 'attempts', width: 110, minWidth: 100 },
    { headerName: 'Sent', field: 'sentAt', valueFormatter: (p) => formatMailTime(p.value), width: 190, minWidth: 180 },
    { headerName: '', colId: 'sendAgain', cellRenderer: SendAgainCell, cellRendererParams: { onSent }, sortable: false, resizable: false, width: 130, minWidth: 130 },
  ];
}
