import { Tabs } from '@mantine/core';
import { PageFrame } from '../../ui/page-frame';
import { CollectionFiltersTab } from './collection-filters-tab';
import { FilterDefinitionsTab } from './filter-definitions-tab';

/** /solrFilters (spec 3 §2.11): filters per collection and the filter definitions. */
export function SearchFiltersPage() {
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
          <FilterDefinitionsTab />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
