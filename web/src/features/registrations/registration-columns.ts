import type { ColDef } from 'ag-grid-community';
import type { CustomerRow } from '@console/contracts/registrations.contract';
import { tagsColumn, usDateColumn } from '../../ui/grid-columns';
import type { RegistrationConfig } from './registration-config';
import { ActionsCell, EditCell, NameLinkCell } from './registration-cells';

// Buttons and links sit in the middle of the row, as the text of the other cells does.
const CONTROL_CELL = { display: 'flex', alignItems: 'center' };
// An e-mail is read in full (issue 19): it wraps at any character, two lines within the 45 px row (spec 1 §9);
// a longer one grows the row rather than being cut off at 1280 px.
// A short one keeps the row at its spec height (spec 1 §9), centred like the other cells: the grid adds
// 4 px (borders and wrapper) to the cell's min-height when it measures the row, so the cell asks for 4 px less.
const wholeText = (rowHeight: number) =>
  ({
    wrapText: true,
    autoHeight: true,
    cellStyle: { overflowWrap: 'anywhere', wordBreak: 'break-word', lineHeight: '1.25', paddingTop: 4, paddingBottom: 4, minHeight: rowHeight - 4, display: 'flex', alignItems: 'center' },
  }) as const;

/** Spec 1 §2.2 and §2.3: Name, Email, Tags, Create Date, Country, School, (Course), Edit, actions. */
export function registrationColumns(config: RegistrationConfig): ColDef<CustomerRow>[] {
  // Names are read in full too: they wrap rather than end in '…' (issue 19). Countries, schools and
  // courses keep one line and a tooltip: wrapped in these widths they split inside words and every row
  // outgrew spec 1 §9's height.
  const whole = wholeText(config.rowHeight ?? 45);
  const columns: Array<ColDef<CustomerRow> | false> = [
    {
      headerName: 'Name',
      field: 'displayName',
      flex: 1.2,
      minWidth: 100,
      cellRenderer: config.nameAsLink ? NameLinkCell : undefined,
      tooltipField: 'displayName',
      ...whole,
    },
    { headerName: 'Email', field: 'email', flex: 1.6, minWidth: 150, ...whole },
    tagsColumn<CustomerRow>({ minWidth: 90 }),
    usDateColumn<CustomerRow>('createdAt', 'Create Date', 92),
    { headerName: 'Country', field: 'profile_country', flex: 0.8, minWidth: 80, tooltipField: 'profile_country' },
    { headerName: 'School', field: 'stp_school', flex: 1, minWidth: 84, tooltipField: 'stp_school' },
    config.courseColumn && { headerName: 'Course', field: 'stp_course', flex: 1, minWidth: 76, tooltipField: 'stp_course' },
    { headerName: 'Edit', colId: 'edit', cellRenderer: EditCell, cellStyle: CONTROL_CELL, sortable: false, resizable: false, width: 64, minWidth: 64 },
    { headerName: 'Actions', colId: 'actions', cellRenderer: ActionsCell, cellStyle: CONTROL_CELL, sortable: false, width: 185, minWidth: 185 },
  ];
  return columns.filter((c): c is ColDef<CustomerRow> => c !== false);
}
