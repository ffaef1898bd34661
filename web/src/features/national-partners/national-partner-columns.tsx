import { Button } from '@mantine/core';
import type { NationalPartnerRow } from '@console/contracts/national-partners.contract';
import { tagsColumn, usDateColumn } from '../../ui/grid-columns';
import type { CellProps, TableColumn } from '../../ui/table-columns';

type EditCellProps = CellProps<NationalPartnerRow> & { onEdit: (row: NationalPartnerRow) => void };

function EditCell({ data, onEdit }: EditCellProps) {
  if (!data) return null;
  return (
    <Button size="compact-sm" variant="default" onClick={() => onEdit(data)}>
      Edit
    </Button>
  );
}

const yesNo = (flag: string | undefined) => (flag === '1' ? 'Yes' : 'No');

/** docs/functions/people-invites-events.md §2 'National page': name, email, tags, created date, national partner, the consents, Edit. */
export function nationalPartnerColumns(onEdit: (row: NationalPartnerRow) => void): TableColumn<NationalPartnerRow>[] {
  return [
    { headerName: 'Name', field: 'displayName', flex: 1.1, minWidth: 110 },
    { headerName: 'Email', field: 'email', flex: 1.5, minWidth: 160 },
    tagsColumn<NationalPartnerRow>(),
    usDateColumn<NationalPartnerRow>('createdAt', 'Created Date', 120),
    { headerName: 'National Partner', field: 'nationalPartner', flex: 1, minWidth: 120 },
    {
      headerName: 'Email Policy Consent',
      colId: 'emailConsent',
      valueGetter: (p) => yesNo(p.data?.profile_email_policy_consent),
      width: 105,
      minWidth: 105,
    },
    {
      headerName: 'Privacy Policy Consent',
      colId: 'privacyConsent',
      valueGetter: (p) => yesNo(p.data?.profile_privacy_policy_consent),
      width: 105,
      minWidth: 105,
    },
    {
      headerName: 'Edit',
      colId: 'edit',
      cellRenderer: EditCell,
      cellRendererParams: { onEdit },
      sortable: false,
      width: 80,
      minWidth: 80,
    },
  ];
}
