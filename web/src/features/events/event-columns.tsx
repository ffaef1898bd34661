import { Badge, Button, Group } from '@mantine/core';
import type { EventRow } from '@console/contracts/events.contract';
import { zonedHeader } from '../../ui/local-time';
import { formatShopDateTime } from '../../ui/shop-time';
import type { CellProps, TableColumn } from '../../ui/table-columns';

export interface EventRowActions {
  onViewInvites: (row: EventRow) => void;
  onEdit: (row: EventRow) => void;
  onRemove: (row: EventRow) => void;
  onRemoveUsers: (row: EventRow) => void;
  onReports: (row: EventRow) => void;
  /** The row an action is running for (its button shows a spinner). */
  busy: { id: number; action: 'remove' | 'removeUsers' | 'reports' } | null;
  /** The shop's zone, named in the time headers; the columns are made again (the rows redrawn) when it changes. */
  zone: string;
}

function PublishedCell({ data }: CellProps<EventRow>) {
  if (!data) return null;
  return (
    <Badge color={data.active ? 'teal' : 'gray'} variant="outline" c="dark.7">
      {data.active ? 'Published' : 'Draft'}
    </Badge>
  );
}

/** The labels stay whole: at a narrower width the grid scrolls sideways instead. */
const NO_SHRINK = { flexShrink: 0 } as const;

function EventActionsCell({
  data,
  onViewInvites,
  onEdit,
  onRemove,
  onRemoveUsers,
  onReports,
  busy,
}: CellProps<EventRow> & EventRowActions) {
  if (!data) return null;
  const running = (action: NonNullable<EventRowActions['busy']>['action']) => busy?.id === data.id && busy.action === action;
  return (
    <Group gap={4} wrap="nowrap" h="100%" align="center" preventGrowOverflow={false}>
      <Button style={NO_SHRINK} size="compact-xs" variant="default" onClick={() => onViewInvites(data)}>
        View Invite
      </Button>
      <Button style={NO_SHRINK} size="compact-xs" variant="default" onClick={() => onEdit(data)}>
        Edit
      </Button>
      <Button style={NO_SHRINK} size="compact-xs" variant="default" loading={running('remove')} onClick={() => onRemove(data)}>
        Remove
      </Button>
      <Button style={NO_SHRINK} size="compact-xs" variant="default" loading={running('removeUsers')} onClick={() => onRemoveUsers(data)}>
        Remove Users
      </Button>
      <Button style={NO_SHRINK} size="compact-xs" variant="default" loading={running('reports')} onClick={() => onReports(data)}>
        Reports
      </Button>
    </Group>
  );
}

/** Sorted by the ISO text underneath, shown as docs/functions/people-invites-events.md §9's MM/DD/YYYY h:mm:ss A on the shop's clock. */
function timeColumn(headerName: string, colId: 'dateFrom' | 'dateTo', zone: string): TableColumn<EventRow> {
  return {
    ...zonedHeader(headerName, zone),
    colId,
    valueGetter: (p) => p.data?.[colId],
    valueFormatter: (p) => formatShopDateTime(p.value as string | undefined),
    width: 104,
    minWidth: 104,
  };
}

/**
 * docs/functions/people-invites-events.md §2 Events columns: ID, Name, hidden Description, Date From, Date To, hidden Created By and
 * Deleted, Is Published, buttons.
 */
export function eventColumns(actions: EventRowActions): TableColumn<EventRow>[] {
  return [
    { headerName: 'ID', colId: 'id', valueGetter: (p) => p.data?.id, width: 60, minWidth: 60 },
    {
      headerName: 'Name',
      colId: 'name',
      valueGetter: (p) => p.data?.name,
      flex: 1,
      minWidth: 150,
      tooltipValueGetter: (p) => p.data?.name,
    },
    { headerName: 'Description', colId: 'description', valueGetter: (p) => p.data?.description, hide: true },
    timeColumn('Date From', 'dateFrom', actions.zone),
    timeColumn('Date To', 'dateTo', actions.zone),
    {
      headerName: 'Created By',
      colId: 'createdBy',
      valueGetter: (p) => (p.data?.createdBy === 0 ? 'Admin' : (p.data?.createdByEmail ?? String(p.data?.createdBy ?? ''))),
      hide: true,
    },
    { headerName: 'Deleted', colId: 'isDeleted', valueGetter: (p) => (p.data?.isDeleted ? 'Yes' : 'No'), hide: true },
    {
      headerName: 'Is Published',
      colId: 'active',
      valueGetter: (p) => (p.data?.active ? 'Published' : 'Draft'),
      cellRenderer: PublishedCell,
      width: 124,
      minWidth: 124,
    },
    {
      headerName: 'Actions',
      colId: 'actions',
      cellRenderer: EventActionsCell,
      cellRendererParams: actions,
      sortable: false,
      width: 424,
      minWidth: 424,
    },
  ];
}
