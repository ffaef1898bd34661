import { Tabs } from '@mantine/core';
import { PageFrame } from '../../ui/page-frame';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { ManageGiveawaysTab } from './manage-tab';
import { GiveawayReportTab } from './report-tab';

/** /giveaways (spec 4 §2.4): 'Manage Giveaways' and 'Report', the tab kept in a cookie. */
export function GiveawaysPage() {
  const [selected, select] = useCookieTab('giveawayTab', 2);
  return (
    <PageFrame title="Giveaways" fullWidth>
      <Tabs value={String(selected)} onChange={(value) => value !== null && select(Number(value))} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="0">Manage Giveaways</Tabs.Tab>
          <Tabs.Tab value="1">Report</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="0">
          <ManageGiveawaysTab />
        </Tabs.Panel>
        <Tabs.Panel value="1">
          <GiveawayReportTab />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
