/** Money and changes as the Bulk Price screen shows them: thousands separated, two decimals, a signed percent. */
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatMoney = (value: number | null | undefined): string => (value === null || value === undefined ? '' : MONEY.format(value));

export const formatPercent = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : `${value > 0 ? '+' : value < 0 ? '−' : ''}${MONEY.format(Math.abs(value))}%`;

/** Under a table that numbers rows by their spreadsheet line, as the Jobs screen does. */
export const SHEET_LINES_NOTE = 'Lines as in your spreadsheet: line 1 is the header row.';
