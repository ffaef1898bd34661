import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { auditContract, type AuditFilter, type AuditRow } from '@console/contracts/audit.contract';
import type { PageQuery } from '@console/contracts/common/paging';
import { callApi } from '../../app/api-client';
import { ExportButton } from '../../ui/export-button';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { usePagedList } from '../../ui/use-paged-list';
import { AUDIT_EXPORT_COLUMNS, auditColumns } from './audit-columns';
import { AuditDetails } from './audit-details';
import { AuditFilters } from './audit-filters';

const rowId = (row: AuditRow) => String(row.id);

/** /audit: every change made through the API, newest first, filtered and exported; entries never change. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [open, setOpen] = useState<AuditRow | null>(null);
  const fetchPage = useCallback((cursor: PageQuery, signal: AbortSignal) => callApi(auditContract.list, { query: cursor, body: filter, signal }), [filter]);
  const list = usePagedList({ queryKey: ['audit', 'list', filter], fetchPage });
  const columns = useMemo(() => auditColumns(setOpen), []);

  return (
    <PageFrame title="Audit" fullWidth>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md" wrap="nowrap">
          <AuditFilters onApply={setFilter} />
          <Group gap="sm" wrap="nowrap">
            <Button variant="default" onClick={() => void list.reload()} loading={list.loading}>
              Reload
            </Button>
            <ExportButton
              hasRows={list.rows.length > 0}
              fetchRows={async () => (await callApi(auditContract.exportRows, { body: filter })).data}
              columns={AUDIT_EXPORT_COLUMNS}
              fileNamePrefix="Audit_Log_Report_"
              title="Audit Log Report"
            />
          </Group>
        </Group>
        <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label="Audit entries" />
        <AuditDetails row={open} onClose={() => setOpen(null)} />
      </Stack>
    </PageFrame>
  );
}
