import { JobOutcomes } from './job-outcomes';
import { LinkModal } from './link-modal';

/** 'View import results' after an upload: the job's outcome per row, refreshed while it runs. */
export function ImportResults({ jobId }: { jobId: number }) {
  return (
    <LinkModal label="View import results" title="Import results">
      <JobOutcomes jobId={jobId} />
    </LinkModal>
  );
}
