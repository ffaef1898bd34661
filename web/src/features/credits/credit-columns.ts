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

/**
 * Widths that keep each header and '-$1,500.00' whole. Eleven columns need about 1,090 px: at 1280
 * the grid scrolls sideways a little rather than cutting headers in two; wider screens show all.
 */
const AMOUNT_WIDTH: Record<TransactionType, number> = { Credit: 84, Adjustment: 112, 'Discount Code': 96, Order: 84, Refund: 86 };

/** One amount column per kind: credits and refunds positive, the rest negative (spec 4 §3). */
const amountColumn = (type: TransactionType): ColDef<Transaction> => ({
  headerName: type,
  colId: type,
  width: AMOUNT_WIDTH[type],
  minWidth: AMOUNT_WIDTH[type],
  type: 'rightAligned',
  valueGetter: (p) => (p.data?.transactionType === type ? p.data.amount : null),
  valueFormatter: (p) => dollars(p.value),
});

// No header menu: the server sorts and filters, and its button would take header width from the text.
const plain = (col: ColDef<Transaction>): ColDef<Transaction> => ({ sortable: false, suppressHeaderMenuButton: true, ...col });

export const TRANSACTION_COLUMNS: ColDef<Transaction>[] = (
  [
    { headerName: 'Date', field: 'createdDate', width: 96, minWidth: 96, valueFormatter: (p) => formatUsDate(p.value) },
    { headerName: 'Customer', field: 'customerName', flex: 1, minWidth: 110, tooltipField: 'customerName' },
    { headerName: 'Email', field: 'customerEmail', flex: 1.3, minWidth: 140, tooltipField: 'customerEmail' },
    ...(['Credit', 'Adjustment', 'Discount Code', 'Order', 'Refund'] as const).map(amountColumn),
    { headerName: 'Reference', field: 'reference', flex: 0.8, minWidth: 104, tooltipField: 'reference' },
    { headerName: 'Expire On', field: 'expirationDate', width: 96, minWidth: 96, valueFormatter: (p) => formatUsDate(p.value) },
    { headerName: 'Created By', field: 'adminName', flex: 0.8, minWidth: 100, tooltipField: 'adminEmail' },
  ] satisfies ColDef<Transaction>[]
).map(plain);
