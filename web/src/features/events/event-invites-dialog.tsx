import { Modal } from '@mantine/core';
import type { EventRow } from '@console/contracts/events.contract';
import { CookieTabs } from '../../ui/cookie-tabs';
import { useDialogCookieTab } from '../../ui/use-cookie-tab';
import { EventInvitesPanel, INVITE_TABS } from './event-invites-panel';

function EventInviteTabs({ event }: { event: EventRow }) {
  const [tab, selectTab] = useDialogCookieTab('InviteListTab', INVITE_TABS.length);
  return (
    <CookieTabs
      selected={tab}
      onSelect={selectTab}
      tabs={INVITE_TABS.map((name) => ({ key: name, label: name, panel: <EventInvitesPanel event={event} tab={name} /> }))}
    />
  );
}

/**
 * docs/functions/people-invites-events.md §2: the large '<event name> Invite List' modal with tabs All, Invited, Registered (cookie
 * InviteListTab).
 */
export function EventInvitesDialog({ event, onClose }: { event: EventRow | null; onClose: () => void }) {
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={event ? `${event.name} Invite List` : ''}
      size="90rem"
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {event && <EventInviteTabs event={event} />}
    </Modal>
  );
}
