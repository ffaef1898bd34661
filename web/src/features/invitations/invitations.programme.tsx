/**
 * What the programmes built on invitations (site, tool-connect, partner and retiree users) use: the screen.
 * Each programme's feature gives its InvitationConfig and its own query keys.
 */

import { Center, Loader } from '@mantine/core';
import { CookieTabs } from '../../ui/cookie-tabs';
import { PageFrame } from '../../ui/page-frame';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { INVITATION_TABS, type InvitationConfig } from './invitation-config';
import { mtdAvailable } from './invitation-options';
import { useInvitationOptions } from './invitations-queries';
import { InvitedTabPanel } from './invited-tab-panel';
import { RegisteredTabPanel } from './registered-tab-panel';

/** The site, tool-connect, partner and retiree screens (docs/functions/people-invites-events.md §2): tabs Invited and Registered, the tab kept in a cookie. */
export function InvitationsPage({ config }: { config: InvitationConfig }) {
  const [selected, select] = useCookieTab(config.tabCookie, INVITATION_TABS.length);
  const options = useInvitationOptions();
  const tab = INVITATION_TABS[selected] ?? 'Invited';
  // The title and the MTD option follow the options: wait for them rather than change under the eye.
  // If they fail, the screen still works, with the title without the site name and no MTD option.
  if (options.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <PageFrame title={config.title(tab, options.data)} fullWidth>
      <CookieTabs
        selected={selected}
        onSelect={select}
        tabs={[
          { key: 'Invited', label: 'Invited', panel: <InvitedTabPanel config={config} withMtd={mtdAvailable(config, options.data)} /> },
          { key: 'Registered', label: 'Registered', panel: <RegisteredTabPanel config={config} /> },
        ]}
      />
    </PageFrame>
  );
}
