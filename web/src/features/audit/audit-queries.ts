/** The Audit screen's data layer: the cursor-paged list by filter, its export rows and the filter options. */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { auditContract, type AuditFilter } from '@console/contracts/audit.contract';
import type { PageQuery } from '@console/contracts/common/paging';
import { callApi } from '../../api/api-client';
import { usePagedList } from '../../ui/use-paged-list';
import { auditKeys } from './audit-query-keys';

export const fetchAuditPage = (filter: AuditFilter, cursor: PageQuery, signal?: AbortSignal) =>
  callApi(auditContract.list, { query: cursor, body: filter, signal });

export function useAuditList(filter: AuditFilter) {
  const fetchPage = useCallback((cursor: PageQuery, signal: AbortSignal) => fetchAuditPage(filter, cursor, signal), [filter]);
  return usePagedList({ queryKey: auditKeys.list(filter), fetchPage, cursorInUrl: true });
}

export const auditExportRows = async (filter: AuditFilter) => (await callApi(auditContract.exportRows, { body: filter })).data;

/** The choices of the filters (operators, features, actions). */
export function useAuditOptions() {
  return useQuery({ queryKey: auditKeys.named('options'), queryFn: ({ signal }) => callApi(auditContract.options, { signal }) });
}
