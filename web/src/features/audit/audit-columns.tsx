import type { AuditRow } from '@console/contracts/audit.contract';
import type { ExcelColumn } from '../../ui/excel-export';
import { formatShopTime } from '../../ui/shop-time';
import { auditActionLabel } from '@console/contracts/audit-actions';
import { changesText } from './audit-changes';
import { auditTargetText } from './audit-target';
import { breakableText } from '../../ui/index-table';
import type { CellProps, TableColumn } from '../../ui/table-columns';
import { RowButton } from '../../ui/row-button';

export const NO_OPERATOR = 'No operator';

/** Changed fields on one line, each value bounded; the whole values are in the details. */
function ChangesCell({ data }: CellProps<AuditRow>) {
  if (!data) return null;
  const text = changesText(data.changes, { short: true });
  return (
    // A plain span, not Mantine's Text: one per row of the page (total blocking time).
    <span title={text} style={text ? undefined : { color: 'var(--mantine-color-dimmed)' }}>
      {text ? breakableText(text) : 'No field changes'}
    </span>
  );
}

type DetailsProps = CellProps<AuditRow> & { onOpen: (row: AuditRow) => void };

function DetailsCell({ data, onOpen }: DetailsProps) {
  if (!data) return null;
  return (
    <RowButton size="sm" onClick={() => onOpen(data)}>
      Details
    </RowButton>
  );
}

/** `zone`: the shop's, only so the columns are made again (and the rows redrawn) when it changes. */
export function auditColumns(onOpen: (row: AuditRow) => void, zone: string): TableColumn<AuditRow>[] {
  return [
    // Sorted by the ISO text underneath, shown on the shop's clock.
    {
      headerName: 'When',
      headerTooltip: `When (${zone} time)`,
      field: 'createdAt',
      valueFormatter: (p) => formatShopTime(p.data?.createdAt),
      width: 190,
      minWidth: 190,
    },
    { headerName: 'Operator', field: 'operator', valueFormatter: (p) => p.data?.operator ?? NO_OPERATOR, flex: 1, minWidth: 170 },
    // Sorted and filtered by the stored code, read as its label.
    { headerName: 'Action', field: 'action', valueFormatter: (p) => auditActionLabel(p.data?.action ?? ''), flex: 0.8, minWidth: 150 },
    {
      headerName: 'Target',
      field: 'target',
      valueFormatter: (p) => (p.data ? auditTargetText(p.data.target, p.data.changes) : ''),
      flex: 1,
      minWidth: 150,
    },
    {
      headerName: 'Changes',
      colId: 'changes',
      valueGetter: (p) => changesText(p.data?.changes ?? [], { short: true }),
      cellRenderer: ChangesCell,
      flex: 2,
      minWidth: 200,
    },
    {
      headerName: 'Details',
      colId: 'details',
      cellRenderer: DetailsCell,
      cellRendererParams: { onOpen },
      sortable: false,
      width: 100,
      minWidth: 100,
    },
  ];
}

export const AUDIT_EXPORT_COLUMNS: ReadonlyArray<ExcelColumn<AuditRow>> = [
  { header: 'When', value: (r) => formatShopTime(r.createdAt) },
  { header: 'Operator', value: (r) => r.operator ?? NO_OPERATOR },
  { header: 'Action', value: (r) => auditActionLabel(r.action) },
  { header: 'Target', value: (r) => auditTargetText(r.target, r.changes) },
  { header: 'Changes', value: (r) => changesText(r.changes) },
];
