import { useCallback, useMemo, useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { EVENT_PAGE_SIZE, EVENT_REPORT_MESSAGE, type EventRow } from '@console/contracts/events.contract';
import { matchesSearch, useUrlSearchText } from '../../ui/list-url-state';
import { ListToolbar } from '../../ui/list-toolbar';
import { useConfirm } from '../../ui/confirm-button';
import { PagedGrid } from '../../ui/paged-grid';
import { useClientPagedList } from '../../ui/use-client-paged-list';
import { eventColumns, type EventRowActions } from './event-columns';
import { EventDialog, type EventDialogMode } from './event-dialog';
import { EventInvitesDialog } from './event-invites-dialog';
import { removeEventQuestion, removeUsersQuestion, useEventAction, useEventList } from './events-queries';
import { eventKeys } from './events-query-keys';
import { PrimaryButton } from '../../ui/page-primary';
import { useShopTimeZone } from '../../ui/shop-time';

export const EVENT_TABS = ['Events', 'Published'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

const eventId = (row: EventRow) => String(row.id);

/** One tab of the Events page: Events (all not archived) or Published (active), paged by 10 in the browser. */
export function EventsTabPanel({ tab }: { tab: EventTab }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<EventDialogMode | null>(null);
  const [invitesOf, setInvitesOf] = useState<EventRow | null>(null);
  const [reportSent, setReportSent] = useState(false);
  const [busy, setBusy] = useState<EventRowActions['busy']>(null);
  // The search lives in the URL: the palette opens /events?search=<name> on the event it found.
  const [search, setSearch] = useUrlSearchText();

  const events = useEventList();
  const shown = useMemo(
    () => (events.data ?? []).filter((e) => (tab === 'Events' || e.active) && matchesSearch(e.name, search)),
    [events.data, tab, search],
  );
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
  };
  const list = useClientPagedList(
    { rows: shown, loading: events.isFetching, failed: events.isError && !events.isFetching, reload, resetKey: `${tab}:${search}` },
    EVENT_PAGE_SIZE,
    { pageInUrl: true },
  );

  const { ask, dialog: question } = useConfirm();
  const act = useEventAction(
    () => setReportSent(true),
    () => setBusy(null),
  );
  const { mutate: send } = act;
  const mutate = useCallback(
    (input: { row: EventRow; action: NonNullable<EventRowActions['busy']>['action'] }) => {
      setBusy({ id: input.row.id, action: input.action });
      send(input);
    },
    [send],
  );
  // Drawn again on the shop's clock once its zone is known.
  const zone = useShopTimeZone();
  const columns = useMemo(
    () =>
      eventColumns({
        onViewInvites: setInvitesOf,
        onEdit: (row) => setDialog({ kind: 'edit', row }),
        // docs/functions/people-invites-events.md §2: delete actions ask first, in the console's dialog naming the event and how many
        // people go.
        onRemove: (row) => ask({ ...removeEventQuestion(row), onConfirm: () => mutate({ row, action: 'remove' }) }),
        onRemoveUsers: (row) => ask({ ...removeUsersQuestion(row), onConfirm: () => mutate({ row, action: 'removeUsers' }) }),
        onReports: (row) => mutate({ row, action: 'reports' }),
        busy,
        zone,
      }),
    [mutate, busy, ask, zone],
  );

  return (
    <Stack gap="md">
      <ListToolbar
        search={{ placeholder: 'Event name', label: 'Search events', onSearchText: setSearch, initialText: search, width: 340 }}
        actions={<PrimaryButton onClick={() => setDialog({ kind: 'create' })}>Create Event</PrimaryButton>}
      />
      <PagedGrid list={list} columnDefs={columns} getRowId={eventId} label={tab === 'Events' ? 'Events' : 'Published events'} stateInUrl />
      <EventDialog mode={dialog} onClose={() => setDialog(null)} />
      <EventInvitesDialog event={invitesOf} onClose={() => setInvitesOf(null)} />
      {question}
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
