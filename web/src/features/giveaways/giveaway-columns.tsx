import { Anchor } from '@mantine/core';
import { formatUsDate } from '@console/contracts/common/dates';
import type { Giveaway } from '@console/contracts/giveaways.contract';
import type { CellProps, TableColumn } from '../../ui/table-columns';

type NameCellProps = CellProps<Giveaway> & { onOpen: (giveaway: Giveaway) => void };

function NameCell({ data, onOpen }: NameCellProps) {
  if (!data) return null;
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => onOpen(data)}>
      {data.name}
    </Anchor>
  );
}

/** docs/functions/codes-credits-knot-giveaways.md §2.4: the list is sorted by the server (the sort dropdown), so the grid does not sort. */
export function giveawayColumns(onOpen: (giveaway: Giveaway) => void): TableColumn<Giveaway>[] {
  return [
    {
      headerName: 'Name',
      field: 'name',
      cellRenderer: NameCell,
      cellRendererParams: { onOpen },
      flex: 1.6,
      minWidth: 240,
      sortable: false,
      tooltipField: 'name',
    },
    { headerName: 'Description', field: 'description', flex: 1.4, minWidth: 180, sortable: false },
    { headerName: 'Start Date', field: 'startDate', valueFormatter: (p) => formatUsDate(p.data?.startDate), width: 110, sortable: false },
    { headerName: 'End Date', field: 'endDate', valueFormatter: (p) => formatUsDate(p.data?.endDate), width: 110, sortable: false },
    { headerName: 'Registration Count', field: 'registrationCount', width: 150, sortable: false },
  ];
}
