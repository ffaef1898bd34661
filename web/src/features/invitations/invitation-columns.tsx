import { useMutation } from '@tanstack/react-query';
import { formatUsDate } from '@console/contracts/common/dates';
import type { InvitedUserRow, RegisteredUserRow } from '@console/contracts/invitations.contract';
import { logFailure } from '../../ui/log';
import type { CellProps, TableColumn } from '../../ui/table-columns';
import { RowActions, RowButton } from '../../ui/row-button';

/** docs/functions/people-invites-events.md §2: Name (displayName), hidden First and Last Name, Email, Invited Date (MM/DD/YYYY). */
function personColumns<T extends RegisteredUserRow>(): TableColumn<T>[] {
  return [
    {
      headerName: 'Name',
      colId: 'displayName',
      valueGetter: (p) => p.data?.displayName,
      flex: 1.2,
      minWidth: 170,
      tooltipValueGetter: (p) => p.data?.displayName,
    },
    { headerName: 'First Name', colId: 'firstName', valueGetter: (p) => p.data?.firstName, hide: true },
    { headerName: 'Last Name', colId: 'lastName', valueGetter: (p) => p.data?.lastName, hide: true },
    {
      headerName: 'Email',
      colId: 'email',
      valueGetter: (p) => p.data?.email,
      flex: 1.6,
      minWidth: 200,
      tooltipValueGetter: (p) => p.data?.email,
    },
    // Sorted by the ISO text underneath, shown as MM/DD/YYYY.
    {
      headerName: 'Invited Date',
      colId: 'createdAt',
      valueGetter: (p) => p.data?.createdAt,
      valueFormatter: (p) => formatUsDate(p.value as string | undefined),
      width: 135,
      minWidth: 135,
    },
  ];
}

export function registeredColumns(): TableColumn<RegisteredUserRow>[] {
  return personColumns<RegisteredUserRow>();
}

export interface InvitedRowActions {
  onEdit: (row: InvitedUserRow) => void;
  /** POST <sendInvite>/:id; answers when the invitation went out again. */
  resend: (row: InvitedUserRow) => Promise<unknown>;
  onResent: (row: InvitedUserRow) => void;
}

type ActionsCellProps = CellProps<InvitedUserRow> & InvitedRowActions;

/** Per-row Edit and resend of the invitation (docs/functions/people-invites-events.md §2). */
function InvitedActionsCell({ data, onEdit, resend, onResent }: ActionsCellProps) {
  const send = useMutation({
    mutationFn: (row: InvitedUserRow) => resend(row),
    onSuccess: (_answer, row) => onResent(row),
    onError: (error) => logFailure('Resending the invitation failed', error),
  });
  if (!data) return null;
  return (
    <RowActions>
      <RowButton size="sm" onClick={() => onEdit(data)}>
        Edit
      </RowButton>
      <RowButton size="sm" loading={send.isPending} onClick={() => send.mutate(data)}>
        Resend
      </RowButton>
    </RowActions>
  );
}

export function invitedColumns(actions: InvitedRowActions): TableColumn<InvitedUserRow>[] {
  return [
    ...personColumns<InvitedUserRow>(),
    {
      headerName: 'Actions',
      colId: 'actions',
      cellRenderer: InvitedActionsCell,
      cellRendererParams: actions,
      sortable: false,
      width: 160,
      minWidth: 160,
    },
  ];
}
