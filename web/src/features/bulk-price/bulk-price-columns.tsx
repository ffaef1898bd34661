import { Badge, Button } from '@mantine/core';
import type { BulkPriceRow, BulkPriceStatus } from '@console/contracts/bulk-price.contract';
import { formatUsDate } from '@console/contracts/common/dates';
import type { CellProps, TableColumn } from '../../ui/table-columns';
import { formatMoney } from './price-text';

type EditCellProps = CellProps<BulkPriceRow> & { onEdit: (row: BulkPriceRow) => void };

function EditCell({ data, onEdit }: EditCellProps) {
  if (!data) return null;
  return (
    <Button size="compact-sm" variant="default" onClick={() => onEdit(data)} aria-label={`Edit ${data.MODEL}`}>
      Edit
    </Button>
  );
}

const STATUS_COLORS = { scheduled: 'blue', applied: 'teal', failed: 'red', cancelled: 'gray' } as const;
export const STATUS_LABELS: Record<BulkPriceStatus, string> = {
  scheduled: 'Scheduled',
  applied: 'Applied',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function StatusCell({ data }: CellProps<BulkPriceRow>) {
  if (!data) return null;
  return (
    <Badge variant="light" color={STATUS_COLORS[data.status]} title={data.message ?? undefined}>
      {STATUS_LABELS[data.status]}
    </Badge>
  );
}

/**
 * docs/functions/commerce-tools.md §2.1: SKU, Price, Compare At Price, Effective Date, Below MAPP Item Tag, Edit, the hidden Resend Invite;
 * plus the store's price now and the price's status.
 */
export function bulkPriceColumns(onEdit: (row: BulkPriceRow) => void): TableColumn<BulkPriceRow>[] {
  return [
    { headerName: 'SKU', field: 'MODEL', flex: 1, minWidth: 130 },
    { headerName: 'Price', colId: 'price', valueGetter: (p) => formatMoney(p.data?.PRICE), flex: 0.8, minWidth: 100, type: 'rightAligned' },
    {
      headerName: 'Store Price',
      colId: 'storePrice',
      valueGetter: (p) => formatMoney(p.data?.STORE_PRICE),
      flex: 0.8,
      minWidth: 100,
      type: 'rightAligned',
      sortable: false,
      headerTooltip: "The variant's price on the store now",
    },
    {
      headerName: 'Compare At Price',
      colId: 'compareAt',
      valueGetter: (p) => formatMoney(p.data?.COMPARE_AT_PRICE),
      flex: 0.8,
      minWidth: 110,
      type: 'rightAligned',
    },
    {
      headerName: 'Effective Date',
      colId: 'effectiveDate',
      valueGetter: (p) => formatUsDate(p.data?.EFFECTIVE_DATE),
      flex: 0.9,
      minWidth: 120,
    },
    {
      headerName: 'Below MAPP Item Tag',
      colId: 'belowMapp',
      valueGetter: (p) => (p.data?.BELOW_MAPP_ITEM_TAG === 'true' ? 'Yes' : 'No'),
      flex: 0.8,
      minWidth: 110,
    },
    { headerName: 'Status', colId: 'status', cellRenderer: StatusCell, flex: 0.9, minWidth: 125, sortable: false },
    {
      headerName: 'Edit',
      colId: 'edit',
      cellRenderer: EditCell,
      cellRendererParams: { onEdit },
      sortable: false,
      width: 90,
      minWidth: 90,
    },
    { headerName: 'Resend Invite', colId: 'resendInvite', hide: true },
  ];
}
