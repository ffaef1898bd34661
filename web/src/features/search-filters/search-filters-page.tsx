import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { PageFrame } from '../../ui/page-frame';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { CollectionFiltersTab } from './collection-filters-tab';
import { FilterDefinitionsTab } from './filter-definitions-tab';
import { pendingUpdateText } from './search-filters-queries';

/** /solrFilters (spec 3 §2.11): filters per collection and the filter definitions. */
export function SearchFiltersPage() {
  // Activation changes not yet sent with Update Collections: leaving asks first (issue 19).
  const [pending, setPending] = useState<string[]>([]);
  useUnsavedGuard(pending.length > 0, pendingUpdateText(pending));
  return (
    <PageFrame title="SOLR Filters" fullWidth>
      <Tabs defaultValue="collections" keepMounted={false}>
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
    </PageFrame>
  );
}
