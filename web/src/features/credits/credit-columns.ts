import { formatUsDate } from '@console/contracts/common/dates';
import { formatDollars } from '@console/contracts/common/money';
import { formatOtherBalance, type CreditCustomer, type Transaction, type TransactionType } from '@console/contracts/credits.contract';
import type { TableColumn } from '../../ui/table-columns';

const dollars = (value: unknown) => (typeof value === 'number' ? formatDollars(value) : '');

/** Manage Credits: Name, Email, Balance ($ with 2 decimals, then any other currency's). The server sorts; the grid only shows. */
export const CUSTOMER_COLUMNS: TableColumn<CreditCustomer>[] = [
  { headerName: 'Name', field: 'name', flex: 1.2, minWidth: 160, sortable: false, tooltipField: 'name' },
  { headerName: 'Email', field: 'email', flex: 1.6, minWidth: 200, sortable: false, tooltipField: 'email' },
  {
    headerName: 'Balance',
    field: 'balance',
    width: 180,
    sortable: false,
    type: 'rightAligned',
    // Credit in another currency follows with its code, never added to the shop's dollars.
    valueFormatter: (p) => [dollars(p.value), ...(p.data?.otherBalances ?? []).map(formatOtherBalance)].join(' · '),
  },
];

/**
 * Widths that keep each header word and '-$1,500.00' whole in the dense grid: the eleven columns fit
 * the laptop width beside the menu (the last two were cut off at 1280).
 */
const AMOUNT_WIDTH: Record<TransactionType, number> = { Credit: 70, Adjustment: 88, 'Discount Code': 70, Order: 70, Refund: 70 };

/** One amount column per kind: credits and refunds positive, the rest negative (docs/functions/codes-credits-knot-giveaways.md §3). */
const amountColumn = (type: TransactionType): TableColumn<Transaction> => ({
  headerName: type,
  colId: type,
  width: AMOUNT_WIDTH[type],
  minWidth: AMOUNT_WIDTH[type],
  type: 'rightAligned',
  valueGetter: (p) => (p.data?.transactionType === type ? p.data.amount : null),
  valueFormatter: (p) => dollars(p.value),
});

// No header menu: the server sorts and filters, and its button would take header width from the text.
const plain = (col: TableColumn<Transaction>): TableColumn<Transaction> => ({ sortable: false, ...col });
/** Names and e-mails wrap (an e-mail anywhere) and the row grows, rather than being cut off. */

export const TRANSACTION_COLUMNS: TableColumn<Transaction>[] = (
  [
    { headerName: 'Date', field: 'createdDate', width: 76, minWidth: 76, valueFormatter: (p) => formatUsDate(p.data?.createdDate) },
    { headerName: 'Customer', field: 'customerName', flex: 1, minWidth: 90, tooltipField: 'customerName' },
    {
      headerName: 'Email',
      field: 'customerEmail',
      flex: 1.6,
      minWidth: 150,
      tooltipField: 'customerEmail',
    },
    ...(['Credit', 'Adjustment', 'Discount Code', 'Order', 'Refund'] as const).map(amountColumn),
    { headerName: 'Reference', field: 'reference', flex: 0.8, minWidth: 80, tooltipField: 'reference' },
    {
      headerName: 'Expire On',
      field: 'expirationDate',
      width: 76,
      minWidth: 76,
      valueFormatter: (p) => formatUsDate(p.data?.expirationDate),
    },
    { headerName: 'Created By', field: 'adminName', flex: 0.8, minWidth: 80, tooltipField: 'adminEmail' },
  ] satisfies TableColumn<Transaction>[]
).map(plain);
