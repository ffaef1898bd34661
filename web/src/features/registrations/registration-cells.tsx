import { Anchor } from '@mantine/core';
import type { CustomerRow } from '@console/contracts/registrations.contract';
import { useActionFeedback } from '../../ui/action-feedback';
import { ConfirmButton } from '../../ui/confirm-button';
import { RowActions, RowButton } from '../../ui/row-button';
import type { RegistrationAction } from './registration-config';
import { useMembershipSync } from './registration-queries';
import { useRegistrationRow } from './registration-row-context';
import { useMoveAction } from './use-move-action';
import type { CellProps as TableCellProps } from '../../ui/table-columns';

type CellProps = TableCellProps<CustomerRow>;

/** Staff names open the customer's page in the store admin in a new tab (docs/functions/shell-students-staff.md §2.3). */
export function NameLinkCell({ data }: CellProps) {
  if (!data) return null;
  return (
    <Anchor href={data.url} target="_blank" rel="noopener noreferrer" fz="inherit">
      {data.displayName}
    </Anchor>
  );
}

export function EditCell({ data }: CellProps) {
  const { openEdit } = useRegistrationRow();
  if (!data) return null;
  return <RowButton onClick={() => openEdit(data)}>Edit</RowButton>;
}

function StatusButton({ row, action }: { row: CustomerRow; action: Extract<RegistrationAction, { kind: 'status' }> }) {
  const { run, pendingRows } = useMoveAction();
  // Row actions do not shout: plain buttons, the words say what they do.
  const loading = pendingRows.some((r) => r.id === row.id);
  // Reject takes a customer out of the programme: it asks first; Approve acts at once.
  if (action.to === 'disabled')
    return (
      <ConfirmButton
        inRow="xs"
        loading={loading}
        label={action.label}
        title={`Reject ${row.displayName || row.email}?`}
        message={`${row.email} moves to Rejected.`}
        confirmLabel="Reject"
        onConfirm={() => run(action, [row])}
      />
    );
  return (
    <RowButton loading={loading} onClick={() => run(action, [row])}>
      {action.label}
    </RowButton>
  );
}

function SyncButton({ row, label }: { row: CustomerRow; label: string }) {
  const sync = useMembershipSync();
  const feedback = useActionFeedback();
  const start = () =>
    sync.mutate(row, {
      onSuccess: () => feedback.success(`${label} asked for ${row.email}.`),
      onError: (error) => feedback.failure(`${label} of ${row.email} failed`, error, start),
    });
  return (
    <RowButton loading={sync.isPending} onClick={start}>
      {label}
    </RowButton>
  );
}

/** The tab's moves (docs/functions/shell-students-staff.md §4) and, on Approved, the membership sync. */
export function ActionsCell({ data }: CellProps) {
  const { tab } = useRegistrationRow();
  if (!data) return null;
  return (
    <RowActions>
      {tab.actions.map((action) =>
        action.kind === 'status' ? (
          <StatusButton key={action.label} row={data} action={action} />
        ) : (
          <SyncButton key={action.label} row={data} label={action.label} />
        ),
      )}
    </RowActions>
  );
}
