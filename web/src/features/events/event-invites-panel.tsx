import { useEffect, useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { EVENT_INVITE_SAMPLE_COLUMNS, EVENT_PAGE_SIZE, type EventInviteRow, type EventRow } from '@console/contracts/events.contract';
import { failureText } from '../../ui/call-failure';
import { ListToolbar } from '../../ui/list-toolbar';
import { logFailure } from '../../ui/log';
import { PagedGrid } from '../../ui/paged-grid';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import type { PagedList } from '../../ui/use-paged-list';
import { eventInviteColumns } from './event-invite-columns';
import { useShopTimeZone } from '../../ui/shop-time';
import { uploadFailureText } from './event-invite-upload';
import { reinvitedText, reinviteFailedText, uploadEventInvites, useEventInvites, useReinviteEventUsers } from './events-queries';
import { eventKeys } from './events-query-keys';
import { InviteUserDialog } from './invite-user-dialog';

export const INVITE_TABS = ['All', 'Invited', 'Registered'] as const;
type InviteTab = (typeof INVITE_TABS)[number];
const REGISTERED: Record<InviteTab, '0' | '1' | undefined> = { All: undefined, Invited: '0', Registered: '1' };

/**
 * docs/functions/people-invites-events.md §5 and §8: upload messages show for 4 seconds; the reinvite note as long as the people lists'
 * banner.
 */
const UPLOAD_MESSAGE_MS = 4000;
const REINVITE_MESSAGE_MS = 5000;
export const SEARCH_HINT = 'Please enter email address';

const inviteId = (row: EventInviteRow) => String(row.id);

/** One tab of an event's invite list: search, sample file, upload, Invite User, Reinvite User (Invited only), the grid paged by 10. */
export function EventInvitesPanel({ event, tab }: { event: EventRow; tab: InviteTab }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<EventInviteRow[]>([]);
  const [selectionResetKey, setSelectionResetKey] = useState(0);
  const [inviting, setInviting] = useState(false);
  const uploadMessage = useTimedMessage(UPLOAD_MESSAGE_MS);
  const reinviteMessage = useTimedMessage(REINVITE_MESSAGE_MS);
  useEffect(() => setPage(1), [search]);

  const query = { page, pageSize: EVENT_PAGE_SIZE, registered: REGISTERED[tab], search: search || undefined };
  const invites = useEventInvites(event, tab, query);
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: eventKeys.named('invites', { eventId: event.id }) });
  };
  const loading = invites.isFetching;
  const list: PagedList<EventInviteRow> = {
    rows: invites.data?.list ?? [],
    loading,
    failed: invites.isError && !loading,
    hasNextPage: !loading && !!invites.data?.hasNext,
    hasPreviousPage: !loading && !!invites.data?.hasPrevious,
    pageKey: `${tab}:${search}:${page}`,
    next: () => setPage((p) => p + 1),
    previous: () => setPage((p) => Math.max(1, p - 1)),
    reload,
    removeRows: () => undefined,
  };

  const reinvite = useReinviteEventUsers(event, {
    onSuccess: async (answer, rows) => {
      reinviteMessage.show(reinvitedText(event, rows, answer.count));
      setSelectionResetKey((k) => k + 1);
      await reload();
    },
    // Shown in the invite list, where the eye is; Reinvite User beside it tries again.
    onError: (error, rows) => {
      logFailure(reinviteFailedText(event, rows), error);
      reinviteMessage.show(failureText(reinviteFailedText(event, rows), error), 'error');
    },
  });

  // Drawn again on the shop's clock once its zone is known.
  const zone = useShopTimeZone();
  const columns = useMemo(() => eventInviteColumns(zone), [zone]);
  const selectable = tab === 'Invited';
  return (
    <Stack gap="md">
      <ListToolbar
        changesNote={false}
        search={{
          placeholder: SEARCH_HINT,
          onSearch: (s) => setSearch(s.searchValue.trim()),
          label: `Search ${tab.toLowerCase()} invites`,
          width: 340,
        }}
        upload={{
          onRows: (rows) => uploadEventInvites(event, rows),
          // docs/functions/people-invites-events.md §4: the event invite upload reloads its list after 3 seconds.
          onUploaded: () => void reload(),
          reloadAfterMs: 3000,
          onFailed: (error) => uploadMessage.show(uploadFailureText(error), 'error'),
          templateColumns: EVENT_INVITE_SAMPLE_COLUMNS,
          templateFileName: 'event_invite_sample.csv',
          templateLabel: 'Download Sample File',
          rowsGoTo: "this event's Invited tab",
        }}
        actions={
          <>
            <Button onClick={() => setInviting(true)}>Invite User</Button>
            {selectable && (
              <Button
                variant="light"
                disabled={selected.length === 0}
                loading={reinvite.isPending}
                onClick={() => reinvite.mutate(selected)}
              >
                Reinvite User
              </Button>
            )}
            <TimedMessage message={uploadMessage.message ?? reinviteMessage.message} />
          </>
        }
      />
      <PagedGrid
        list={list}
        columnDefs={columns}
        getRowId={inviteId}
        label={`${tab} invites of ${event.name}`}
        {...(selectable ? { onSelectionChange: setSelected, selectionResetKey } : {})}
      />
      <InviteUserDialog event={event} opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
