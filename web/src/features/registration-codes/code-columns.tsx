import { formatUsDate } from '@console/contracts/common/dates';
import type { RegistrationCode } from '@console/contracts/registration-codes.contract';
import type { CellProps, TableColumn } from '../../ui/table-columns';
import { RowButton } from '../../ui/row-button';
import { groupedNumber } from '@console/contracts/common/numbers';

type ActionCellProps = CellProps<RegistrationCode> & { label: string; onClick: (row: RegistrationCode) => void };

function ActionCell({ data, label, onClick }: ActionCellProps) {
  if (!data) return null;
  return (
    <RowButton onClick={() => onClick(data)} aria-label={`${label} ${data.registrationCode}`}>
      {label}
    </RowButton>
  );
}

/** docs/functions/codes-credits-knot-giveaways.md §2.1: $ with thousands separators, blank when not a number. */
export function formatSpendLimit(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? `$${groupedNumber(value)}` : '';
}

const idText = (row: RegistrationCode) => String(row.id);
const partnerText = (row: RegistrationCode) => row.partner.name;
const tagsText = (row: RegistrationCode) => (row.tags ?? []).join(', ');
const countText = (count: number | null) => (count === null ? '' : String(count));

/**
 * docs/functions/codes-credits-knot-giveaways.md §2.1: the text filters (ID, code, partner, spend limit, tags, both counts) over what each
 * cell shows.
 */
export const CODE_TEXT_FILTERS: ReadonlyArray<{ colId: string; label: string; text: (row: RegistrationCode) => string }> = [
  { colId: 'id', label: 'ID', text: idText },
  { colId: 'registrationCode', label: 'Registration Code', text: (row) => row.registrationCode },
  { colId: 'partner', label: 'Partner', text: partnerText },
  { colId: 'spendLimit', label: 'Spend Limit', text: (row) => formatSpendLimit(row.spendLimit) },
  { colId: 'tags', label: 'Tags', text: tagsText },
  { colId: 'maxRegistrationCount', label: 'Max Count', text: (row) => countText(row.maxRegistrationCount) },
  { colId: 'currentRegistrationCount', label: 'Current Count', text: (row) => countText(row.currentRegistrationCount) },
];

/** docs/functions/codes-credits-knot-giveaways.md §2.1 grid columns (their text filters are CODE_TEXT_FILTERS, above the grid). */
export function codeColumns(
  onEdit: (row: RegistrationCode) => void,
  onDomains: (row: RegistrationCode) => void,
): TableColumn<RegistrationCode>[] {
  // Eleven columns fit the laptop width beside the navigation: narrow fixed columns, headers on two lines.
  return [
    { headerName: 'ID', field: 'id', width: 56 },
    {
      headerName: 'Registration Code',
      field: 'registrationCode',
      flex: 1.2,
      minWidth: 100,
      tooltipField: 'registrationCode',
    },
    { headerName: 'Start Date', field: 'startDate', valueFormatter: (p) => formatUsDate(p.data?.startDate), width: 100 },
    { headerName: 'End Date', field: 'endDate', valueFormatter: (p) => formatUsDate(p.data?.endDate), width: 100 },
    {
      headerName: 'Partner',
      colId: 'partner',
      valueGetter: (p) => (p.data ? partnerText(p.data) : ''),
      flex: 1.2,
      minWidth: 100,
      tooltipValueGetter: (p) => String(p.value ?? ''),
    },
    { headerName: 'Spend Limit', field: 'spendLimit', valueFormatter: (p) => formatSpendLimit(p.data?.spendLimit), width: 84 },
    {
      headerName: 'Tags',
      colId: 'tags',
      valueGetter: (p) => (p.data ? tagsText(p.data) : ''),
      flex: 1,
      minWidth: 70,
      tooltipValueGetter: (p) => String(p.value ?? ''),
    },
    { headerName: 'Max Count', field: 'maxRegistrationCount', width: 78 },
    { headerName: 'Current Count', field: 'currentRegistrationCount', width: 96 },
    {
      headerName: 'Edit',
      colId: 'edit',
      cellRenderer: ActionCell,
      cellRendererParams: { label: 'Edit', onClick: onEdit },
      sortable: false,
      width: 64,
      minWidth: 64,
    },
    {
      headerName: 'Email Domains',
      colId: 'emailDomains',
      cellRenderer: ActionCell,
      cellRendererParams: { label: 'Email Domains', onClick: onDomains },
      sortable: false,
      width: 140,
      minWidth: 140,
    },
  ];
}
