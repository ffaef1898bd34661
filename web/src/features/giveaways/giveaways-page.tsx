import { CookieTabs } from '../../ui/cookie-tabs';
import { PageFrame } from '../../ui/page-frame';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { ManageGiveawaysTab } from './manage-tab';
import { GiveawayReportTab } from './report-tab';

/** /giveaways (docs/functions/codes-credits-knot-giveaways.md §2.4): 'Manage Giveaways' and 'Report', the tab kept in a cookie. */
export function GiveawaysPage() {
  const [selected, select] = useCookieTab('giveawayTab', 2);
  return (
    <PageFrame title="Giveaways" fullWidth>
      <CookieTabs
        selected={selected}
        onSelect={select}
        tabs={[
          { key: 'manage', label: 'Manage Giveaways', panel: <ManageGiveawaysTab /> },
          { key: 'report', label: 'Report', panel: <GiveawayReportTab /> },
        ]}
      />
    </PageFrame>
  );
}
