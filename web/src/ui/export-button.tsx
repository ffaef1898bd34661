import { useState } from 'react';
import { Button } from '@mantine/core';
import type { ExcelColumn } from './excel-export';
import { downloadFile } from './download-file';
import { logFailure } from './log';

export interface ExportButtonProps<T> {
  /** docs/functions/shell-students-staff.md §2.2: shown only when the grid has rows. */
  hasRows: boolean;
  fetchRows: () => Promise<T[]>;
  columns: ReadonlyArray<ExcelColumn<T>>;
  /** e.g. `Student_Approved_Report_`; the file is `<prefix><timestamp>.xlsx`. */
  fileNamePrefix: string;
  /** Reports with a title get it in row 1, a created-on stamp in row 2 and headers in row 9. */
  title?: string;
  label?: string;
}

/**
 * 'Export Excel': fetches the rows, writes the .xlsx in the browser; a failure is only logged (docs/functions/shell-students-staff.md §8).
 */
export function ExportButton<T>({ hasRows, fetchRows, columns, fileNamePrefix, title, label = 'Export Excel' }: ExportButtonProps<T>) {
  const [busy, setBusy] = useState(false);
  if (!hasRows) return null;

  async function exportRows() {
    setBusy(true);
    try {
      // exceljs is large: it loads with the first export.
      const [rows, excel] = await Promise.all([fetchRows(), import('./excel-export')]);
      const now = new Date();
      const bytes = await excel.workbookBytes({ columns, rows, title, createdOn: now });
      downloadFile(excel.exportFileName(fileNamePrefix, now), bytes, excel.XLSX_MIME);
    } catch (error) {
      logFailure('Export failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="default" onClick={() => void exportRows()} loading={busy}>
      {label}
    </Button>
  );
}
