import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Checkbox, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { INVITE_TEMPLATE_COLUMNS, INVITE_TEMPLATE_COLUMNS_WITH_TAGS, invitationsContract, type InvitedUserRow } from '@console/contracts/invitations.contract';
import { callApi } from '../../app/api-client';
import { ListToolbar } from '../../ui/list-toolbar';
import { logFailure } from '../../ui/log';
import { PagedGrid } from '../../ui/paged-grid';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import { useSearchedList } from '../../ui/use-searched-list';
import { REINVITE_STARTED_TEXT, type InvitationConfig } from './invitation-config';
import { INVITED_SEARCH_HINT } from '../../ui/search-hints';
import { invitedColumns } from './invitation-columns';
import { reportOf, INVITATION_EXPORT_COLUMNS } from './invitation-export';
import { InvitedUserDialog, type InvitedUserDialogMode } from './invited-user-dialog';
import { ReinviteExcelDialog } from './reinvite-excel-dialog';
import { invitationKeys } from './invitation-query-keys';

/** Spec 2 §4: the reinvite banner shows for 5 s; after a bulk reinvite the selection is then cleared. */
const BANNER_MS = 5000;

const invitationId = (row: InvitedUserRow) => row.id;

/** The Invited tab of spec 2 §2: search, upload, export, invite / reinvite, the selectable grid with Edit and Resend. */
export function InvitedTabPanel({ config, withMtd }: { config: InvitationConfig; withMtd: boolean }) {
  const [selected, setSelected] = useState<InvitedUserRow[]>([]);
  const [selectionResetKey, setSelectionResetKey] = useState(0);
  const [dialog, setDialog] = useState<InvitedUserDialogMode | null>(null);
  const [reinviteExcelOpen, setReinviteExcelOpen] = useState(false);
  const [uploadMtd, setUploadMtd] = useState(false);
  const banner = useTimedMessage(BANNER_MS);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const { list, search, setSearch, searchText } = useSearchedList({
    queryKey: invitationKeys(config.programme).list('invited'),
    fetchPage: (cursor, search, signal) => callApi(config.calls.invitedList, { query: cursor, body: search, signal }),
  });

  const { show } = banner;
  const columns = useMemo(
    () =>
      invitedColumns({
        onEdit: (row) => setDialog({ kind: 'edit', row }),
        resend: (row) => callApi(config.calls.sendInvite, { params: { id: row.id } }),
        onResent: (row) => show(`Invitation sent again to ${row.email}.`),
      }),
    [config.calls.sendInvite, show],
  );

  const bulkReinvite = useMutation({
    mutationFn: (rows: InvitedUserRow[]) => callApi(invitationsContract.bulkReinvite, { body: rows.map((r) => ({ id: r.id, email: r.email })) }),
    onSuccess: () => {
      banner.show(REINVITE_STARTED_TEXT);
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => setSelectionResetKey((k) => k + 1), BANNER_MS);
    },
    onError: (error) => logFailure('Reinviting the selected users failed', error),
  });

  const label = `Invited ${config.noun}`;
  return (
    <Stack gap="md">
      <ListToolbar
        search={{ placeholder: INVITED_SEARCH_HINT, onSearch: setSearch, initialText: searchText, label: `Search invited ${config.noun}` }}
        controls={withMtd && <Checkbox label="MTD Users" checked={uploadMtd} onChange={(event) => setUploadMtd(event.currentTarget.checked)} mt={8} />}
        upload={{
          onRows: async (rows) => {
            const excelData = withMtd && uploadMtd ? rows.map((row) => ({ ...row, mtdCheckbox: true })) : rows;
            const answer = await callApi(config.calls.save, { body: { excelData } });
            return { jobId: answer.jobId ?? undefined };
          },
          onUploaded: () => void list.reload(),
          templateColumns: config.tags ? INVITE_TEMPLATE_COLUMNS_WITH_TAGS : INVITE_TEMPLATE_COLUMNS,
          templateFileName: config.templateFileName,
        }}
        exportFile={{
          hasRows: list.rows.length > 0,
          fetchRows: async () => (await callApi(config.calls.invitedExport, { body: search })).data,
          columns: INVITATION_EXPORT_COLUMNS,
          ...reportOf(config.reports.Invited),
        }}
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'invite' })}>Invite User</Button>
            <Button variant="light" disabled={selected.length === 0} loading={bulkReinvite.isPending} onClick={() => bulkReinvite.mutate(selected)}>
              Reinvite User
            </Button>
            <Button variant="light" onClick={() => setReinviteExcelOpen(true)}>
              Reinvite Excel
            </Button>
            <TimedMessage message={banner.message} />
          </>
        }
      />
      <PagedGrid
        list={list}
        columnDefs={columns}
        getRowId={invitationId}
        onSelectionChange={setSelected}
        selectionResetKey={selectionResetKey}
        label={label}
      />
      <InvitedUserDialog config={config} mode={dialog} withMtd={withMtd} onClose={() => setDialog(null)} />
      <ReinviteExcelDialog
        config={config}
        opened={reinviteExcelOpen}
        onClose={() => setReinviteExcelOpen(false)}
        onStarted={() => {
          setReinviteExcelOpen(false);
          banner.show(REINVITE_STARTED_TEXT);
        }}
      />
    </Stack>
  );
}
