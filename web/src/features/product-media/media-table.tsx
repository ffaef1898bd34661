import { useMemo } from 'react';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataGrid } from '../../ui/data-grid';
import { numberEditColumn, selectEditColumn, textEditColumn } from '../../ui/grid-edit-cells';
import type { MediaRow } from './media-rows';
import type { CellProps, TableColumn } from '../../ui/table-columns';

const MEDIA_STATES = ['online', 'offline'] as const;

function MediaCell({ data }: CellProps<MediaRow>) {
  if (!data) return null;
  const name = data.src.split('/').pop() ?? data.src;
  return (
    <Anchor href={data.src} target="_blank" rel="noreferrer" size="sm">
      {data.type === 'video' ? `Video: ${name}` : name}
    </Anchor>
  );
}

/** One media table (docs/functions/commerce-tools.md §2.6): S.No, Media, Alt, Sort, Action; Alt, Sort and Action are edited in place. */
export function MediaTable({
  title,
  rows,
  onChange,
  actions,
}: {
  title: string;
  rows: MediaRow[];
  onChange: (rows: MediaRow[]) => void;
  actions: ReactNode;
}) {
  const columns = useMemo<TableColumn<MediaRow>[]>(
    () => [
      { field: 'no', headerName: 'S.No', width: 80 },
      { field: 'src', headerName: 'Media', flex: 2, cellRenderer: MediaCell, tooltipField: 'src' },
      { field: 'alt', headerName: 'Alt', flex: 2, ...textEditColumn<MediaRow>() },
      { field: 'sort', headerName: 'Sort', width: 100, cellDataType: 'number', ...numberEditColumn<MediaRow>() },
      { field: 'state', headerName: 'Action', width: 130, ...selectEditColumn<MediaRow>(MEDIA_STATES) },
    ],
    [],
  );
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={4}>{title}</Title>
        <Group gap="xs">{actions}</Group>
      </Group>
      <DataGrid
        rows={rows}
        columnDefs={columns}
        getRowId={(r) => String(r.no)}
        emptyText="No media"
        onCellValueChanged={(event) =>
          onChange(
            rows.map((r) =>
              r.no === event.data.no
                ? {
                    ...event.data,
                    sort: event.data.sort === null || Number.isNaN(Number(event.data.sort)) ? null : Math.trunc(Number(event.data.sort)),
                  }
                : r,
            ),
          )
        }
        label={title}
      />
    </Stack>
  );
}
