import { Center, Loader, Tabs } from '@mantine/core';
import { PageFrame } from '../../ui/page-frame';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { INVITATION_TABS, type InvitationConfig } from './invitation-config';
import { mtdAvailable, useInvitationOptions } from './invitation-options';
import { InvitedTabPanel } from './invited-tab-panel';
import { RegisteredTabPanel } from './registered-tab-panel';

/** The site, tool-connect, partner and retiree screens (spec 2 §2): tabs Invited and Registered, the tab kept in a cookie. */
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
      <Tabs value={String(selected)} onChange={(value) => value !== null && select(Number(value))} keepMounted={false}>
        <Tabs.List mb="md">
          {INVITATION_TABS.map((name, index) => (
            <Tabs.Tab key={name} value={String(index)}>
              {name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="0">
          <InvitedTabPanel config={config} withMtd={mtdAvailable(config, options.data)} />
        </Tabs.Panel>
        <Tabs.Panel value="1">
          <RegisteredTabPanel config={config} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
