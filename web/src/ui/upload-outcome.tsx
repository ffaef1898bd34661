import { Suspense, lazy } from 'react';
import { CloseButton, Group, Text } from '@mantine/core';
import classes from './upload-button.module.css';

// The job's results (a modal, a table, the jobs contract) load after an upload, not with every list (JS budget).
const UploadResults = lazy(() => import('./upload-results').then((m) => ({ default: m.UploadResults })));

export interface UploadOutcomeProps {
  /** The upload's job; null when the call answered without one (the sentence alone then). */
  jobId: number | null;
  /** The sentence said once the file was taken, until the job has ended and the list was read again. */
  uploadedText: string;
  /** The list has been read again since the upload: a known result replaces the sentence from then on. */
  settled: boolean;
  rowsGoTo?: string;
  onDismiss: () => void;
}

/**
 * What became of a file that was taken: the sentence, then its job's outcome when it ends (counts,
 * 'Completed with errors', the error file), in a box with its own close, on the screen that sent it.
 */
export function UploadOutcome({ jobId, uploadedText, settled, rowsGoTo, onDismiss }: UploadOutcomeProps) {
  const sentence = (
    <Text size="sm" c="teal.8">
      {uploadedText}
    </Text>
  );
  return (
    <div className={classes.result} role="status">
      <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
        {jobId === null ? (
          sentence
        ) : (
          <Suspense fallback={sentence}>
            <UploadResults jobId={jobId} rowsGoTo={rowsGoTo} uploadedText={uploadedText} settled={settled} />
          </Suspense>
        )}
        <CloseButton size="sm" aria-label="Dismiss" onClick={onDismiss} />
      </Group>
    </div>
  );
}
