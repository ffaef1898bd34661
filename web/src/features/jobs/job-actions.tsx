import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { jobsContract, type JobRow } from '@console/contracts/jobs.contract';
import { callApi } from '../../app/api-client';
import { useActionFeedback } from '../../ui/action-feedback';
import { ConfirmButton } from '../../ui/confirm-button';
import { jobTitle } from '../../ui/job-outcomes';

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
