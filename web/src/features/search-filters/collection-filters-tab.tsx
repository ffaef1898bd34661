import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import type { CollectionFilterEntry } from '@console/contracts/search-filters.contract';
import { useActionFeedback } from '../../ui/action-feedback';
import { DataGrid } from '../../ui/data-grid';
import { checkboxEditColumn, textEditColumn } from '../../ui/grid-edit-cells';
import { useListUrl } from '../../ui/list-url-state';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import { FilterSettingsFields, orderFrom, sameSettings, type SettingsValues } from './filter-settings-fields';
import { OptionsFields, sameOptions } from './options-fields';
import { EditDialog } from './settings-dialog';
import { FacetPreview } from './facet-preview';
import {
  collectionName,
  copiedText,
  copyFilters,
  filterSavedText,
  filterSaveFailedText,
  includeFilter,
  optionsSavedText,
  updateCollectionFilter,
  updateFilterOptions,
  useCollectionFilters,
  useCollections,
} from './search-filters-queries';
import type { CellProps, TableColumn } from '../../ui/table-columns';

export const COLLECTION_PARAM = 'collection';

/** Order and Overwrite of a filter change only while it is included in the collection. */
const isIncluded = (entry: CollectionFilterEntry) => entry.filter.included;

const settingsOf = (f: CollectionFilterEntry['filter']): SettingsValues => {
  const { show, style, counts, custom, params, clear, expand, optionFinder, customRange, customRangeButton, order, overwrite } = f;
  return { show, style, counts, custom, params, clear, expand, optionFinder, customRange, customRangeButton, order, overwrite };
};

/**
 * Tab 'Collection Filters' (docs/functions/commerce-tools.md §2.11): the collection's filters, their settings and options, copy to other
 * collections.
 */
export function CollectionFiltersTab() {
  const collections = useCollections();
  // The collection lives in the URL's `collection`: it stays while the other tab is open, and a reload or link shows it.
  const [params, changeUrl] = useListUrl();
  const collection = params.get(COLLECTION_PARAM) || null;
  const setCollection = (id: string | null) => changeUrl({ [COLLECTION_PARAM]: id });
  const filters = useCollectionFilters(collection);
  const feedback = useActionFeedback();
  const titleOf = (id: string | null) => collectionName(collections.data?.collections ?? [], id ?? '');
  const message = useTimedMessage(4000);
  const [editing, setEditing] = useState<CollectionFilterEntry | null>(null);
  const [editingOptions, setEditingOptions] = useState<CollectionFilterEntry | null>(null);
  const [copying, setCopying] = useState(false);
  const rows = useMemo(() => filters.data?.filters ?? [], [filters.data]);
  const included = rows.filter((r) => r.filter.included);

  const columns = useMemo<TableColumn<CollectionFilterEntry>[]>(
    () => [
      {
        headerName: 'Included',
        width: 110,
        ...checkboxEditColumn<CollectionFilterEntry>(),
        valueGetter: (p) => p.data?.filter.included ?? false,
        valueSetter: (p) => ((p.data.filter = { ...p.data.filter, included: Boolean(p.newValue) }), true),
      },
      {
        headerName: 'Order',
        width: 100,
        ...textEditColumn<CollectionFilterEntry>({ canEdit: isIncluded }),
        valueGetter: (p) => p.data?.filter.order,
        valueSetter: (p) => ((p.data.filter = { ...p.data.filter, order: orderFrom(String(p.newValue ?? ''), p.data.filter.order) }), true),
      },
      { headerName: 'Filter', flex: 1, valueGetter: (p) => p.data?.filter.name },
      {
        headerName: 'Overwrite',
        flex: 1,
        ...textEditColumn<CollectionFilterEntry>({ canEdit: isIncluded }),
        valueGetter: (p) => p.data?.filter.overwrite,
        valueSetter: (p) => ((p.data.filter = { ...p.data.filter, overwrite: String(p.newValue ?? '') }), true),
      },
      {
        headerName: 'Settings',
        width: 120,
        sortable: false,
        cellRenderer: (p: CellProps<CollectionFilterEntry>) => (
          <Button size="compact-xs" variant="light" disabled={!p.data?.filter.included} onClick={() => setEditing(p.data ?? null)}>
            Settings
          </Button>
        ),
      },
      {
        headerName: 'Options',
        width: 120,
        sortable: false,
        cellRenderer: (p: CellProps<CollectionFilterEntry>) => (
          <Button size="compact-xs" variant="light" disabled={!p.data?.filter.included} onClick={() => setEditingOptions(p.data ?? null)}>
            Options
          </Button>
        ),
      },
    ],
    [],
  );

  async function onCell(entry: CollectionFilterEntry, column: string) {
    if (!collection) return;
    if (column === 'Included') {
      const answer = await includeFilter(collection, entry.filter.name, entry.filter.included);
      message.show(answer.msg, answer.status ? 'success' : 'error');
    } else {
      const { name, order, overwrite } = entry.filter;
      try {
        await updateCollectionFilter(collection, name, { order, overwrite });
        message.show(filterSavedText(name, titleOf(collection)));
      } catch (error) {
        // The server's reason, and a way to send the same change again.
        feedback.failure(filterSaveFailedText(name, titleOf(collection)), error, () => void onCell(entry, column));
      }
    }
    // The grid shows the server's state: a refused change reverts.
    await filters.refetch();
  }

  const options = (collections.data?.collections ?? []).map((x) => ({ value: x.id, label: x.title }));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label="Collection"
          placeholder="Select Collection"
          data={options}
          value={collection}
          onChange={setCollection}
          searchable
          w={320}
          nothingFoundMessage="No collections found."
        />
        <Button variant="default" disabled={included.length === 0} onClick={() => setCopying(true)}>
          Copy Configuration
        </Button>
      </Group>
      {collections.isError && <Text c="red">Error getting filters: {collections.error.message}</Text>}
      {collections.data && options.length === 0 && <Text c="dimmed">No collections found.</Text>}
      <TimedMessage message={message.message} />
      {collection && (
        <DataGrid
          rows={rows}
          columnDefs={columns}
          getRowId={(r) => r.filter.name}
          loading={filters.isLoading}
          failed={filters.isError}
          emptyText="No filters found."
          onCellValueChanged={(event) => void onCell(event.data, event.colDef.headerName ?? '')}
          label="Collection filters"
          stateInUrl
        />
      )}
      {collection && <FacetPreview collection={collection} />}
      <EditDialog<SettingsValues>
        title="Update Filter"
        initial={editing ? settingsOf(editing.filter) : null}
        same={sameSettings}
        save={async (values) => {
          await updateCollectionFilter(collection ?? '', editing?.filter.name ?? '', values);
          message.show(filterSavedText(editing?.filter.name ?? '', titleOf(collection)));
          await filters.refetch();
        }}
        onClose={() => setEditing(null)}
      >
        {(value, onChange) => <FilterSettingsFields value={value} onChange={onChange} />}
      </EditDialog>
      <EditDialog
        title="Update Options"
        initial={editingOptions?.options ?? null}
        same={sameOptions}
        save={async (values) => {
          await updateFilterOptions(collection ?? '', editingOptions?.filter.name ?? '', values);
          message.show(optionsSavedText(editingOptions?.filter.name ?? '', titleOf(collection)));
          await filters.refetch();
        }}
        onClose={() => setEditingOptions(null)}
      >
        {(value, onChange) => <OptionsFields value={value} onChange={onChange} />}
      </EditDialog>
      <EditDialog<string[]>
        title="Copy configuration to Collections"
        initial={copying ? [] : null}
        same={(a) => a.length === 0}
        save={async (targets) => {
          const names = included.map((r) => r.filter.name);
          const answer = await copyFilters(collection ?? '', names, targets);
          message.show(copiedText(answer.msg, names, titleOf(collection), targets.map(titleOf)));
        }}
        onClose={() => setCopying(false)}
      >
        {(value, onChange) => (
          <Table withTableBorder aria-label="Collections">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>Copy</Table.Th>
                <Table.Th>Name</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {options
                .filter((o) => o.value !== collection)
                .map((o) => (
                  <Table.Tr key={o.value}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Copy to ${o.label}`}
                        checked={value.includes(o.value)}
                        onChange={(e) => onChange(e.currentTarget.checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
                      />
                    </Table.Td>
                    <Table.Td>{o.label}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        )}
      </EditDialog>
    </Stack>
  );
}
