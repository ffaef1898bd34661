import { useCallback, useMemo, useState } from 'react';
import { Group, Stack } from '@mantine/core';
import type { PageQuery } from '@console/contracts/common/paging';
import { toSearch, type SearchBody } from '@console/contracts/common/search';
import { REGISTRATION_TEMPLATE_COLUMNS, type CustomerRow } from '@console/contracts/registrations.contract';
import { callApi } from '../../app/api-client';
import { ChangesNote } from '../../ui/changes-note';
import { ExportButton } from '../../ui/export-button';
import { PagedGrid } from '../../ui/paged-grid';
import { SearchBox } from '../../ui/search-box';
import { UploadButton } from '../../ui/upload-button';
import { usePagedList } from '../../ui/use-paged-list';
import { type RegistrationConfig, type RegistrationTab } from './registration-config';
import { SEARCH_HINT } from '../../ui/search-hints';
import { registrationColumns } from './registration-columns';
import { RegistrationRowContext } from './registration-row-context';
import { DefaultDiscountLimit } from './default-discount-limit';
import { EditRegistrationDialog } from './edit-registration-dialog';

const customerId = (row: CustomerRow) => row.id;

/** One tab of spec 1 §2.2: note and refresh, search, file controls and export, the grid and its pager. */
export function RegistrationTabPanel({ config, tab }: { config: RegistrationConfig; tab: RegistrationTab }) {
  const [search, setSearch] = useState<SearchBody>(() => toSearch(''));
  const [editing, setEditing] = useState<CustomerRow | null>(null);
  const firstPage = config.firstPage?.[tab.status];

  const fetchPage = useCallback(
    (cursor: PageQuery, signal: AbortSignal) =>
      firstPage && !cursor.direction && search.searchValue === ''
        ? firstPage(signal)
        : callApi(config.calls.list, { params: { status: tab.status }, query: cursor, body: search, signal }),
    [config.calls.list, firstPage, search, tab.status],
  );
  const list = usePagedList({ queryKey: [config.programme, tab.status, search], fetchPage });
  const columns = useMemo(() => registrationColumns(config), [config]);
  const report = config.exportFor(tab.status);
  const rowContext = useMemo(() => ({ config, tab, list, openEdit: setEditing }), [config, tab, list]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <ChangesNote />
        {config.discountLimit && <DefaultDiscountLimit />}
      </Group>
      <Group justify="space-between" align="flex-start" gap="md">
        <SearchBox placeholder={SEARCH_HINT} onSearch={setSearch} />
        <Group gap="md" align="flex-start" justify="flex-end">
          <UploadButton
            onRows={(rows) => callApi(config.calls.upload, { body: rows })}
            onUploaded={() => void list.reload()}
            templateColumns={REGISTRATION_TEMPLATE_COLUMNS}
            templateFileName={config.templateFileName}
          />
          <ExportButton
            hasRows={list.rows.length > 0}
            fetchRows={async () => (await callApi(config.calls.exportRows, { params: { status: tab.status }, body: search })).data}
            columns={report.columns}
            fileNamePrefix={report.fileNamePrefix}
            title={report.title}
          />
        </Group>
      </Group>
      <RegistrationRowContext.Provider value={rowContext}>
        <PagedGrid
          list={list}
          columnDefs={columns}
          getRowId={customerId}
          rowHeight={config.rowHeight}
          headerHeight={config.headerHeight}
          nextLabel={tab.nextLabel}
          label={`${tab.label} ${config.programme}`}
        />
      </RegistrationRowContext.Provider>
      <EditRegistrationDialog config={config} row={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
    </Stack>
  );
}
