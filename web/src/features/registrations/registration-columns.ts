import type { ColDef } from 'ag-grid-community';
import type { CustomerRow } from '@console/contracts/registrations.contract';
import { tagsColumn, usDateColumn } from '../../ui/grid-columns';
import type { RegistrationConfig, RegistrationTab } from './registration-config';
import { ActionsCell, EditCell, NameLinkCell } from './registration-cells';

// Buttons and links sit in the middle of the row, as the text of the other cells does.
const CONTROL_CELL = { display: 'flex', alignItems: 'center' };
// Nothing an operator reads is cut off at 1280 px (issue 19): text wraps, two lines within the row of
// spec 1 §9, and a longer value grows the row rather than ending in '…'. A short one keeps the row at
// its spec height, centred like the other cells: the grid adds 4 px (borders and wrapper) to the cell's
// min-height when it measures the row, so the cell asks for 4 px less.
const wrapped = (rowHeight: number, breakAnywhere: boolean) =>
  ({
    wrapText: true,
    autoHeight: true,
    cellStyle: {
      // An e-mail has no spaces: it breaks at any character; names, countries, schools, courses between words.
      ...(breakAnywhere ? { overflowWrap: 'anywhere', wordBreak: 'break-word' } : {}),
      lineHeight: '1.25',
      paddingTop: 4,
      paddingBottom: 4,
      minHeight: rowHeight - 4,
      display: 'flex',
      alignItems: 'center',
    },
  }) as const;

// A compact button (registration-cells.tsx) is its label in 12 px bold plus 18 px of padding and border;
// 8 px a character is the widest font the console meets (DejaVu Sans on Linux). The cell adds 2 × 10 px.
const BUTTON_PADDING = 18;
const BUTTON_CHAR = 8;
const BUTTON_GAP = 6;
const CELL_PADDING = 20;

/** The width a cell of these compact buttons needs, so its buttons show whole and take no more room. */
export function buttonsWidth(labels: readonly string[]): number {
  const buttons = labels.reduce((sum, label) => sum + BUTTON_PADDING + BUTTON_CHAR * label.length, 0);
  return Math.ceil(CELL_PADDING + buttons + BUTTON_GAP * Math.max(0, labels.length - 1));
}

/** Spec 1 §2.2 and §2.3: Name, Email, Tags, Create Date, Country, School, (Course), Edit, actions. */
export function registrationColumns(config: RegistrationConfig, tab: RegistrationTab): ColDef<CustomerRow>[] {
  const rowHeight = config.rowHeight ?? 45;
  const words = wrapped(rowHeight, false);
  const actionsWidth = buttonsWidth(tab.actions.map((a) => a.label));
  // Minimum widths: the longest word of a demo name, half a long e-mail, two-line country, school and
  // course; the flex shares give what is left at wider screens to the long texts.
  const columns: Array<ColDef<CustomerRow> | false> = [
    { headerName: 'Name', field: 'displayName', flex: 1, minWidth: 86, cellRenderer: config.nameAsLink ? NameLinkCell : undefined, ...words },
    { headerName: 'Email', field: 'email', flex: 1.4, minWidth: 150, ...wrapped(rowHeight, true) },
    tagsColumn<CustomerRow>({ minWidth: 70, flex: 1.4 }),
    usDateColumn<CustomerRow>('createdAt', 'Create Date', 96),
    { headerName: 'Country', field: 'profile_country', flex: 0.6, minWidth: 82, ...words },
    { headerName: 'School', field: 'stp_school', flex: 1, minWidth: 150, ...words },
    config.courseColumn && { headerName: 'Course', field: 'stp_course', flex: 0.8, minWidth: 120, ...words },
    { headerName: 'Edit', colId: 'edit', cellRenderer: EditCell, cellStyle: CONTROL_CELL, sortable: false, resizable: false, width: buttonsWidth(['Edit']), minWidth: buttonsWidth(['Edit']) },
    { headerName: 'Actions', colId: 'actions', cellRenderer: ActionsCell, cellStyle: CONTROL_CELL, sortable: false, width: actionsWidth, minWidth: actionsWidth },
  ];
  return columns.filter((c): c is ColDef<CustomerRow> => c !== false);
}
