import { useCallback, useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { auditContract, type AuditFilter, type AuditRow } from '@console/contracts/audit.contract';
import type { PageQuery } from '@console/contracts/common/paging';
import { callApi } from '../../app/api-client';
import { ListToolbar } from '../../ui/list-toolbar';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { usePagedList } from '../../ui/use-paged-list';
import { AUDIT_EXPORT_COLUMNS, auditColumns } from './audit-columns';
import { AuditDetails } from './audit-details';
import { AuditFilters } from './audit-filters';
import { AUDIT_KEYS } from './audit-query-keys';

const rowId = (row: AuditRow) => String(row.id);

/** /audit: every change made through the API, newest first, filtered and exported; entries never change. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [open, setOpen] = useState<AuditRow | null>(null);
  const fetchPage = useCallback((cursor: PageQuery, signal: AbortSignal) => callApi(auditContract.list, { query: cursor, body: filter, signal }), [filter]);
  const list = usePagedList({ queryKey: AUDIT_KEYS.list(filter), fetchPage });
  const columns = useMemo(() => auditColumns(setOpen), []);

  return (
    <PageFrame title="Audit" fullWidth>
      <Stack gap="md">
        <ListToolbar
          changesNote={false}
          filters={<AuditFilters onApply={setFilter} />}
          actions={
            <Button variant="default" onClick={() => void list.reload()} loading={list.loading}>
              Reload
            </Button>
          }
          exportFile={{
            hasRows: list.rows.length > 0,
            fetchRows: async () => (await callApi(auditContract.exportRows, { body: filter })).data,
            columns: AUDIT_EXPORT_COLUMNS,
            fileNamePrefix: 'Audit_Log_Report_',
            title: 'Audit Log Report',
          }}
        />
        <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label="Audit entries" />
        <AuditDetails row={open} onClose={() => setOpen(null)} />
      </Stack>
    </PageFrame>
  );
}
