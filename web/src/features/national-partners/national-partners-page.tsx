import { useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { NATIONAL_PARTNER_TEMPLATE_COLUMNS, type NationalPartnerRow } from '@console/contracts/national-partners.contract';
import { ListToolbar } from '../../ui/list-toolbar';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { SEARCH_HINT } from '../../ui/search-hints';
import { EditNationalPartnerDialog } from './edit-national-partner-dialog';
import { nationalPartnerColumns } from './national-partner-columns';
import { NATIONAL_EXPORT_COLUMNS, NATIONAL_REPORT } from './national-partner-export';
import { nationalPartnerExportRows, uploadNationalPartners, useNationalPartnerList } from './national-partners-queries';

const rowId = (row: NationalPartnerRow) => row.id;

/**
 * /national (docs/functions/people-invites-events.md §2 'National page'): the list with search, import, export, paging and the Edit modal.
 */
export function NationalPartnersPage() {
  const [editing, setEditing] = useState<NationalPartnerRow | null>(null);
  const { list, search, setSearch, searchText } = useNationalPartnerList();
  const columns = useMemo(() => nationalPartnerColumns(setEditing), []);

  return (
    <PageFrame title="National" fullWidth>
      <Stack gap="md">
        <ListToolbar
          search={{ placeholder: SEARCH_HINT, onSearch: setSearch, initialText: searchText, label: 'Search national partners' }}
          upload={{
            onRows: uploadNationalPartners,
            onUploaded: () => void list.reload(),
            templateColumns: NATIONAL_PARTNER_TEMPLATE_COLUMNS,
            templateFileName: 'national_partners_template.csv',
          }}
          exportFile={{
            hasRows: list.rows.length > 0,
            fetchRows: () => nationalPartnerExportRows(search),
            columns: NATIONAL_EXPORT_COLUMNS,
            ...NATIONAL_REPORT,
          }}
        />
        <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label="National partners" stateInUrl />
        <EditNationalPartnerDialog row={editing} onClose={() => setEditing(null)} />
      </Stack>
    </PageFrame>
  );
}
