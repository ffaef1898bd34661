import { useMemo, useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EVENT_PAGE_SIZE, EVENT_REPORT_MESSAGE, eventsContract, type EventRow } from '@console/contracts/events.contract';
import { callApi } from '../../app/api-client';
import { ListToolbar } from '../../ui/list-toolbar';
import { logFailure } from '../../ui/log';
import { PagedGrid } from '../../ui/paged-grid';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import { useClientPagedList } from '../../ui/use-client-paged-list';
import { eventColumns, type EventRowActions } from './event-columns';
import { EventDialog, type EventDialogMode } from './event-dialog';
import { EventInvitesDialog } from './event-invites-dialog';
import { eventKeys } from './events-query-keys';

export const EVENT_TABS = ['Events', 'Published'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

const REMOVE_CONFIRM = 'Are you sure you want to delete this event?';
const REMOVE_USERS_CONFIRM = "Are you sure you want to delete this event's users?";
const MESSAGE_MS = 5000;

const eventId = (row: EventRow) => String(row.id);

/** One tab of the Events page: Events (all not archived) or Published (active), paged by 10 in the browser. */
export function EventsTabPanel({ tab }: { tab: EventTab }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<EventDialogMode | null>(null);
  const [invitesOf, setInvitesOf] = useState<EventRow | null>(null);
  const [reportSent, setReportSent] = useState(false);
  const [busy, setBusy] = useState<EventRowActions['busy']>(null);
  const notice = useTimedMessage(MESSAGE_MS);

  const events = useQuery({ queryKey: eventKeys.list(), queryFn: ({ signal }) => callApi(eventsContract.list, { signal }) });
  const shown = useMemo(() => (events.data ?? []).filter((e) => tab === 'Events' || e.active), [events.data, tab]);
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: eventKeys.all });
  };
  const list = useClientPagedList({ rows: shown, loading: events.isFetching, failed: events.isError && !events.isFetching, reload, resetKey: tab }, EVENT_PAGE_SIZE);

  const act = useMutation({
    mutationFn: async ({ row, action }: { row: EventRow; action: NonNullable<EventRowActions['busy']>['action'] }) => {
      setBusy({ id: row.id, action });
      if (action === 'remove') return callApi(eventsContract.archive, { params: { id: row.id } });
      if (action === 'removeUsers') return callApi(eventsContract.removeUsers, { params: { id: row.id } });
      return callApi(eventsContract.report, { params: { id: row.id } });
    },
    onSuccess: async (answer, { row, action }) => {
      if (action === 'reports') setReportSent(true);
      if (action === 'removeUsers' && 'deleted' in answer) notice.show(`${answer.deleted} users removed from ${row.name}.`);
      if (action !== 'reports') await reload();
    },
    onError: (error, { action }) => logFailure(`The event's ${action} action failed`, error),
    onSettled: () => setBusy(null),
  });

  const { mutate } = act;
  const columns = useMemo(
    () =>
      eventColumns({
        onViewInvites: setInvitesOf,
        onEdit: (row) => setDialog({ kind: 'edit', row }),
        // Spec 2 §2: delete actions ask for the browser's confirmation.
        onRemove: (row) => window.confirm(REMOVE_CONFIRM) && mutate({ row, action: 'remove' }),
        onRemoveUsers: (row) => window.confirm(REMOVE_USERS_CONFIRM) && mutate({ row, action: 'removeUsers' }),
        onReports: (row) => mutate({ row, action: 'reports' }),
        busy,
      }),
    [mutate, busy],
  );

  return (
    <Stack gap="md">
      <ListToolbar
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'create' })}>Create Event</Button>
            <TimedMessage message={notice.message} />
          </>
        }
      />
      <PagedGrid list={list} columnDefs={columns} getRowId={eventId} label={tab === 'Events' ? 'Events' : 'Published events'} />
      <EventDialog mode={dialog} onClose={() => setDialog(null)} />
      <EventInvitesDialog event={invitesOf} onClose={() => setInvitesOf(null)} />
      <Modal opened={reportSent} onClose={() => setReportSent(false)} title="Reports">
        <Stack gap="md">
          <Text>{EVENT_REPORT_MESSAGE}</Text>
          <Button variant="default" onClick={() => setReportSent(false)} style={{ alignSelf: 'flex-end' }}>
            Close
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
