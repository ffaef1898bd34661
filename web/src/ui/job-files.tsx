import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { filesContract } from '@console/contracts/files.contract';
import { jobsContract, type JobRow } from '@console/contracts/jobs.contract';
import { downloadApiFile } from '../api/api-download';
import { logFailure } from './log';

function DownloadButton({ label, load }: { label: string; load: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="compact-sm"
      variant="default"
      loading={busy}
      onClick={() => {
        setBusy(true);
        load()
          .catch((error: unknown) => logFailure(`${label} failed`, error))
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

/** The file the job made, and for an ended import with failed rows the error file to fix and upload again. */
export function JobFiles({ job }: { job: JobRow }) {
  const { resultFileId } = job;
  // The server makes the error file once the job has ended (409 before): its failed rows are final then.
  const errorFile = job.failedRows > 0 && job.status !== 'pending' && job.status !== 'running';
  if (resultFileId === null && !errorFile) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {resultFileId !== null && (
        <DownloadButton
          label="Download"
          load={() => downloadApiFile(filesContract.download, { id: resultFileId }, job.resultFileName ?? `Job_${job.id}.xlsx`)}
        />
      )}
      {errorFile && (
        <DownloadButton
          label="Error file"
          load={() => downloadApiFile(jobsContract.errorFile, { id: job.id }, `Job_${job.id}_errors.xlsx`)}
        />
      )}
    </Group>
  );
}
