import { Tabs } from '@mantine/core';
import { PageFrame } from '../../ui/page-frame';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { CodesHistoryTab } from './history-tab';
import { CodesListTab } from './codes-list-tab';

/** /registrationCodes (spec 4 §2.1): List and History, the tab kept in a cookie. */
export function RegistrationCodesPage() {
  const [selected, select] = useCookieTab('registrationCodeTab', 2);
  return (
    <PageFrame title="Registration Codes" fullWidth>
      <Tabs value={String(selected)} onChange={(value) => value !== null && select(Number(value))} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="0">List</Tabs.Tab>
          <Tabs.Tab value="1">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="0">
          <CodesListTab />
        </Tabs.Panel>
        <Tabs.Panel value="1">
          <CodesHistoryTab />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
