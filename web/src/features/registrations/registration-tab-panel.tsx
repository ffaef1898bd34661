import { Suspense, lazy, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { REGISTRATION_TEMPLATE_COLUMNS, type CustomerRow } from '@console/contracts/registrations.contract';
import { callApi } from '../../app/api-client';
import { ListToolbar } from '../../ui/list-toolbar';
import { PagedGrid } from '../../ui/paged-grid';
import { SEARCH_HINT } from '../../ui/search-hints';
import { useSearchedList } from '../../ui/use-searched-list';
import type { RegistrationConfig, RegistrationTab } from './registration-config';
import { registrationColumns } from './registration-columns';
import { REGISTRATION_KEYS } from './registration-query-keys';
import { RegistrationRowContext } from './registration-row-context';
import { DefaultDiscountLimit } from './default-discount-limit';

const customerId = (row: CustomerRow) => row.id;

// The form, its date pickers and validation load with the first Edit, not with the list (issue 19: JS budget).
const EditRegistrationDialog = lazy(() => import('./edit-registration-dialog').then((m) => ({ default: m.EditRegistrationDialog })));

/** One tab of spec 1 §2.2: note and refresh, search, file controls and export, the grid and its pager. */
export function RegistrationTabPanel({ config, tab }: { config: RegistrationConfig; tab: RegistrationTab }) {
  const [editing, setEditing] = useState<CustomerRow | null>(null);
  const firstPage = config.firstPage?.[tab.status];
  const { list, search, setSearch, searchText } = useSearchedList({
    queryKey: REGISTRATION_KEYS[config.programme].list(tab.status),
    fetchPage: (cursor, search, signal) =>
      firstPage && !cursor.direction && search.searchValue === ''
        ? firstPage(signal)
        : callApi(config.calls.list, { params: { status: tab.status }, query: cursor, body: search, signal }),
  });
  const columns = useMemo(() => registrationColumns(config), [config]);
  const report = config.exportFor(tab.status);
  const rowContext = useMemo(() => ({ config, tab, list, openEdit: setEditing }), [config, tab, list]);

  return (
    <Stack gap="md">
      <ListToolbar
        noteAside={config.discountLimit && <DefaultDiscountLimit />}
        search={{ placeholder: SEARCH_HINT, onSearch: setSearch, initialText: searchText }}
        upload={{
          onRows: (rows) => callApi(config.calls.upload, { body: rows }),
          onUploaded: () => void list.reload(),
          templateColumns: REGISTRATION_TEMPLATE_COLUMNS,
          templateFileName: config.templateFileName,
        }}
        exportFile={{
          hasRows: list.rows.length > 0,
          fetchRows: async () => (await callApi(config.calls.exportRows, { params: { status: tab.status }, body: search })).data,
          ...report,
        }}
      />
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
      {editing && (
        <Suspense fallback={null}>
          <EditRegistrationDialog config={config} row={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
