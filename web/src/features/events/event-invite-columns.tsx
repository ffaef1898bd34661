import { Badge } from '@mantine/core';
import type { EventInviteRow, InviteDeliveryState } from '@console/contracts/events.contract';
import { zonedHeader } from '../../ui/local-time';
import { formatShopDateTime } from '../../ui/shop-time';
import type { CellProps, TableColumn } from '../../ui/table-columns';

const DELIVERY: Record<InviteDeliveryState, { label: string; color: string; title: string }> = {
  queued: { label: 'Queued', color: 'gray', title: 'The invitation e-mail is waiting to be sent.' },
  sent: { label: 'Sent', color: 'blue', title: 'The invitation e-mail was sent.' },
  failed: { label: 'Failed', color: 'red', title: 'The invitation e-mail could not be sent; see the Mail screen.' },
  registered: { label: 'Registered', color: 'teal', title: 'Registered through the invitation link.' },
};

function DeliveryCell({ data }: CellProps<EventInviteRow>) {
  if (!data) return null;
  const state = DELIVERY[data.delivery];
  return (
    <Badge color={state.color} variant="light" title={state.title}>
      {state.label}
    </Badge>
  );
}

/**
 * docs/functions/people-invites-events.md §2 invite list: Name, Email, Store, Invited Date (MM/DD/YYYY h:mm:ss A on the shop's clock,
 * `zone`), plus
 * the delivery state.
 */
export function eventInviteColumns(zone: string): TableColumn<EventInviteRow>[] {
  return [
    {
      headerName: 'Name',
      colId: 'name',
      valueGetter: (p) => p.data?.name,
      flex: 1.1,
      minWidth: 160,
      tooltipValueGetter: (p) => p.data?.name,
    },
    // An invitee's e-mail is read whole: it wraps within the row rather than ending in '…'.
    {
      headerName: 'Email',
      colId: 'email',
      valueGetter: (p) => p.data?.email,
      flex: 1.5,
      minWidth: 200,
    },
    { headerName: 'Store', colId: 'store', valueGetter: (p) => p.data?.store, flex: 1, minWidth: 140 },
    {
      ...zonedHeader('Invited Date', zone),
      colId: 'date',
      valueGetter: (p) => p.data?.date,
      valueFormatter: (p) => formatShopDateTime(p.value as string | undefined),
      width: 190,
      minWidth: 180,
    },
    {
      headerName: 'Delivery',
      colId: 'delivery',
      valueGetter: (p) => (p.data ? DELIVERY[p.data.delivery].label : ''),
      cellRenderer: DeliveryCell,
      width: 120,
      minWidth: 110,
    },
  ];
}
