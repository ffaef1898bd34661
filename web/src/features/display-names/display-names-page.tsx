import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { FAILED_TO_UPDATE, UPDATED_SUCCESSFULLY, displayNamesContract, type DisplayNameEntry } from '@console/contracts/display-names.contract';
import { callApi } from '../../app/api-client';
import { logFailure } from '../../ui/log';
import { PageFrame } from '../../ui/page-frame';
import { DataGrid } from '../../ui/data-grid';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import { featureQueryKeys } from '../../ui/query-keys';

const KEYS = featureQueryKeys('display-names');
/** Spec 3 §2.3: the save message shows for 1.5 s. */
const MESSAGE_MS = 1500;

const columns: ColDef<DisplayNameEntry>[] = [
  { headerName: 'Meta Key', field: 'key', flex: 1, editable: false },
  { headerName: 'Meta Value', field: 'value', flex: 1.5, editable: true, cellStyle: { cursor: 'text' } },
];

/** /salsifyDisplay (spec 3 §2.3): the display text of each product metadata key, edited in the grid, saved at once. */
export function DisplayNamesPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEYS.list(), queryFn: ({ signal }) => callApi(displayNamesContract.list, { signal }) });
  // Edited values by key, over what the server sent.
  const [edits, setEdits] = useState<Record<string, string>>({});
  const { message, show } = useTimedMessage(MESSAGE_MS);
  const rows = useMemo(() => (query.data?.data ?? []).map((e) => ({ key: e.key, value: edits[e.key] ?? e.value })), [query.data, edits]);

  const save = useMutation({
    mutationFn: () => callApi(displayNamesContract.update, { body: { updateList: rows, id: query.data?.metaFieldId ?? '' } }),
    onSuccess: async () => {
      show(UPDATED_SUCCESSFULLY);
      setEdits({});
      await queryClient.invalidateQueries({ queryKey: KEYS.all });
    },
    onError: (error) => {
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
            <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!query.data}>
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
          onCellValueChanged={(e) => setEdits((prev) => ({ ...prev, [e.data.key]: String(e.newValue ?? '') }))}
        />
      </Stack>
    </PageFrame>
  );
}
