import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import type { CustomerRow } from '@console/contracts/registrations.contract';
import { REGISTRATION_TEMPLATE_COLUMNS } from '@console/contracts/registrations.routes';
import { ListToolbar } from '../../ui/list-toolbar';
import { PagedGrid } from '../../ui/paged-grid';
import { SEARCH_HINT } from '../../ui/search-hints';
import { uploadedRowsGoTo, type RegistrationConfig, type RegistrationTab } from './registration-config';
import { registrationColumns } from './registration-columns';
import { RegistrationRowContext } from './registration-row-context';
import { DefaultDiscountLimit } from './default-discount-limit';
import { BulkMoveBar } from './bulk-move-bar';
import { registrationExportRows, uploadRegistrations, useMoveRegistrations, useRegistrationList } from './registration-queries';

const customerId = (row: CustomerRow) => row.id;

// The form, its date pickers and validation load with the first Edit, not with the list (JS budget).
const EditRegistrationDialog = lazy(() => import('./edit-registration-dialog').then((m) => ({ default: m.EditRegistrationDialog })));

/** One tab of docs/functions/shell-students-staff.md §2.2: note and refresh, search, file controls and export, the grid and its pager. */
export function RegistrationTabPanel({ config, tab }: { config: RegistrationConfig; tab: RegistrationTab }) {
  const [editing, setEditing] = useState<CustomerRow | null>(null);
  // Chosen rows stay chosen across pages, so more than a page can be approved at once.
  const [chosen, setChosen] = useState<ReadonlyMap<string, CustomerRow>>(new Map());
  const { list, search, setSearch, searchText } = useRegistrationList(config, tab);
  const removeRows = list.removeRows;
  const removeMoved = useCallback(
    (remove: (row: CustomerRow) => boolean) => {
      removeRows(remove);
      setChosen((old) => new Map([...old].filter(([, row]) => !remove(row))));
    },
    [removeRows],
  );
  const move = useMoveRegistrations(config, tab, removeMoved);
  const keepSelected = useMemo(
    () => ({
      ids: new Set(chosen.keys()),
      onRowSelected: (row: CustomerRow, on: boolean) =>
        setChosen((old) => {
          const next = new Map(old);
          if (on) next.set(row.id, row);
          else next.delete(row.id);
          return next;
        }),
    }),
    [chosen],
  );
  const columns = useMemo(() => registrationColumns(config, tab), [config, tab]);
  const report = config.exportFor(tab.status);
  const rowContext = useMemo(() => ({ config, tab, list, move, openEdit: setEditing }), [config, tab, list, move]);

  return (
    <Stack gap="md">
      <ListToolbar
        noteAside={config.discountLimit && <DefaultDiscountLimit keys={config.keys} />}
        search={{ placeholder: SEARCH_HINT, onSearch: setSearch, initialText: searchText }}
        upload={{
          onRows: (rows) => uploadRegistrations(config, rows),
          onUploaded: () => void list.reload(),
          templateColumns: REGISTRATION_TEMPLATE_COLUMNS,
          templateFileName: config.templateFileName,
          rowsGoTo: uploadedRowsGoTo(config),
        }}
        exportFile={{
          hasRows: list.rows.length > 0,
          fetchRows: () => registrationExportRows(config, tab.status, search),
          ...report,
        }}
      />
      <RegistrationRowContext.Provider value={rowContext}>
        <BulkMoveBar selected={[...chosen.values()]} onClear={() => setChosen(new Map())} />
        <PagedGrid
          list={list}
          columnDefs={columns}
          getRowId={customerId}
          rowHeight={config.rowHeight}
          headerHeight={config.headerHeight}
          nextLabel={tab.nextLabel}
          label={`${tab.label} ${config.programme}`}
          countNoun={tab.label.toLowerCase()}
          keepSelected={keepSelected}
          stateInUrl
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
