import type { ColDef } from 'ag-grid-community';
import { formatUsDate } from '@console/contracts/common/dates';
import { formatDollars } from '@console/contracts/common/money';
import type { CreditCustomer, Transaction, TransactionType } from '@console/contracts/credits.contract';

const dollars = (value: unknown) => (typeof value === 'number' ? formatDollars(value) : '');

/** Manage Credits: Name, Email, Balance ($ with 2 decimals). The server sorts; the grid only shows. */
export const CUSTOMER_COLUMNS: ColDef<CreditCustomer>[] = [
  { headerName: 'Name', field: 'name', flex: 1.2, minWidth: 160, sortable: false, tooltipField: 'name' },
  { headerName: 'Email', field: 'email', flex: 1.6, minWidth: 200, sortable: false, tooltipField: 'email' },
  { headerName: 'Balance', field: 'balance', width: 140, sortable: false, type: 'rightAligned', valueFormatter: (p) => dollars(p.value) },
];

/** One amount column per kind: credits and refunds positive, the rest negative (spec 4 §3). */
const amountColumn = (type: TransactionType): ColDef<Transaction> => ({
  headerName: type,
  colId: type,
  flex: 0.6,
  minWidth: 74,
  sortable: false,
  type: 'rightAligned',
  valueGetter: (p) => (p.data?.transactionType === type ? p.data.amount : null),
  valueFormatter: (p) => dollars(p.value),
});

export const TRANSACTION_COLUMNS: ColDef<Transaction>[] = [
  { headerName: 'Date', field: 'createdDate', width: 92, minWidth: 92, sortable: false, valueFormatter: (p) => formatUsDate(p.value) },
  { headerName: 'Customer', field: 'customerName', flex: 1, minWidth: 96, sortable: false, tooltipField: 'customerName' },
  { headerName: 'Email', field: 'customerEmail', flex: 1.2, minWidth: 110, sortable: false, tooltipField: 'customerEmail' },
  ...(['Credit', 'Adjustment', 'Discount Code', 'Order', 'Refund'] as const).map(amountColumn),
  { headerName: 'Reference', field: 'reference', flex: 0.9, minWidth: 84, sortable: false, tooltipField: 'reference' },
  { headerName: 'Expire On', field: 'expirationDate', width: 92, minWidth: 92, sortable: false, valueFormatter: (p) => formatUsDate(p.value) },
  { headerName: 'Created By', field: 'adminName', flex: 0.8, minWidth: 88, sortable: false, tooltipField: 'adminEmail' },
];
