import { useCallback, useMemo, useState } from 'react';
import { Group, Stack } from '@mantine/core';
import type { PageQuery } from '@console/contracts/common/paging';
import { toSearch, type SearchBody } from '@console/contracts/common/search';
import { NATIONAL_PARTNER_TEMPLATE_COLUMNS, nationalPartnersContract, type NationalPartnerRow } from '@console/contracts/national-partners.contract';
import { callApi } from '../../app/api-client';
import { ChangesNote } from '../../ui/changes-note';
import { ExportButton } from '../../ui/export-button';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { SearchBox } from '../../ui/search-box';
import { UploadButton } from '../../ui/upload-button';
import { usePagedList } from '../../ui/use-paged-list';
import { SEARCH_HINT } from '../../ui/search-hints';
import { EditNationalPartnerDialog } from './edit-national-partner-dialog';
import { nationalPartnerColumns } from './national-partner-columns';
import { NATIONAL_EXPORT_COLUMNS, NATIONAL_REPORT } from './national-partner-export';

const rowId = (row: NationalPartnerRow) => row.id;

/** /national (spec 2 §2 'National page'): the list with search, import, export, paging and the Edit modal. */
export function NationalPartnersPage() {
  const [search, setSearch] = useState<SearchBody>(() => toSearch(''));
  const [editing, setEditing] = useState<NationalPartnerRow | null>(null);
  const fetchPage = useCallback(
    (cursor: PageQuery, signal: AbortSignal) => callApi(nationalPartnersContract.list, { query: cursor, body: search, signal }),
    [search],
  );
  const list = usePagedList({ queryKey: ['national-partners', search], fetchPage });
  const columns = useMemo(() => nationalPartnerColumns(setEditing), []);

  return (
    <PageFrame title="National" fullWidth>
      <Stack gap="md">
        <ChangesNote />
        <Group justify="space-between" align="flex-start" gap="md">
          <SearchBox placeholder={SEARCH_HINT} onSearch={setSearch} label="Search national partners" />
          <Group gap="md" align="flex-start" justify="flex-end">
            <UploadButton
              onRows={(rows) => callApi(nationalPartnersContract.upload, { body: { excelData: rows } })}
              onUploaded={() => void list.reload()}
              templateColumns={NATIONAL_PARTNER_TEMPLATE_COLUMNS}
              templateFileName="national_partners_template.csv"
            />
            <ExportButton
              hasRows={list.rows.length > 0}
              fetchRows={async () => (await callApi(nationalPartnersContract.exportRows, { body: search })).data}
              columns={NATIONAL_EXPORT_COLUMNS}
              fileNamePrefix={NATIONAL_REPORT.fileNamePrefix}
              title={NATIONAL_REPORT.title}
            />
          </Group>
        </Group>
        <PagedGrid list={list} columnDefs={columns} getRowId={rowId} label="National partners" />
        <EditNationalPartnerDialog row={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
      </Stack>
    </PageFrame>
  );
}
