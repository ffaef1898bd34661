import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { JOB_STATUS_LABELS, jobOutcomeLabel } from '@console/contracts/jobs.contract';
import { JobFiles } from './job-files';
import { isActive, useJob } from '../api/job-detail';
import { jobHref } from './job-outcomes';
import { uploadCounts, uploadCountsText } from './upload-summary';

export interface UploadJobSummaryProps {
  jobId: number;
  /** Where the imported rows are listed, e.g. 'Approved tab'; said once the job has ended. */
  rowsGoTo?: string;
  /** The spec's sentence after an upload, shown until the job has ended and the list has reloaded (`settled`). */
  uploadedText?: string;
  settled?: boolean;
}

/**
 * After an upload: a link to its job, and once the job has ended what it did (created,
 * updated, failed rows), the error file of the failed rows and where the rows went.
 */
export function UploadJobSummary({ jobId, rowsGoTo, uploadedText, settled = false }: UploadJobSummaryProps) {
  const job = useJob(jobId).data;
  const ended = job !== undefined && !isActive(job.status);
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={`Job ${jobId} of the upload`}>
      {uploadedText && !(ended && settled) && (
        <Text size="sm" c="teal.8">
          {uploadedText}
        </Text>
      )}
      <Anchor component={Link} to={jobHref(jobId)} size="sm">
        Job {jobId}
      </Anchor>
      {job && (
        // A job that failed rows says so in the words of the Jobs screen, not a green Done.
        <Text size="sm" fw={ended && job.failedRows > 0 ? 600 : undefined} c={ended && job.failedRows > 0 ? 'red.8' : undefined}>
          {ended ? `${jobOutcomeLabel(job)}: ${uploadCountsText(uploadCounts(job.outcomes))}.` : `${JOB_STATUS_LABELS[job.status]}…`}
        </Text>
      )}
      {ended && job.lastError && (
        <Text size="sm" c="red.8">
          {job.lastError}
        </Text>
      )}
      {ended && rowsGoTo && <Text size="sm">Imported rows are on {rowsGoTo}.</Text>}
      {ended && <JobFiles job={job} />}
    </Group>
  );
}
