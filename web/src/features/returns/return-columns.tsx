import { Anchor } from '@mantine/core';
import type { RecentReturnRow, ReturnRow } from '@console/contracts/returns.contract';
import { formatShopDateTime } from '../../ui/shop-time';
import { zonedHeader } from '../../ui/local-time';
import { LabelLink } from './label-link';
import type { CellProps, TableColumn } from '../../ui/table-columns';

function LabelCell<T extends ReturnRow>({ data }: CellProps<T>) {
  return data ? <LabelLink url={data.shipping_label_url} tracking={data.tracking_number} /> : null;
}

/** The line item as the operator knows it: its title and SKU, the store's id only in the tooltip. */
export const lineItemText = (r: Pick<ReturnRow, 'title' | 'sku'> | undefined) => (r ? `${r.title} · ${r.sku}` : '');
const lineId = (gid: string | undefined) => gid?.split('/').pop() ?? '';

/** Long text wraps inside its cell and the row grows, so the grid fits its area without a sideways scroll. */
/**
 * Times are the shop's, in docs/functions/commerce-tools.md §9's format with the zone's short name; the header's tooltip names the zone.
 */
const zoned = (headerName: string, zone: string) => ({ ...zonedHeader(headerName, zone) });
const shopTime = (iso: string | null | undefined) => formatShopDateTime(iso, { withZone: true });

/** The columns both grids show, for either row type. */
function sharedColumns<T extends ReturnRow>(zone: string) {
  const lineItem: TableColumn<T> = {
    headerName: 'Line Item Id',
    colId: 'lineItem',
    valueGetter: (p) => lineItemText(p.data),
    tooltipValueGetter: (p) => `Line item ${lineId(p.data?.lineitem_id)}`,
    flex: 3,
    minWidth: 92,
  };
  const quantity: TableColumn<T> = {
    headerName: 'Quantity',
    colId: 'quantity',
    valueGetter: (p) => p.data?.quantity,
    flex: 1,
    minWidth: 66,
  };
  const refund: TableColumn<T> = {
    headerName: 'Refund Status',
    colId: 'refund',
    valueGetter: (p) => (p.data?.refund_status ? 'PAID' : 'PENDING'),
    flex: 1,
    minWidth: 66,
  };
  const tracking: TableColumn<T> = {
    headerName: 'Tracking Number',
    colId: 'tracking_number',
    valueGetter: (p) => p.data?.tracking_number,
    flex: 2,
    minWidth: 68,
  };
  const returnDate: TableColumn<T> = {
    ...zoned('Return Date', zone),
    colId: 'returnDate',
    valueGetter: (p) => shopTime(p.data?.created_date),
    flex: 2,
    minWidth: 76,
  };
  const action: TableColumn<T> = {
    headerName: 'Action',
    colId: 'label',
    cellRenderer: LabelCell<T>,
    sortable: false,
    flex: 1,
    minWidth: 72,
  };
  return { lineItem, quantity, refund, tracking, returnDate, action };
}

/** docs/functions/commerce-tools.md §2.5 returns grid, dates in the shop's zone; every column fits the laptop width. */
export function returnColumns(zone: string): TableColumn<ReturnRow>[] {
  const shared = sharedColumns<ReturnRow>(zone);
  return [
    shared.lineItem,
    shared.quantity,
    shared.refund,
    shared.tracking,
    { ...zoned('Order Date', zone), colId: 'orderDate', valueGetter: (p) => shopTime(p.data?.shopify_order_date), flex: 2, minWidth: 76 },
    shared.returnDate,
    shared.action,
    { headerName: 'Address Edited', colId: 'edited', valueGetter: (p) => (p.data?.isedit ? 'Yes' : 'No'), flex: 1, minWidth: 62 },
    { headerName: 'Country/region', field: 'country', flex: 1, minWidth: 104 },
    { headerName: 'Address', field: 'address', flex: 2, minWidth: 70, tooltipField: 'address' },
    { headerName: 'City', field: 'city', flex: 1, minWidth: 44 },
    { headerName: 'State', field: 'state', flex: 1, minWidth: 46 },
    { headerName: 'ZIP code', field: 'zipcode', flex: 1, minWidth: 46 },
    { headerName: 'Phone', field: 'phone', flex: 1, minWidth: 64 },
  ];
}

type OrderCellProps = CellProps<RecentReturnRow> & { openOrder: (orderNumber: string) => void };

function OrderCell({ data, openOrder }: OrderCellProps) {
  if (!data) return null;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => openOrder(data.order_number)}
      aria-label={`Open order #${data.order_number}`}
    >
      #{data.order_number}
    </Anchor>
  );
}

/** The newest returns of every order: which order (a click opens it), which item, and where its label is. */
export function recentReturnColumns(openOrder: (orderNumber: string) => void, zone: string): TableColumn<RecentReturnRow>[] {
  return [
    {
      headerName: 'Order Number',
      colId: 'order',
      field: 'order_number',
      cellRenderer: OrderCell,
      cellRendererParams: { openOrder },
      flex: 1,
      minWidth: 90,
    },
    ...Object.values(sharedColumns<RecentReturnRow>(zone)),
  ];
}
