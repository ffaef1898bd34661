import { Badge, Button, Group } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { EventRow } from '@console/contracts/events.contract';
import { formatEventTime } from './event-times';
import { localZoneName, zonedHeader } from '../../ui/local-time';
import { wrappedText } from '../../ui/grid-columns';

export interface EventRowActions {
  onViewInvites: (row: EventRow) => void;
  onEdit: (row: EventRow) => void;
  onRemove: (row: EventRow) => void;
  onRemoveUsers: (row: EventRow) => void;
  onReports: (row: EventRow) => void;
  /** The row an action is running for (its button shows a spinner). */
  busy: { id: number; action: 'remove' | 'removeUsers' | 'reports' } | null;
}

function PublishedCell({ data }: CustomCellRendererProps<EventRow>) {
  if (!data) return null;
  return (
    <Badge color={data.active ? 'teal' : 'gray'} variant="light">
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
}: CustomCellRendererProps<EventRow> & EventRowActions) {
  if (!data) return null;
  const running = (action: NonNullable<EventRowActions['busy']>['action']) => busy?.id === data.id && busy.action === action;
  return (
    <Group gap={4} wrap="nowrap" h="100%" align="center" preventGrowOverflow={false}>
      <Button style={NO_SHRINK} size="compact-xs" variant="light" onClick={() => onViewInvites(data)}>
        View Invite
      </Button>
      <Button style={NO_SHRINK} size="compact-xs" variant="light" onClick={() => onEdit(data)}>
        Edit
      </Button>
      <Button style={NO_SHRINK} size="compact-xs" variant="light" color="red" loading={running('remove')} onClick={() => onRemove(data)}>
        Remove
      </Button>
      <Button
        style={NO_SHRINK}
        size="compact-xs"
        variant="light"
        color="red"
        loading={running('removeUsers')}
        onClick={() => onRemoveUsers(data)}
      >
        Remove Users
      </Button>
      <Button style={NO_SHRINK} size="compact-xs" variant="light" color="teal" loading={running('reports')} onClick={() => onReports(data)}>
        Reports
      </Button>
    </Group>
  );
}

/** Two lines (date, then time) so the five buttons fit beside the dates at laptop width. */
export const TWO_LINE_CELL = { whiteSpace: 'normal', lineHeight: '17px', display: 'flex', alignItems: 'center' } as const;

/** Sorted by the ISO text underneath, shown as MM/DD/YYYY h:mm:ss A. */
function timeColumn(headerName: string, colId: 'dateFrom' | 'dateTo'): ColDef<EventRow> {
  return {
    ...zonedHeader(headerName, localZoneName()),
    colId,
    valueGetter: (p) => p.data?.[colId],
    valueFormatter: (p) => formatEventTime(p.value as string | undefined),
    width: 104,
    minWidth: 104,
    cellStyle: TWO_LINE_CELL,
  };
}

/** Spec 2 §2 Events columns: ID, Name, hidden Description, Date From, Date To, hidden Created By and Deleted, Is Published, buttons. */
export function eventColumns(actions: EventRowActions): ColDef<EventRow>[] {
  return [
    { headerName: 'ID', colId: 'id', valueGetter: (p) => p.data?.id, width: 60, minWidth: 60 },
    {
      headerName: 'Name',
      colId: 'name',
      valueGetter: (p) => p.data?.name,
      flex: 1,
      minWidth: 150,
      tooltipValueGetter: (p) => p.data?.name,
      ...wrappedText(45),
    },
    { headerName: 'Description', colId: 'description', valueGetter: (p) => p.data?.description, hide: true },
    timeColumn('Date From', 'dateFrom'),
    timeColumn('Date To', 'dateTo'),
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
      resizable: false,
      width: 424,
      minWidth: 424,
    },
  ];
}
