import { CookieTabs } from '../../ui/cookie-tabs';
import { PageFrame } from '../../ui/page-frame';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { CodesHistoryTab } from './history-tab';
import { CodesListTab } from './codes-list-tab';

/** /registrationCodes (docs/functions/codes-credits-knot-giveaways.md §2.1): List and History, the tab kept in a cookie. */
export function RegistrationCodesPage() {
  const [selected, select] = useCookieTab('registrationCodeTab', 2);
  return (
    <PageFrame title="Registration Codes" fullWidth>
      <CookieTabs
        selected={selected}
        onSelect={select}
        tabs={[
          { key: 'list', label: 'List', panel: <CodesListTab /> },
          { key: 'history', label: 'History', panel: <CodesHistoryTab /> },
        ]}
      />
    </PageFrame>
  );
}
