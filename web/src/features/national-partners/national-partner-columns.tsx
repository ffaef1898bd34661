import { Button } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { NationalPartnerRow } from '@console/contracts/national-partners.contract';
import { tagsColumn, usDateColumn, wrappedText } from '../../ui/grid-columns';

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
  // Names, e-mails and partners are read whole (issue 19), wrapped within the 45 px row (spec 1 §9).
  const words = wrappedText(45);
  return [
    { headerName: 'Name', field: 'displayName', flex: 1.1, minWidth: 110, ...words },
    { headerName: 'Email', field: 'email', flex: 1.5, minWidth: 160, ...wrappedText(45, { anywhere: true }) },
    tagsColumn<NationalPartnerRow>({ minWidth: 120 }),
    usDateColumn<NationalPartnerRow>('createdAt', 'Created Date', 120),
    { headerName: 'National Partner', field: 'nationalPartner', flex: 1, minWidth: 120, ...words },
    {
      headerName: 'Email Policy Consent',
      colId: 'emailConsent',
      valueGetter: (p) => yesNo(p.data?.profile_email_policy_consent),
      width: 105,
      minWidth: 105,
      wrapHeaderText: true,
      autoHeaderHeight: true,
    },
    {
      headerName: 'Privacy Policy Consent',
      colId: 'privacyConsent',
      valueGetter: (p) => yesNo(p.data?.profile_privacy_policy_consent),
      width: 105,
      minWidth: 105,
      wrapHeaderText: true,
      autoHeaderHeight: true,
    },
    {
      headerName: 'Edit',
      colId: 'edit',
      cellRenderer: EditCell,
      cellRendererParams: { onEdit },
      sortable: false,
      resizable: false,
      width: 80,
      minWidth: 80,
    },
  ];
}
