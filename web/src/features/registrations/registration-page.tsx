import { CookieTabs } from '../../ui/cookie-tabs';
import { PageFrame } from '../../ui/page-frame';
import { useCookieTab } from '../../ui/use-cookie-tab';
import type { RegistrationConfig } from './registration-config';
import { RegistrationTabPanel } from './registration-tab-panel';

/** The Students and Staff screens (docs/functions/shell-students-staff.md §2.2, §2.3): one page, three tabs, the tab kept in a cookie. */
export function RegistrationPage({ config }: { config: RegistrationConfig }) {
  const [selected, select] = useCookieTab(config.tabCookie, config.tabs.length);
  const tabs = config.tabs.map((tab) => ({ key: tab.status, label: tab.label, panel: <RegistrationTabPanel config={config} tab={tab} /> }));
  return (
    <PageFrame title={config.title} fullWidth>
      <CookieTabs tabs={tabs} selected={selected} onSelect={select} />
    </PageFrame>
  );
}
