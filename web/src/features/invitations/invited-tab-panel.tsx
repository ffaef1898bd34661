import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Checkbox, Stack } from '@mantine/core';
import type { InvitedUserRow } from '@console/contracts/invitations.contract';
import { INVITE_TEMPLATE_COLUMNS, INVITE_TEMPLATE_COLUMNS_WITH_TAGS } from '@console/contracts/invitations.routes';
import { ListToolbar } from '../../ui/list-toolbar';
import { PagedGrid } from '../../ui/paged-grid';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import { useActionFeedback } from '../../ui/action-feedback';
import { REINVITE_STARTED_TEXT, type InvitationConfig } from './invitation-config';
import { INVITED_SEARCH_HINT } from '../../ui/search-hints';
import { invitedColumns } from './invitation-columns';
import { reportOf, INVITATION_EXPORT_COLUMNS } from './invitation-export';
import type { InvitedUserDialogMode } from './invited-user-dialog';
import { InvitedSelectionBar } from './invited-selection-bar';
import { OpenedOnce } from '../../ui/opened-once';
import { UploadOutcome } from '../../ui/upload-outcome';
import { invitedExportRows, resendInvite, uploadInvites, useBulkReinvite, useInvitedList } from './invitations-queries';
import { PrimaryButton } from '../../ui/page-primary';

// The dialogs (a form library and its schemas) load with their first opening, not with the list.
const InvitedUserDialog = lazy(() => import('./invited-user-dialog').then((m) => ({ default: m.InvitedUserDialog })));
const ReinviteExcelDialog = lazy(() => import('./reinvite-excel-dialog').then((m) => ({ default: m.ReinviteExcelDialog })));

/** docs/functions/people-invites-events.md §4: the reinvite banner shows for 5 s; after a bulk reinvite the selection is then cleared. */
const BANNER_MS = 5000;

const invitationId = (row: InvitedUserRow) => row.id;

/**
 * The Invited tab of docs/functions/people-invites-events.md §2: search, upload, export, invite / reinvite, the selectable grid with Edit
 * and Resend.
 */
export function InvitedTabPanel({ config, withMtd }: { config: InvitationConfig; withMtd: boolean }) {
  const [selected, setSelected] = useState<InvitedUserRow[]>([]);
  const [selectionResetKey, setSelectionResetKey] = useState(0);
  const [dialog, setDialog] = useState<InvitedUserDialogMode | null>(null);
  const [reinviteExcelOpen, setReinviteExcelOpen] = useState(false);
  // The Reinvite Excel job: the tab says how it ended (e-mails not on the list fail their rows).
  const [reinviteJob, setReinviteJob] = useState<number | null>(null);
  const [uploadMtd, setUploadMtd] = useState(false);
  const banner = useTimedMessage(BANNER_MS);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const { list, search, setSearch, searchText } = useInvitedList(config);

  const { show } = banner;
  const columns = useMemo(
    () =>
      invitedColumns({
        onEdit: (row) => setDialog({ kind: 'edit', row }),
        resend: (row) => resendInvite(config, row),
        onResent: (row) => show(`Invitation sent again to ${row.email}.`),
      }),
    [config, show],
  );

  const feedback = useActionFeedback();
  const bulkReinvite = useBulkReinvite(
    () => {
      banner.show(REINVITE_STARTED_TEXT);
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => setSelectionResetKey((k) => k + 1), BANNER_MS);
    },
    (what, error, rows) => feedback.failure(what, error, () => bulkReinvite.mutate(rows)),
  );

  const label = `Invited ${config.noun}`;
  return (
    <Stack gap="md">
      <ListToolbar
        search={{ placeholder: INVITED_SEARCH_HINT, onSearch: setSearch, initialText: searchText, label: `Search invited ${config.noun}` }}
        controls={
          withMtd && (
            <Checkbox label="MTD Users" checked={uploadMtd} onChange={(event) => setUploadMtd(event.currentTarget.checked)} mt={8} />
          )
        }
        upload={{
          onRows: (rows) => uploadInvites(config, rows, withMtd && uploadMtd),
          onUploaded: () => void list.reload(),
          templateColumns: config.tags ? INVITE_TEMPLATE_COLUMNS_WITH_TAGS : INVITE_TEMPLATE_COLUMNS,
          templateFileName: config.templateFileName,
        }}
        exportFile={{
          hasRows: list.rows.length > 0,
          fetchRows: () => invitedExportRows(config, search),
          columns: INVITATION_EXPORT_COLUMNS,
          ...reportOf(config.reports.Invited),
        }}
        actions={
          <>
            <PrimaryButton onClick={() => setDialog({ kind: 'invite' })}>Invite User</PrimaryButton>
            <Button
              variant="light"
              disabled={selected.length === 0}
              loading={bulkReinvite.isPending}
              onClick={() => bulkReinvite.mutate(selected)}
            >
              Reinvite User
            </Button>
            <Button variant="light" onClick={() => setReinviteExcelOpen(true)}>
              Reinvite Excel
            </Button>
            <TimedMessage message={banner.message} />
          </>
        }
      />
      {reinviteJob !== null && (
        // The banner says it started (docs/functions/people-invites-events.md §4); this box says how it ended, so it does not repeat the
        // banner.
        <UploadOutcome jobId={reinviteJob} uploadedText="" settled onDismiss={() => setReinviteJob(null)} />
      )}
      <InvitedSelectionBar count={selected.length} noun={config.noun} onClear={() => setSelectionResetKey((k) => k + 1)} />
      <PagedGrid
        list={list}
        columnDefs={columns}
        getRowId={invitationId}
        onSelectionChange={setSelected}
        selectionResetKey={selectionResetKey}
        label={label}
        countNoun="invited"
        stateInUrl
      />
      <OpenedOnce open={dialog !== null}>
        <InvitedUserDialog config={config} mode={dialog} withMtd={withMtd} onClose={() => setDialog(null)} />
      </OpenedOnce>
      <OpenedOnce open={reinviteExcelOpen}>
        <ReinviteExcelDialog
          config={config}
          opened={reinviteExcelOpen}
          onClose={() => setReinviteExcelOpen(false)}
          onStarted={(jobId) => {
            setReinviteExcelOpen(false);
            banner.show(REINVITE_STARTED_TEXT);
            setReinviteJob(jobId);
          }}
        />
      </OpenedOnce>
    </Stack>
  );
}
