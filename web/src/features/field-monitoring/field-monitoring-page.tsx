import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { MonitoredField } from '@console/contracts/field-monitoring.contract';
import { DataGrid } from '../../ui/data-grid';
import { checkboxEditColumn, textEditColumn } from '../../ui/grid-edit-cells';
import { logFailure } from '../../ui/log';
import { cardName } from '../../ui/card-name';
import { PageFrame } from '../../ui/page-frame';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import { useStatusRequest } from '../../ui/use-status-request';
import { generateFieldReport, saveMonitoredField, setAllMonitored, useMonitoredFields } from './field-monitoring-queries';
import type { TableColumn } from '../../ui/table-columns';

/** The menu's name for the screen, not the partner's. */
const TITLE = cardName('/salsify');

const columns: TableColumn<MonitoredField>[] = [
  { field: 'active', headerName: 'Active', width: 100, sortable: false, ...checkboxEditColumn<MonitoredField>() },
  { field: 'field', headerName: 'Metafield', flex: 2 },
  { field: 'delimiter', headerName: 'Delimiter for multiple items', flex: 1, ...textEditColumn<MonitoredField>({ maxLength: 5 }) },
];

/** /salsify (docs/functions/commerce-tools.md §2.9): which product fields are monitored, their delimiters, and the change report. */
export function FieldMonitoringPage() {
  const fields = useMonitoredFields();
  const rows = useMemo(() => fields.data ?? [], [fields.data]);
  // docs/functions/commerce-tools.md §2.9: the Metafield column's text filter, a field above the grid (no grid filter module).
  const [metafieldFilter, setMetafieldFilter] = useState('');
  const shown = useMemo(() => {
    const wanted = metafieldFilter.trim().toLowerCase();
    return wanted ? rows.filter((r) => r.field.toLowerCase().includes(wanted)) : rows;
  }, [rows, metafieldFilter]);
  const saved = useTimedMessage(3000);
  const report = useStatusRequest('Error generating report');
  const [bulk, setBulk] = useState<boolean | null>(null);

  async function save(row: MonitoredField) {
    try {
      saved.show(await saveMonitoredField(row));
    } catch (error) {
      logFailure('Saving the metafield failed', error);
      saved.show(`Error saving metafield: ${error instanceof Error ? error.message : String(error)}`, 'error');
      await fields.refetch();
    }
  }

  async function selectAll(active: boolean) {
    setBulk(active);
    try {
      saved.show(await setAllMonitored(active));
      await fields.refetch();
    } catch (error) {
      logFailure('Saving the metafields failed', error);
      saved.show(`Error saving metafields: ${error instanceof Error ? error.message : String(error)}`, 'error');
    } finally {
      setBulk(null);
    }
  }

  const active = rows.filter((r) => r.active).length;
  return (
    <PageFrame title={TITLE} fullWidth>
      <Stack gap="md" maw={900}>
        <Group justify="space-between">
          <Group gap="sm">
            <Button onClick={() => void selectAll(true)} loading={bulk === true} disabled={rows.length === 0}>
              Select All Fields and Save
            </Button>
            <Button variant="default" onClick={() => void selectAll(false)} loading={bulk === false} disabled={rows.length === 0}>
              Unselect All Fields and Save
            </Button>
          </Group>
          <Button onClick={() => void report.run(generateFieldReport)} loading={report.running}>
            Generate Report
          </Button>
        </Group>
        <TimedMessage message={report.message} />
        <TimedMessage message={saved.message} />
        {fields.isError ? (
          <Text c="red">Error getting metafields: {fields.error.message}</Text>
        ) : (
          <Text size="sm" aria-live="polite">
            {fields.isLoading ? '' : `${rows.length} fields loaded, ${active} activated for monitoring`}
          </Text>
        )}
        <TextInput
          label="Filter Metafield"
          placeholder="Contains"
          w={260}
          value={metafieldFilter}
          onChange={(event) => setMetafieldFilter(event.currentTarget.value)}
        />
        <DataGrid
          rows={shown}
          columnDefs={columns}
          getRowId={(r) => r.field}
          loading={fields.isLoading}
          failed={fields.isError}
          emptyText="No metafields found."
          onCellValueChanged={(event) => void save({ ...event.data, delimiter: event.data.delimiter ?? '' })}
          label="Metafields"
          stateInUrl
        />
      </Stack>
    </PageFrame>
  );
}
