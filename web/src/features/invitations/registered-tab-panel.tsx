import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import type { RegisteredUserRow } from '@console/contracts/invitations.contract';
import { ListToolbar } from '../../ui/list-toolbar';
import { PagedGrid } from '../../ui/paged-grid';
import { INVITED_SEARCH_HINT } from '../../ui/search-hints';
import type { InvitationConfig } from './invitation-config';
import { registeredColumns } from './invitation-columns';
import { INVITATION_EXPORT_COLUMNS, reportOf } from './invitation-export';
import { registeredExportRows, useRegisteredList } from './invitations-queries';

const rowId = (row: RegisteredUserRow) => row.id;

/** The Registered tab of docs/functions/people-invites-events.md §2: read-only, with search, export and paging. */
export function RegisteredTabPanel({ config }: { config: InvitationConfig }) {
  const { list, search, setSearch, searchText } = useRegisteredList(config);
  const columns = useMemo(() => registeredColumns(), []);

  return (
    <Stack gap="md">
      <ListToolbar
        search={{
          placeholder: INVITED_SEARCH_HINT,
          onSearch: setSearch,
          initialText: searchText,
          label: `Search registered ${config.noun}`,
        }}
        exportFile={{
          hasRows: list.rows.length > 0,
          fetchRows: () => registeredExportRows(config, search),
          columns: INVITATION_EXPORT_COLUMNS,
          ...reportOf(config.reports.Registered),
        }}
      />
      <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label={`Registered ${config.noun}`} countNoun="registered" stateInUrl />
    </Stack>
  );
}
