import { useCallback, useMemo, useState } from 'react';
import { Group, Stack } from '@mantine/core';
import type { PageQuery } from '@console/contracts/common/paging';
import { toSearch, type SearchBody } from '@console/contracts/common/search';
import type { RegisteredUserRow } from '@console/contracts/invitations.contract';
import { callApi } from '../../app/api-client';
import { ChangesNote } from '../../ui/changes-note';
import { ExportButton } from '../../ui/export-button';
import { PagedGrid } from '../../ui/paged-grid';
import { SearchBox } from '../../ui/search-box';
import { usePagedList } from '../../ui/use-paged-list';
import { type InvitationConfig } from './invitation-config';
import { INVITED_SEARCH_HINT } from '../../ui/search-hints';
import { registeredColumns } from './invitation-columns';
import { INVITATION_EXPORT_COLUMNS, reportOf } from './invitation-export';

const rowId = (row: RegisteredUserRow) => row.id;

/** The Registered tab of spec 2 §2: read-only, with search, export and paging. */
export function RegisteredTabPanel({ config }: { config: InvitationConfig }) {
  const [search, setSearch] = useState<SearchBody>(() => toSearch(''));
  const fetchPage = useCallback(
    (cursor: PageQuery, signal: AbortSignal) => callApi(config.calls.registeredList, { query: cursor, body: search, signal }),
    [config.calls.registeredList, search],
  );
  const list = usePagedList({ queryKey: [config.programme, 'registered', search], fetchPage });
  const columns = useMemo(() => registeredColumns(), []);
  const report = reportOf(config.reports.Registered);

  return (
    <Stack gap="md">
      <ChangesNote />
      <Group justify="space-between" align="flex-start" gap="md">
        <SearchBox placeholder={INVITED_SEARCH_HINT} onSearch={setSearch} label={`Search registered ${config.noun}`} />
        <ExportButton
          hasRows={list.rows.length > 0}
          fetchRows={async () => (await callApi(config.calls.registeredExport, { body: search })).data}
          columns={INVITATION_EXPORT_COLUMNS}
          fileNamePrefix={report.fileNamePrefix}
          title={report.title}
        />
      </Group>
      <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label={`Registered ${config.noun}`} />
    </Stack>
  );
}
