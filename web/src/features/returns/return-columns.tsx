import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ReturnRow } from '@console/contracts/returns.contract';
import { formatShopDateTime } from '../../ui/shop-time';
import { LabelLink } from './label-link';

function LabelCell({ data }: CustomCellRendererProps<ReturnRow>) {
  return data ? <LabelLink url={data.shipping_label_url} tracking={data.tracking_number} /> : null;
}

const lineId = (gid: string | undefined) => gid?.split('/').pop() ?? '';

/** Spec 3 §2.5 returns grid, dates in America/New_York. */
export const RETURN_COLUMNS: ColDef<ReturnRow>[] = [
  { headerName: 'Line Item Id', colId: 'lineItem', valueGetter: (p) => lineId(p.data?.lineitem_id), width: 100, tooltipValueGetter: (p) => p.data?.title, wrapHeaderText: true, autoHeaderHeight: true },
  { headerName: 'Quantity', field: 'quantity', width: 90 },
  { headerName: 'Refund Status', colId: 'refund', valueGetter: (p) => (p.data?.refund_status ? 'PAID' : 'PENDING'), width: 110, wrapHeaderText: true, autoHeaderHeight: true },
  { headerName: 'Tracking Number', field: 'tracking_number', width: 180 },
  { headerName: 'Order Date', colId: 'orderDate', valueGetter: (p) => formatShopDateTime(p.data?.shopify_order_date), width: 190 },
  { headerName: 'Return Date', colId: 'returnDate', valueGetter: (p) => formatShopDateTime(p.data?.created_date), width: 190 },
  { headerName: 'Action', colId: 'label', cellRenderer: LabelCell, sortable: false, width: 130 },
  { headerName: 'Address Edited', colId: 'edited', valueGetter: (p) => (p.data?.isedit ? 'Yes' : 'No'), width: 90 },
  { headerName: 'Country/region', field: 'country', width: 90 },
  { headerName: 'Address', field: 'address', width: 170, tooltipField: 'address' },
  { headerName: 'City', field: 'city', width: 120 },
  { headerName: 'State', field: 'state', width: 70 },
  { headerName: 'ZIP code', field: 'zipcode', width: 100 },
  { headerName: 'Phone', field: 'phone', width: 120 },
];
