import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import type { RegisteredUserRow } from '@console/contracts/invitations.contract';
import { callApi } from '../../app/api-client';
import { ListToolbar } from '../../ui/list-toolbar';
import { PagedGrid } from '../../ui/paged-grid';
import { INVITED_SEARCH_HINT } from '../../ui/search-hints';
import { useSearchedList } from '../../ui/use-searched-list';
import type { InvitationConfig } from './invitation-config';
import { registeredColumns } from './invitation-columns';
import { INVITATION_EXPORT_COLUMNS, reportOf } from './invitation-export';
import { invitationKeys } from './invitation-query-keys';

const rowId = (row: RegisteredUserRow) => row.id;

/** The Registered tab of spec 2 §2: read-only, with search, export and paging. */
export function RegisteredTabPanel({ config }: { config: InvitationConfig }) {
  const { list, search, setSearch, searchText } = useSearchedList({
    queryKey: invitationKeys(config.programme).list('registered'),
    fetchPage: (cursor, search, signal) => callApi(config.calls.registeredList, { query: cursor, body: search, signal }),
  });
  const columns = useMemo(() => registeredColumns(), []);

  return (
    <Stack gap="md">
      <ListToolbar
        search={{ placeholder: INVITED_SEARCH_HINT, onSearch: setSearch, initialText: searchText, label: `Search registered ${config.noun}` }}
        exportFile={{
          hasRows: list.rows.length > 0,
          fetchRows: async () => (await callApi(config.calls.registeredExport, { body: search })).data,
          columns: INVITATION_EXPORT_COLUMNS,
          ...reportOf(config.reports.Registered),
        }}
      />
      <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label={`Registered ${config.noun}`} />
    </Stack>
  );
}
