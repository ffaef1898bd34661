import { CookieTabs } from '../../ui/cookie-tabs';
import { PageFrame } from '../../ui/page-frame';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { EVENT_TABS, EventsTabPanel } from './events-tab-panel';

/** The Events page of docs/functions/people-invites-events.md §2: tabs Events and Published, the tab kept in the cookie eventTab. */
export function EventsPage() {
  const [tab, selectTab] = useCookieTab('eventTab', EVENT_TABS.length);
  return (
    <PageFrame title="Events" fullWidth>
      <CookieTabs
        selected={tab}
        onSelect={selectTab}
        tabs={EVENT_TABS.map((name) => ({ key: name, label: name, panel: <EventsTabPanel tab={name} /> }))}
      />
    </PageFrame>
  );
}
