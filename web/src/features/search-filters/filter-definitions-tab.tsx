import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FILTER_TYPES, type FilterDefinition } from '@console/contracts/search-filters.contract';
import { useActionFeedback } from '../../ui/action-feedback';
import { DataGrid } from '../../ui/data-grid';
import { checkboxEditColumn } from '../../ui/grid-edit-cells';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import { useStatusRequest } from '../../ui/use-status-request';
import {
  definitionChanges,
  activeFailedText,
  definitionSavedText,
  setFilterActive,
  updateCollections,
  updateDefinitionSolr,
  updateDefinitionUi,
  useFilterDefinitions,
} from './search-filters-queries';
import { invalidateKeys } from '../../ui/save-mutation';
import { FilterSettingsFields, sameSettings, type SettingsValues } from './filter-settings-fields';
import { EditDialog } from './settings-dialog';
import type { CellProps, TableColumn } from '../../ui/table-columns';

type SolrValues = Pick<FilterDefinition, 'type' | 'field' | 'output' | 'search'>;
const sameSolr = (a: SolrValues, b: SolrValues) =>
  a.type === b.type && a.field === b.field && a.output === b.output && a.search === b.search;
const uiOf = ({
  show,
  style,
  counts,
  custom,
  params,
  clear,
  expand,
  optionFinder,
  customRange,
  customRangeButton,
  order,
  overwrite,
}: FilterDefinition): SettingsValues => ({
  show,
  style,
  counts,
  custom,
  params,
  clear,
  expand,
  optionFinder,
  customRange,
  customRangeButton,
  order,
  overwrite,
});

export interface PendingUpdate {
  /** The filters (de)activated since the last Update Collections; kept by the page so a tab switch keeps them. */
  names: string[];
  set: Dispatch<SetStateAction<string[]>>;
}

/**
 * Tab 'Filters Definitions' (docs/functions/commerce-tools.md §2.11, §4): activate filters, their UI and index settings, Update
 * Collections.
 */
export function FilterDefinitionsTab({ pending }: { pending: PendingUpdate }) {
  const queryClient = useQueryClient();
  const definitions = useFilterDefinitions();
  const feedback = useActionFeedback();
  const rows = useMemo(() => definitions.data?.filtersDef ?? [], [definitions.data]);
  const [ui, setUi] = useState<FilterDefinition | null>(null);
  const [solr, setSolr] = useState<FilterDefinition | null>(null);
  const message = useTimedMessage(4000);
  const push = useStatusRequest('Error updating collections');

  const columns = useMemo<TableColumn<FilterDefinition>[]>(
    () => [
      { field: 'active', headerName: 'Active', width: 100, ...checkboxEditColumn<FilterDefinition>() },
      { field: 'order', headerName: 'Order', width: 90 },
      { field: 'name', headerName: 'Filter', flex: 1 },
      { field: 'overwrite', headerName: 'Overwrite', flex: 1 },
      {
        headerName: 'UI Settings',
        width: 130,
        sortable: false,
        cellRenderer: (p: CellProps<FilterDefinition>) => (
          <Button size="compact-xs" variant="light" onClick={() => setUi(p.data ?? null)}>
            UI Settings
          </Button>
        ),
      },
      {
        headerName: 'SOLR Settings',
        width: 140,
        sortable: false,
        cellRenderer: (p: CellProps<FilterDefinition>) => (
          <Button size="compact-xs" variant="light" onClick={() => setSolr(p.data ?? null)}>
            SOLR Settings
          </Button>
        ),
      },
    ],
    [],
  );

  async function setActive(row: FilterDefinition) {
    try {
      await setFilterActive(row.name, row.active);
      // docs/functions/commerce-tools.md §4: Update Collections is enabled after an activation change.
      pending.set((names) => (names.includes(row.name) ? names : [...names, row.name]));
      message.show(`Filter ${row.name} ${row.active ? 'activated' : 'deactivated'}.`);
    } catch (error) {
      // The server's reason, and a way to try the same change again.
      feedback.failure(activeFailedText(row.name, row.active), error, () => void setActive(row));
    }
    await invalidateKeys(queryClient, definitionChanges('active'));
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          disabled={pending.names.length === 0}
          loading={push.running}
          onClick={() =>
            void push.run(async () => {
              const answer = await updateCollections();
              if (answer.status) pending.set([]);
              return answer;
            })
          }
        >
          Update Collections
        </Button>
      </Group>
      <TimedMessage message={push.message} />
      <TimedMessage message={message.message} />
      {definitions.isError && <Text c="red">Error getting filters: {definitions.error.message}</Text>}
      <DataGrid
        rows={rows}
        columnDefs={columns}
        getRowId={(r) => r.name}
        loading={definitions.isLoading}
        failed={definitions.isError}
        emptyText="No filters found."
        onCellValueChanged={(e) => void setActive(e.data)}
        label="Filter definitions"
        stateInUrl
      />
      <EditDialog<SettingsValues>
        title="Update Filter"
        initial={ui ? uiOf(ui) : null}
        same={sameSettings}
        save={async (values) => {
          await updateDefinitionUi(ui?.name ?? '', values);
          message.show(definitionSavedText('UI', ui?.name ?? ''));
          await invalidateKeys(queryClient, definitionChanges('UI'));
        }}
        onClose={() => setUi(null)}
      >
        {(value, onChange) => <FilterSettingsFields value={value} onChange={onChange} />}
      </EditDialog>
      <EditDialog<SolrValues>
        title="SOLR Settings"
        initial={solr ? { type: solr.type, field: solr.field, output: solr.output, search: solr.search } : null}
        same={sameSolr}
        save={async (values) => {
          await updateDefinitionSolr(solr?.name ?? '', values);
          message.show(definitionSavedText('SOLR', solr?.name ?? ''));
          await invalidateKeys(queryClient, definitionChanges('SOLR'));
        }}
        onClose={() => setSolr(null)}
      >
        {(value, onChange) => (
          <Stack gap="sm">
            <Select
              label="Type"
              data={[...FILTER_TYPES]}
              value={value.type}
              allowDeselect={false}
              onChange={(v) => onChange({ ...value, type: v === 'range' ? 'range' : 'terms' })}
            />
            <TextInput label="Index field" value={value.field} onChange={(e) => onChange({ ...value, field: e.currentTarget.value })} />
            <Checkbox
              label="Return to the product listing page"
              checked={value.output}
              onChange={(e) => onChange({ ...value, output: e.currentTarget.checked })}
            />
            <Checkbox
              label="Include in search"
              checked={value.search}
              onChange={(e) => onChange({ ...value, search: e.currentTarget.checked })}
            />
          </Stack>
        )}
      </EditDialog>
    </Stack>
  );
}
