import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { filesContract } from '@console/contracts/files.contract';
import { jobsContract, type JobRow } from '@console/contracts/jobs.contract';
import { callApi } from '../../app/api-client';
import { downloadApiFile } from '../../app/api-download';
import { useActionFeedback } from '../../ui/action-feedback';
import { ConfirmButton } from '../../ui/confirm-button';
import { jobTitle } from '../../ui/job-outcomes';
import { logFailure } from '../../ui/log';

export interface JobActionsProps {
  job: JobRow;
  /** After a retry or cancel: the list and the job's detail load again. */
  onChanged: () => void;
}

/** Retry a failed job, Cancel one that is waiting or running. */
export function JobControls({ job, onChanged }: JobActionsProps) {
  const feedback = useActionFeedback();
  const name = `job ${job.id} (${jobTitle(job)})`;
  const retry = useMutation({
    mutationFn: () => callApi(jobsContract.retry, { params: { id: job.id } }),
    onSuccess: () => {
      feedback.success(`Started ${name} again.`);
      onChanged();
    },
    onError: (error) => feedback.failure(`Retrying ${name} failed`, error, () => retry.mutate()),
  });
  const cancel = useMutation({
    mutationFn: () => callApi(jobsContract.cancel, { params: { id: job.id } }),
    onSuccess: () => {
      feedback.success(`Cancelled ${name}.`);
      onChanged();
    },
    onError: (error) => feedback.failure(`Cancelling ${name} failed`, error, () => cancel.mutate()),
  });
  return (
    <Group gap={6} wrap="nowrap">
      {job.canRetry && (
        <Button size="compact-sm" variant="light" loading={retry.isPending} onClick={() => retry.mutate()}>
          Retry
        </Button>
      )}
      {job.canCancel && (
        <ConfirmButton
          size="compact-sm"
          variant="light"
          color="red"
          loading={cancel.isPending}
          label="Cancel"
          title={`Cancel job ${job.id}?`}
          message={job.status === 'pending' ? `${jobTitle(job)} will not run. Retry on this screen runs it again.` : `${jobTitle(job)} will stop at its next step; what it already did stays done. Retry on this screen runs it again.`}
          confirmLabel="Cancel job"
          keepLabel="Keep job"
          onConfirm={() => cancel.mutate()}
        />
      )}
    </Group>
  );
}

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
      {resultFileId !== null && <DownloadButton label="Download" load={() => downloadApiFile(filesContract.download, { id: resultFileId }, job.resultFileName ?? `Job_${job.id}.xlsx`)} />}
      {errorFile && <DownloadButton label="Error file" load={() => downloadApiFile(jobsContract.errorFile, { id: job.id }, `Job_${job.id}_errors.xlsx`)} />}
    </Group>
  );
}
