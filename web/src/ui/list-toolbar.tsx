/**
 * ListToolbar: everything above a list's grid, in the order docs/conventions.md 'Look and feel' and docs/functions/shell-students-staff.md
 * §2.2 give it.
 *
 *   ┌ * Please allow few mins to reflect the changes. [Refresh]                      noteAside ┐
 *   │ [search ............] [Search]   filters            controls  [Upload file] [Export Excel]│
 *   └ actions (buttons acting on the list or its selection, a timed message)    [Export Excel] ┘
 *
 * Why: the four list screens each wrote this layout by hand; new screens assemble it from props.
 * How: pass what the screen has; rows without content are left out. The export button sits at the
 * right end of the last row, right above the grid (with the upload when there is no actions row).
 *
 *   <ListToolbar
 *     search={{ placeholder: SEARCH_HINT, onSearch: setSearch, label: 'Search coupons' }}
 *     upload={{ onRows: uploadCoupons,
 *               onUploaded: () => void list.reload(), templateColumns: COUPON_COLUMNS, templateFileName: 'coupons_template.csv' }}
 *     exportFile={{ hasRows: list.rows.length > 0, fetchRows, columns: COUPON_EXPORT_COLUMNS, fileNamePrefix: 'Coupons_Report_' }}
 *     actions={<Button onClick={openCreate}>Add Coupon</Button>}
 *   />
 */
import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { ChangesNote } from './changes-note';
import { ExportButton, type ExportButtonProps } from './export-button';
import { SearchBox, type SearchBoxProps } from './search-box';
import { UploadButton, type UploadButtonProps } from './upload-button';

export interface ListToolbarProps<T> {
  /**
   * The red changes note with Refresh (docs/functions/shell-students-staff.md §2.2); on by default, off for lists that are current at once.
   */
  changesNote?: boolean;
  /** Right of the changes note, e.g. a setting of the list (the default discount limit). */
  noteAside?: ReactNode;
  /** The search box on the left (Enter or Search runs it). */
  search?: SearchBoxProps;
  /** Beside the search, e.g. a status filter. */
  filters?: ReactNode;
  /** Right side, before the file controls, e.g. an option that applies to the upload. */
  controls?: ReactNode;
  /** 'Upload file' with its 'Download template' link. */
  upload?: UploadButtonProps;
  /** 'Export Excel' (shown only when the grid has rows). */
  exportFile?: ExportButtonProps<T>;
  /** A row of buttons under the search: create, act on the selection, their timed message. */
  actions?: ReactNode;
}

export function ListToolbar<T>({
  changesNote = true,
  noteAside,
  search,
  filters,
  controls,
  upload,
  exportFile,
  actions,
}: ListToolbarProps<T>) {
  const exportButton = exportFile && <ExportButton {...exportFile} />;
  const hasSearchRow = search || filters || controls || upload || (exportFile && !actions);
  return (
    <Stack gap="md">
      {(changesNote || noteAside) && (
        <Group justify="space-between" align="flex-end" gap="md">
          {changesNote ? <ChangesNote /> : <span />}
          {noteAside}
        </Group>
      )}
      {hasSearchRow && (
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="md" align="flex-start">
            {search && <SearchBox {...search} />}
            {filters}
          </Group>
          <Group gap="md" align="flex-start" justify="flex-end" wrap={controls ? 'nowrap' : 'wrap'}>
            {controls}
            {upload && <UploadButton {...upload} />}
            {!actions && exportButton}
          </Group>
        </Group>
      )}
      {actions && (
        <Group justify="space-between" align="center" gap="md">
          <Group gap="sm">{actions}</Group>
          {exportButton}
        </Group>
      )}
    </Stack>
  );
}
