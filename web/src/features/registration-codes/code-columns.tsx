import { Button } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { formatUsDate } from '@console/contracts/common/dates';
import type { RegistrationCode } from '@console/contracts/registration-codes.contract';

type ActionCellProps = CustomCellRendererProps<RegistrationCode> & { label: string; onClick: (row: RegistrationCode) => void };

function ActionCell({ data, label, onClick }: ActionCellProps) {
  if (!data) return null;
  return (
    <Button size="compact-xs" variant="light" onClick={() => onClick(data)} aria-label={`${label} ${data.registrationCode}`}>
      {label}
    </Button>
  );
}

/** Spec 4 §2.1: $ with thousands separators, blank when not a number. */
export function formatSpendLimit(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? `$${value.toLocaleString('en-US')}` : '';
}

const text = { filter: 'agTextColumnFilter', filterParams: { buttons: ['reset'] } } as const;

/** Spec 4 §2.1 grid columns, with text filters on ID, code, partner, spend limit, tags and both counts. */
export function codeColumns(onEdit: (row: RegistrationCode) => void, onDomains: (row: RegistrationCode) => void): ColDef<RegistrationCode>[] {
  // Eleven columns fit the laptop width beside the navigation: narrow fixed columns, headers on two lines.
  return [
    { headerName: 'ID', field: 'id', width: 56, ...text, filterValueGetter: (p) => String(p.data?.id ?? '') },
    { headerName: 'Registration Code', field: 'registrationCode', flex: 1.2, minWidth: 100, ...text, tooltipField: 'registrationCode' },
    { headerName: 'Start Date', field: 'startDate', valueFormatter: (p) => formatUsDate(p.value), width: 100 },
    { headerName: 'End Date', field: 'endDate', valueFormatter: (p) => formatUsDate(p.value), width: 100 },
    { headerName: 'Partner', colId: 'partner', valueGetter: (p) => p.data?.partner.name ?? '', flex: 1.2, minWidth: 100, ...text, tooltipValueGetter: (p) => String(p.value ?? '') },
    { headerName: 'Spend Limit', field: 'spendLimit', valueFormatter: (p) => formatSpendLimit(p.value), width: 84, ...text, filterValueGetter: (p) => formatSpendLimit(p.data?.spendLimit) },
    { headerName: 'Tags', colId: 'tags', valueGetter: (p) => (p.data?.tags ?? []).join(', '), flex: 1, minWidth: 70, ...text, tooltipValueGetter: (p) => String(p.value ?? '') },
    { headerName: 'Max Count', field: 'maxRegistrationCount', width: 78, ...text, filterValueGetter: (p) => String(p.data?.maxRegistrationCount ?? '') },
    { headerName: 'Current Count', field: 'currentRegistrationCount', width: 96, ...text, filterValueGetter: (p) => String(p.data?.currentRegistrationCount ?? '') },
    { headerName: 'Edit', colId: 'edit', cellRenderer: ActionCell, cellRendererParams: { label: 'Edit', onClick: onEdit }, sortable: false, resizable: false, width: 64, minWidth: 64 },
    { headerName: 'Email Domains', colId: 'emailDomains', cellRenderer: ActionCell, cellRendererParams: { label: 'Email Domains', onClick: onDomains }, sortable: false, resizable: false, width: 140, minWidth: 140 },
  ];
}
