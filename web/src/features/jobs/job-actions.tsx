import { Button, Group } from '@mantine/core';
import type { JobRow } from '@console/contracts/jobs.contract';
import { ConfirmButton } from '../../ui/confirm-button';
import { jobTitle, useJobAction } from './jobs-queries';

/** Retry a failed job, Cancel one that is waiting or running (asking first, saying what will happen). */
export function JobControls({ job }: { job: JobRow }) {
  const retry = useJobAction('retry');
  const cancel = useJobAction('cancel');
  return (
    <Group gap={6} wrap="nowrap">
      {job.canRetry && (
        <Button size="compact-sm" variant="light" loading={retry.isPending} onClick={() => retry.mutate(job)}>
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
          message={
            job.status === 'pending'
              ? `${jobTitle(job)} will not run. Retry on this screen runs it again.`
              : `${jobTitle(job)} will stop at its next step; what it already did stays done. Retry on this screen runs it again.`
          }
          confirmLabel="Cancel job"
          keepLabel="Keep job"
          onConfirm={() => cancel.mutate(job)}
        />
      )}
    </Group>
  );
}
