import { Button } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { formatUsDate } from '@console/contracts/common/dates';
import type { NationalPartnerRow } from '@console/contracts/national-partners.contract';

type EditCellProps = CustomCellRendererProps<NationalPartnerRow> & { onEdit: (row: NationalPartnerRow) => void };

function EditCell({ data, onEdit }: EditCellProps) {
  if (!data) return null;
  return (
    <Button size="compact-sm" variant="light" onClick={() => onEdit(data)}>
      Edit
    </Button>
  );
}

const yesNo = (flag: string | undefined) => (flag === '1' ? 'Yes' : 'No');

/** Spec 2 §2 'National page': name, email, tags, created date, national partner, the consents, Edit. */
export function nationalPartnerColumns(onEdit: (row: NationalPartnerRow) => void): ColDef<NationalPartnerRow>[] {
  return [
    { headerName: 'Name', field: 'displayName', flex: 1.1, minWidth: 120, tooltipField: 'displayName' },
    { headerName: 'Email', field: 'email', flex: 1.5, minWidth: 170, tooltipField: 'email' },
    {
      headerName: 'Tags',
      colId: 'tags',
      valueGetter: (p) => p.data?.tags.join(', ') ?? '',
      flex: 1.3,
      minWidth: 120,
      tooltipValueGetter: (p) => (typeof p.value === 'string' ? p.value : ''),
    },
    // Sorted by the ISO text underneath, shown as MM/DD/YYYY.
    { headerName: 'Created Date', field: 'createdAt', valueFormatter: (p) => formatUsDate(p.value), width: 120, minWidth: 120 },
    { headerName: 'National Partner', field: 'nationalPartner', flex: 1, minWidth: 120, tooltipField: 'nationalPartner' },
    { headerName: 'Email Policy Consent', colId: 'emailConsent', valueGetter: (p) => yesNo(p.data?.profile_email_policy_consent), width: 105, minWidth: 105, wrapHeaderText: true, autoHeaderHeight: true },
    { headerName: 'Privacy Policy Consent', colId: 'privacyConsent', valueGetter: (p) => yesNo(p.data?.profile_privacy_policy_consent), width: 105, minWidth: 105, wrapHeaderText: true, autoHeaderHeight: true },
    { headerName: 'Edit', colId: 'edit', cellRenderer: EditCell, cellRendererParams: { onEdit }, sortable: false, resizable: false, width: 80, minWidth: 80 },
  ];
}
