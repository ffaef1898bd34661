import { Tabs } from '@mantine/core';
import { PageFrame } from '../../ui/page-frame';
import { useCookieTab } from '../../ui/use-cookie-tab';
import type { RegistrationConfig } from './registration-config';
import { RegistrationTabPanel } from './registration-tab-panel';

/** The Students and Staff screens (spec 1 §2.2, §2.3): one page, three tabs, the tab kept in a cookie. */
export function RegistrationPage({ config }: { config: RegistrationConfig }) {
  const [selected, select] = useCookieTab(config.tabCookie, config.tabs.length);
  return (
    <PageFrame title={config.title} fullWidth>
      <Tabs value={String(selected)} onChange={(value) => value !== null && select(Number(value))} keepMounted={false}>
        <Tabs.List mb="md">
          {config.tabs.map((tab, index) => (
            <Tabs.Tab key={tab.status} value={String(index)}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {config.tabs.map((tab, index) => (
          <Tabs.Panel key={tab.status} value={String(index)}>
            <RegistrationTabPanel config={config} tab={tab} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageFrame>
  );
}
