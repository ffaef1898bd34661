import { Anchor } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { formatUsDate } from '@console/contracts/common/dates';
import type { Giveaway } from '@console/contracts/giveaways.contract';
import { wrappedText } from '../../ui/grid-columns';

type NameCellProps = CustomCellRendererProps<Giveaway> & { onOpen: (giveaway: Giveaway) => void };

function NameCell({ data, onOpen }: NameCellProps) {
  if (!data) return null;
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => onOpen(data)}>
      {data.name}
    </Anchor>
  );
}

/** Spec 4 §2.4: the list is sorted by the server (the sort dropdown), so the grid does not sort. */
export function giveawayColumns(onOpen: (giveaway: Giveaway) => void): ColDef<Giveaway>[] {
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
    { headerName: 'Description', field: 'description', flex: 1.4, minWidth: 180, sortable: false, ...wrappedText(40) },
    { headerName: 'Start Date', field: 'startDate', valueFormatter: (p) => formatUsDate(p.value), width: 110, sortable: false },
    { headerName: 'End Date', field: 'endDate', valueFormatter: (p) => formatUsDate(p.value), width: 110, sortable: false },
    { headerName: 'Registration Count', field: 'registrationCount', width: 150, sortable: false },
  ];
}
