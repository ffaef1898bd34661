import { Drawer, Group, Stack, Text } from '@mantine/core';
import { JobOutcomes } from '../../ui/job-outcomes';
import { useJob } from '../../api/job-detail';
import { jobTitle } from './jobs-queries';
import { formatShopTime } from '../../ui/shop-time';
import { JobFiles } from '../../ui/job-files';
import { JobControls } from './job-actions';
import { CONSOLE_STARTED, progressText } from './jobs-columns';

export interface JobDrawerProps {
  /** The job opened from the list or a link (`/jobs?job=12`); its detail is loaded (and polled while it runs). */
  jobId: number | null;
  onClose: () => void;
}

function JobDetail({ jobId }: { jobId: number }) {
  const job = useJob(jobId).data;
  return (
    <Stack gap="md">
      {job && (
        <>
          <Text size="sm">
            Started {formatShopTime(job.createdAt)} by {job.startedBy ?? CONSOLE_STARTED} · attempt {job.attempts} of {job.maxAttempts}
            {progressText(job) && ` · ${progressText(job)}`}
          </Text>
          <Group gap="sm">
            <JobFiles job={job} />
            <JobControls job={job} />
          </Group>
        </>
      )}
      <JobOutcomes jobId={jobId} />
    </Stack>
  );
}

/** One job: when and by whom, its files, Retry or Cancel, and each row's outcome for an import. */
export function JobDrawer({ jobId, onClose }: JobDrawerProps) {
  return (
    <Drawer
      opened={jobId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      // The theme names every Modal's ×; a Drawer's needs its own (axe button-name).
      closeButtonProps={{ 'aria-label': 'Close details' }}
      title={jobId === null ? 'Job' : <DrawerTitle jobId={jobId} />}
    >
      {jobId !== null && <JobDetail jobId={jobId} />}
    </Drawer>
  );
}

function DrawerTitle({ jobId }: { jobId: number }) {
  const job = useJob(jobId).data;
  return <>{job ? `${jobTitle(job)} (job ${jobId})` : `Job ${jobId}`}</>;
}
