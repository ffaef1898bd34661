import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { FAILED_TO_UPDATE, UPDATED_SUCCESSFULLY, type DisplayNameEntry } from '@console/contracts/display-names.contract';
import { logFailure } from '../../ui/log';
import { PageFrame } from '../../ui/page-frame';
import { DataGrid } from '../../ui/data-grid';
import { textEditColumn } from '../../ui/grid-edit-cells';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard';
import { changedKeys, unsavedNamesText, useDisplayNames, useSaveDisplayNames } from './display-names-queries';
import type { TableColumn } from '../../ui/table-columns';

/** docs/functions/commerce-tools.md §2.3: the save message shows for 1.5 s. */
const MESSAGE_MS = 1500;

const columns: TableColumn<DisplayNameEntry>[] = [
  { headerName: 'Meta Key', field: 'key', flex: 1 },
  { headerName: 'Meta Value', field: 'value', flex: 1.5, ...textEditColumn<DisplayNameEntry>() },
];

/**
 * /salsifyDisplay (docs/functions/commerce-tools.md §2.3): the display text of each product metadata key, edited in the grid, saved at
 * once.
 */
export function DisplayNamesPage() {
  const query = useDisplayNames();
  // Edited values by key, over what the server sent.
  const [edits, setEdits] = useState<Record<string, string>>({});
  const { message, show } = useTimedMessage(MESSAGE_MS);
  const rows = useMemo(() => (query.data?.data ?? []).map((e) => ({ key: e.key, value: edits[e.key] ?? e.value })), [query.data, edits]);
  // Leaving with edits not saved asks first; the edits are the page's, not the grid editor's.
  const changed = useMemo(() => changedKeys(query.data?.data ?? [], edits), [query.data, edits]);
  const leaveQuestion = useUnsavedGuard(changed.length > 0, unsavedNamesText(changed));

  const save = useSaveDisplayNames({
    onSaved: () => {
      show(UPDATED_SUCCESSFULLY);
      setEdits({});
    },
    onFailed: (error) => {
      logFailure('Saving the display names failed', error);
      show(FAILED_TO_UPDATE, 'error');
    },
  });

  return (
    <PageFrame title="Metafield Display Names">
      <Stack gap="md" maw={900}>
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            Click a Meta Value to change it, then Save.
          </Text>
          <Group gap="md">
            <TimedMessage message={message} />
            <Button
              onClick={() => save.mutate({ rows, metaFieldId: query.data?.metaFieldId ?? '' })}
              loading={save.isPending}
              disabled={!query.data}
            >
              Save
            </Button>
          </Group>
        </Group>
        <DataGrid<DisplayNameEntry>
          rows={rows}
          columnDefs={columns}
          getRowId={(e) => e.key}
          loading={query.isLoading}
          failed={query.isError}
          label="Display names"
          stateInUrl
          onCellValueChanged={(e) => setEdits((prev) => ({ ...prev, [e.data.key]: String(e.newValue ?? '') }))}
        />
      </Stack>
      {leaveQuestion}
    </PageFrame>
  );
}
