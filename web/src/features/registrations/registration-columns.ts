import type { CustomerRow } from '@console/contracts/registrations.contract';
import { buttonsWidth, tagsColumn, usDateColumn } from '../../ui/grid-columns';
import type { RegistrationConfig, RegistrationTab } from './registration-config';
import { ActionsCell, EditCell, NameLinkCell } from './registration-cells';
import type { TableColumn } from '../../ui/table-columns';

// Buttons and links sit in the middle of the row, as the text of the other cells does.

/** docs/functions/shell-students-staff.md §2.2 and §2.3: Name, Email, Tags, Create Date, Country, School, (Course), Edit, actions. */
export function registrationColumns(config: RegistrationConfig, tab: RegistrationTab): TableColumn<CustomerRow>[] {
  const actionsWidth = buttonsWidth(tab.actions.map((a) => a.label));
  // The texts' columns take their share by their content. One floor only: an e-mail in two lines (two
  // lines fit the documented row); more floors would leave no room for a long word (a name) within the card's
  // 1,030 px at 1280 beside the fixed tags, date and buttons, and the table would scroll sideways.
  const columns: Array<TableColumn<CustomerRow> | false> = [
    {
      headerName: 'Name',
      field: 'displayName',
      flex: 1,
      cellRenderer: config.nameAsLink ? NameLinkCell : undefined,
    },
    { headerName: 'Email', field: 'email', flex: 1.3, minWidth: 132 },
    tagsColumn<CustomerRow>(),
    usDateColumn<CustomerRow>('createdAt', 'Create Date', 90),
    { headerName: 'Country', field: 'profile_country', flex: 0.6 },
    { headerName: 'School', field: 'stp_school', flex: 1.2 },
    config.courseColumn && { headerName: 'Course', field: 'stp_course', flex: 1.1 },
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
