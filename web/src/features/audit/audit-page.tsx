import { lazy, useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import type { AuditFilter, AuditRow } from '@console/contracts/audit.contract';
import { ListToolbar } from '../../ui/list-toolbar';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { useShopTimeZone } from '../../ui/shop-time';
import { AUDIT_EXPORT_COLUMNS, auditColumns } from './audit-columns';
import { AuditFilters } from './audit-filters';
import { auditExportRows, useAuditList } from './audit-queries';
import { OpenedOnce } from '../../ui/opened-once';

// The details dialog loads with its first opening: most visits only read the list (the list screens' scripts).
const AuditDetails = lazy(() => import('./audit-details').then((m) => ({ default: m.AuditDetails })));

const rowId = (row: AuditRow) => String(row.id);

/** /audit: every change made through the API, newest first, filtered and exported; entries never change. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [open, setOpen] = useState<AuditRow | null>(null);
  const list = useAuditList(filter);
  // Drawn again on the shop's clock once its zone is known.
  const zone = useShopTimeZone();
  const columns = useMemo(() => auditColumns(setOpen, zone), [zone]);

  return (
    <PageFrame title="Audit" fullWidth>
      <Stack gap="md">
        <ListToolbar
          changesNote={false}
          filters={<AuditFilters onApply={setFilter} />}
          actions={
            <Button variant="default" onClick={() => void list.reload()} loading={list.loading}>
              Refresh
            </Button>
          }
          exportFile={{
            hasRows: list.rows.length > 0,
            fetchRows: () => auditExportRows(filter),
            columns: AUDIT_EXPORT_COLUMNS,
            fileNamePrefix: 'Audit_Log_Report_',
            title: 'Audit Log Report',
          }}
        />
        <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label="Audit entries" stateInUrl />
        <OpenedOnce open={open !== null}>
          <AuditDetails row={open} onClose={() => setOpen(null)} />
        </OpenedOnce>
      </Stack>
    </PageFrame>
  );
}
