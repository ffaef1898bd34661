import type { PriceLogRow } from '@console/contracts/price-log.contract';
import type { ExcelColumn } from '../../ui/excel-export';
import { formatShopDateTime } from '../../ui/shop-time';
import { zonedHeader } from '../../ui/local-time';
import type { TableColumn } from '../../ui/table-columns';

const money = (v: number | null | undefined) => (v === null || v === undefined ? '' : v.toFixed(2));
const percent = (v: number | null | undefined) => (v === null || v === undefined ? '' : `${v.toFixed(2)}%`);

/**
 * docs/functions/commerce-tools.md §3 price log row; CustomerType and Source only for the employee-store shops. Every row has taken effect:
 * no status.
 */
export function priceLogColumns(employeeStore: boolean, zone: string): TableColumn<PriceLogRow>[] {
  return [
    {
      ...zonedHeader('Date', zone),
      colId: 'date',
      valueGetter: (p) => formatShopDateTime(p.data?.DisplayDate),
      flex: 0.5,
      minWidth: 192,
    },
    { headerName: 'Sku', field: 'Sku', flex: 1, minWidth: 100 },
    {
      headerName: 'Previous Price',
      colId: 'previous',
      valueGetter: (p) => money(p.data?.PreviousPrice),
      flex: 0.7,
      minWidth: 85,
      type: 'rightAligned',
    },
    {
      headerName: 'Current Price',
      colId: 'current',
      valueGetter: (p) => money(p.data?.CurrentPrice),
      flex: 0.7,
      minWidth: 85,
      type: 'rightAligned',
    },
    {
      headerName: 'Percentage Change',
      colId: 'percent',
      valueGetter: (p) => percent(p.data?.PercentageChange),
      flex: 0.8,
      minWidth: 105,
      type: 'rightAligned',
    },
    {
      headerName: 'Compare At Price',
      colId: 'compareAt',
      valueGetter: (p) => money(p.data?.CompareAtPrice),
      flex: 0.7,
      minWidth: 90,
      type: 'rightAligned',
    },
    ...(employeeStore
      ? [
          { headerName: 'CustomerType', field: 'CustomerType', flex: 0.8, minWidth: 130 } as TableColumn<PriceLogRow>,
          { headerName: 'Source', field: 'Source', flex: 1, minWidth: 140, tooltipField: 'Source' } as TableColumn<PriceLogRow>,
        ]
      : []),
  ];
}

export function priceLogExportColumns(employeeStore: boolean): ReadonlyArray<ExcelColumn<PriceLogRow>> {
  return [
    { header: 'DisplayDate', value: (r) => formatShopDateTime(r.DisplayDate) },
    { header: 'Sku', value: (r) => r.Sku },
    { header: 'PreviousPrice', value: (r) => r.PreviousPrice },
    { header: 'CurrentPrice', value: (r) => r.CurrentPrice },
    { header: 'PercentageChange', value: (r) => r.PercentageChange },
    { header: 'CompareAtPrice', value: (r) => r.CompareAtPrice },
    ...(employeeStore
      ? [
          { header: 'CustomerType', value: (r: PriceLogRow) => r.CustomerType },
          { header: 'Source', value: (r: PriceLogRow) => r.Source },
        ]
      : []),
  ];
}
