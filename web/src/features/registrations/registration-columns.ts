import type { CustomerRow } from '@console/contracts/registrations.contract';
import { buttonsWidth, tagsColumn, usDateColumn } from '../../ui/grid-columns';
import type { RegistrationConfig, RegistrationTab } from './registration-config';
import { ActionsCell, EditCell, NameLinkCell } from './registration-cells';
import type { TableColumn } from '../../ui/table-columns';

// Buttons and links sit in the middle of the row, as the text of the other cells does.

/** Spec 1 §2.2 and §2.3: Name, Email, Tags, Create Date, Country, School, (Course), Edit, actions. */
export function registrationColumns(config: RegistrationConfig, tab: RegistrationTab): TableColumn<CustomerRow>[] {
  const actionsWidth = buttonsWidth(tab.actions.map((a) => a.label));
  // Minimum widths: two lines of a demo name, e-mail, country, school and course (two lines fit spec 1's
  // row), and together with the fixed tags, date and buttons within the card at 1280 px (1,030 px on the
  // Approved tab's wider actions); the table gives what is left to the long texts.
  const columns: Array<TableColumn<CustomerRow> | false> = [
    {
      headerName: 'Name',
      field: 'displayName',
      flex: 1,
      minWidth: 76,
      cellRenderer: config.nameAsLink ? NameLinkCell : undefined,
    },
    { headerName: 'Email', field: 'email', flex: 1.3, minWidth: 140 },
    tagsColumn<CustomerRow>(),
    usDateColumn<CustomerRow>('createdAt', 'Create Date', 90),
    { headerName: 'Country', field: 'profile_country', flex: 0.6, minWidth: 60 },
    { headerName: 'School', field: 'stp_school', flex: 1.2, minWidth: 116 },
    config.courseColumn && { headerName: 'Course', field: 'stp_course', flex: 1.1, minWidth: 100 },
    {
      headerName: 'Edit',
      colId: 'edit',
      cellRenderer: EditCell,
      sortable: false,
      width: buttonsWidth(['Edit']),
      minWidth: buttonsWidth(['Edit']),
    },
    {
      headerName: 'Actions',
      colId: 'actions',
      cellRenderer: ActionsCell,
      sortable: false,
      width: actionsWidth,
      minWidth: actionsWidth,
    },
  ];
  return columns.filter((c): c is TableColumn<CustomerRow> => c !== false);
}
