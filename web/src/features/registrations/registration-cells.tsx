import { Anchor, Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { STATUS_TAGS, registrationsContract, type CustomerRow, type RegistrationStatus } from '@console/contracts/registrations.contract';
import { callApi } from '../../app/api-client';
import { logFailure } from '../../ui/log';
import type { RegistrationAction } from './registration-config';
import { useRegistrationRow } from './registration-row-context';
import { REGISTRATION_KEYS } from './registration-query-keys';

type CellProps = CustomCellRendererProps<CustomerRow>;

/** Staff names open the customer's page in the store admin in a new tab (spec 1 §2.3). */
export function NameLinkCell({ data }: CellProps) {
  if (!data) return null;
  return (
    <Anchor href={data.url} target="_blank" rel="noopener noreferrer" fz="inherit" truncate="end">
      {data.displayName}
    </Anchor>
  );
}

export function EditCell({ data }: CellProps) {
  const { openEdit } = useRegistrationRow();
  if (!data) return null;
  return (
    <Button size="compact-sm" variant="light" onClick={() => openEdit(data)}>
      Edit
    </Button>
  );
}

function StatusButton({ row, action }: { row: CustomerRow; action: Extract<RegistrationAction, { kind: 'status' }> }) {
  const { config, tab, list } = useRegistrationRow();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (to: RegistrationStatus) =>
      callApi(registrationsContract.setStatus, { body: { ids: row.id, removeTag: STATUS_TAGS[tab.status], addTag: STATUS_TAGS[to] } }),
    onSuccess: () => {
      // The other tabs now differ from their cached pages; they load again when opened.
      void queryClient.invalidateQueries({ queryKey: REGISTRATION_KEYS[config.programme].all, refetchType: 'none' });
      list.removeRows((r) => r.id === row.id);
    },
    onError: (error) => logFailure(`${action.label} failed`, error),
  });
  return (
    <Button size="compact-sm" color={action.to === 'disabled' ? 'red' : 'teal'} variant="light" loading={move.isPending} onClick={() => move.mutate(action.to)}>
      {action.label}
    </Button>
  );
}

function SyncButton({ row, label }: { row: CustomerRow; label: string }) {
  const sync = useMutation({
    mutationFn: () => callApi(registrationsContract.sync, { body: { id: row.id } }),
    onError: (error) => logFailure('Membership sync failed', error),
  });
  return (
    <Button size="compact-sm" variant="light" loading={sync.isPending} onClick={() => sync.mutate()}>
      {label}
    </Button>
  );
}

/** The tab's moves (spec 1 §4) and, on Approved, the membership sync. */
export function ActionsCell({ data }: CellProps) {
  const { tab } = useRegistrationRow();
  if (!data) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {tab.actions.map((action) =>
        action.kind === 'status' ? <StatusButton key={action.label} row={data} action={action} /> : <SyncButton key={action.label} row={data} label={action.label} />,
      )}
    </Group>
  );
}
