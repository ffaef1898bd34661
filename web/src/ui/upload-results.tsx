import { Stack } from '@mantine/core';
import { ImportResults } from './import-results';
import { UploadJobSummary } from './upload-job-summary';

/** What an upload's job did: its row outcomes and its summary (loaded once a file was sent, not with the list). */
export function UploadResults(props: { jobId: number; rowsGoTo?: string; uploadedText: string; settled: boolean }) {
  return (
    <Stack gap={4} miw={0}>
      <UploadJobSummary {...props} />
      <ImportResults jobId={props.jobId} />
    </Stack>
  );
}
