import { useState } from 'react';
import { Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { UploadProblem } from './upload-problem';

export const EXCEL_ACCEPT = '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface FileDropZoneProps {
  onFile: (file: File) => void;
  accept?: string;
  hint?: string;
  busy?: boolean;
  label?: string;
  /** Why the last file was refused (uploadProblemText), said in the zone where it was dropped. */
  problem?: { fileName: string; text: string } | null;
}

/** A zone to drop a file on, or to pick one with its button (keyboard users). */
export function FileDropZone({
  onFile,
  accept = EXCEL_ACCEPT,
  hint = 'Drop an Excel file here',
  busy = false,
  label = 'Select file',
  problem = null,
}: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  return (
    <Paper
      withBorder
      p="lg"
      aria-label={hint}
      style={{ borderStyle: 'dashed', borderWidth: 2, borderColor: over ? 'var(--mantine-color-blue-5)' : undefined }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <Stack align="center" gap="xs">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <FileButton onChange={(file) => file && onFile(file)} accept={accept} inputProps={{ 'aria-label': label }}>
          {(props) => (
            <Button {...props} variant="default" loading={busy}>
              {label}
            </Button>
          )}
        </FileButton>
        <UploadProblem fileName={problem?.fileName} problem={problem?.text ?? null} />
      </Stack>
    </Paper>
  );
}
