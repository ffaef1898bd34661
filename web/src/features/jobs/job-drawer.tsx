import { Drawer, Group, Stack, Text } from '@mantine/core';
import type { JobRow } from '@console/contracts/jobs.contract';
import { JobOutcomes, jobTitle, useJob } from '../../ui/job-outcomes';
import { formatLocalTime } from '../../ui/local-time';
import { JobControls, JobFiles } from './job-actions';
import { CONSOLE_STARTED, progressText } from './jobs-columns';

export interface JobDrawerProps {
  /** The row opened from the list; its detail is loaded (and polled while it runs). */
  job: JobRow | null;
  onClose: () => void;
  onChanged: () => void;
}

function JobDetail({ jobId, onChanged }: { jobId: number; onChanged: () => void }) {
  const job = useJob(jobId).data;
  return (
    <Stack gap="md">
      {job && (
        <>
          <Text size="sm">
            Started {formatLocalTime(job.createdAt)} by {job.startedBy ?? CONSOLE_STARTED} · attempt {job.attempts} of {job.maxAttempts}
            {job.progressTotal === null ? '' : ` · ${progressText(job)}`}
          </Text>
          <Group gap="sm">
            <JobFiles job={job} />
            <JobControls job={job} onChanged={onChanged} />
          </Group>
        </>
      )}
      <JobOutcomes jobId={jobId} />
    </Stack>
  );
}

/** One job: when and by whom, its files, Retry or Cancel, and each row's outcome for an import. */
export function JobDrawer({ job, onClose, onChanged }: JobDrawerProps) {
  return (
    <Drawer opened={job !== null} onClose={onClose} position="right" size="lg" title={job ? `${jobTitle(job)} (job ${job.id})` : 'Job'}>
      {job && <JobDetail jobId={job.id} onChanged={onChanged} />}
    </Drawer>
  );
}
