import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { LIST_URL_PARAMS, tabChange, useListUrl } from '../../ui/list-url-state';
import { cardName } from '../../ui/card-name';
import { PageFrame } from '../../ui/page-frame';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { CollectionFiltersTab } from './collection-filters-tab';
import { FilterDefinitionsTab } from './filter-definitions-tab';
import { pendingUpdateText } from './search-filters-queries';

/** The menu's name for the screen, not the partner's. */
const TITLE = cardName('/solrFilters');

/** The tabs in their order: the URL's `tab` is the index, as on every tabbed list. */
const TABS = ['collections', 'definitions'] as const;

/** /solrFilters (docs/functions/commerce-tools.md §2.11): filters per collection and the filter definitions. */
export function SearchFiltersPage() {
  // The tab lives in the URL with its grid's sort, so a reload shows the same list.
  const [params, changeUrl] = useListUrl();
  const tab = TABS[Number(params.get(LIST_URL_PARAMS.tab))] ?? TABS[0];
  // Activation changes not yet sent with Update Collections: leaving asks first.
  const [pending, setPending] = useState<string[]>([]);
  const leaveQuestion = useUnsavedGuard(pending.length > 0, pendingUpdateText(pending));
  return (
    <PageFrame title={TITLE} fullWidth>
      <Tabs
        value={tab}
        onChange={(value) => {
          const index = TABS.findIndex((t) => t === value);
          if (index >= 0 && TABS[index] !== tab) changeUrl(tabChange(index));
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="collections">Collection Filters</Tabs.Tab>
          <Tabs.Tab value="definitions">Filters Definitions</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="collections">
          <CollectionFiltersTab />
        </Tabs.Panel>
        <Tabs.Panel value="definitions">
          <FilterDefinitionsTab pending={{ names: pending, set: setPending }} />
        </Tabs.Panel>
      </Tabs>
      {leaveQuestion}
    </PageFrame>
  );
}
