import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, FileButton, Group, Stack } from '@mantine/core';
import { logFailure } from './log';
import { UploadProblem, uploadProblemText } from './upload-problem';
import { spreadsheetProblem } from './spreadsheet-size';
import type { SheetRow } from './spreadsheet';
import { toCsv } from './csv-text';
import { UploadOutcome } from './upload-outcome';

export const UPLOADED_TEXT = 'File is uploaded to server, check the page few min later';
const ACCEPT = '.csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** docs/functions/shell-students-staff.md §8: without file reading the upload only logs 'This browser does not support HTML5.'. */
function canReadFiles(): boolean {
  return typeof FileReader !== 'undefined' && typeof File !== 'undefined' && typeof File.prototype.text === 'function';
}

export interface UploadButtonProps {
  /** Sends the rows of the first sheet; answers the id of the import job when there is one. */
  onRows: (rows: SheetRow[]) => Promise<{ jobId?: number } | void>;
  /** Called `reloadAfterMs` after a successful upload (docs/functions/shell-students-staff.md §4: the list reloads after 3 s). */
  onUploaded?: () => void;
  reloadAfterMs?: number;
  templateColumns: readonly string[];
  /** e.g. `students_template.csv` */
  templateFileName: string;
  /** The template link's text; 'Download template' by default (the event invite list says 'Download Sample File'). */
  templateLabel?: string;
  label?: string;
  /** Where the imported rows are listed (e.g. 'the Approved tab'), said when the job has ended. */
  rowsGoTo?: string;
  /**
   * Called when reading or sending the file fails, for a screen that shows its own message (then the
   * button shows none); otherwise the button says why under itself. `onRows` may throw a FileRefused
   * to refuse a file it checked, with the words to show.
   */
  onFailed?: (error: unknown) => void;
  /** The sentence once the file was taken; docs/functions/shell-students-staff.md §4's 'File is uploaded…' by default. */
  uploadedText?: string;
}

/** The file chooser for bulk creation (csv, xls, xlsx) with its `Download template` link. */
export function UploadButton({
  onRows,
  onUploaded,
  reloadAfterMs = 3000,
  templateColumns,
  templateFileName,
  templateLabel = 'Download template',
  label = 'Upload file',
  onFailed,
  rowsGoTo,
  uploadedText = UPLOADED_TEXT,
}: UploadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState(false);
  // The list has reloaded after the upload (docs/functions/shell-students-staff.md §4): from then on a known result replaces the sentence.
  const [reloaded, setReloaded] = useState(false);
  const [problem, setProblem] = useState<{ fileName: string; text: string } | null>(null);
  const resetRef = useRef<() => void>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function upload(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    if (!canReadFiles()) {
      logFailure('This browser does not support HTML5.', null);
      return;
    }
    setBusy(true);
    setUploaded(false);
    setReloaded(false);
    setProblem(null);
    try {
      // The reader is large: it loads the first time a file is chosen.
      const { readSpreadsheetFile } = await import('./spreadsheet');
      const answer = await onRows(await readSpreadsheetFile(file));
      setJobId(answer?.jobId ?? null);
      setUploaded(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setReloaded(true);
        onUploaded?.();
      }, reloadAfterMs);
    } catch (error) {
      logFailure('Uploading the file failed', error);
      // Said where the file was chosen: a refused file that shows nothing reads as a file that was taken.
      // A file the browser could not read is said here even where the screen words the other failures.
      if (onFailed && !spreadsheetProblem(error)) onFailed(error);
      else setProblem({ fileName: file.name, text: uploadProblemText(error) });
    } finally {
      setBusy(false);
    }
  }

  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv([templateColumns]))}`;
  return (
    <Stack gap={4} align="flex-start" pos="relative">
      <Group gap="sm" wrap="nowrap">
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPT} resetRef={resetRef} inputProps={{ 'aria-label': label }}>
          {(props) => (
            <Button {...props} variant="default" loading={busy}>
              {label}
            </Button>
          )}
        </FileButton>
        <Anchor href={template} download={templateFileName} size="sm">
          {templateLabel}
        </Anchor>
      </Group>
      <UploadProblem fileName={problem?.fileName} problem={problem?.text ?? null} />
      {uploaded && (
        // With its own close; the stale 'File is uploaded…' gives way to the job's result.
        <UploadOutcome
          jobId={jobId}
          uploadedText={uploadedText}
          settled={reloaded}
          rowsGoTo={rowsGoTo}
          onDismiss={() => setUploaded(false)}
        />
      )}
    </Stack>
  );
}
