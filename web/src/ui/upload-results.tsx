import { ImportResults } from './import-results';
import { UploadJobSummary } from './upload-job-summary';

/** What an upload's job did: its row outcomes and its summary (loaded once a file was sent, not with the list). */
export function UploadResults({ jobId, rowsGoTo }: { jobId: number; rowsGoTo?: string }) {
  return (
    <>
      <ImportResults jobId={jobId} />
      <UploadJobSummary jobId={jobId} rowsGoTo={rowsGoTo} />
    </>
  );
}
