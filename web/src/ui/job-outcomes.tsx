import { Badge, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { jobOutcomeLabel, sheetLine, type JobRow, type JobStatus } from '@console/contracts/jobs.contract';
import { useJob } from '../api/job-detail';

export const JOB_STATUS_COLORS: Record<JobStatus, string> = {
  pending: 'gray',
  running: 'blue',
  done: 'teal',
  failed: 'red',
  cancelled: 'orange',
};

/** The Jobs screen's URL parameter of the open job: `/jobs?job=12` opens job 12's details. */
export const JOB_PARAM = 'job';
export const jobHref = (jobId: number): string => `/jobs?${JOB_PARAM}=${jobId}`;

/** A done job with failed rows is not the green of a clean one: it needs the operator's look. */
const COMPLETED_WITH_ERRORS_COLOR = 'yellow';

export function jobOutcomeColor(job: Pick<JobRow, 'status' | 'failedRows'>): string {
  return job.status === 'done' && job.failedRows > 0 ? COMPLETED_WITH_ERRORS_COLOR : JOB_STATUS_COLORS[job.status];
}

/** The job's state as one badge: its word ('Completed with errors' for a done job with failed rows) in its colour. */
export function JobStatusBadge({ job, title }: { job: Pick<JobRow, 'status' | 'failedRows'>; title?: string }) {
  return (
    // A dot in the status colour beside dark text: the light variant's tinted text read at 4.32:1 (axe).
    <Badge color={jobOutcomeColor(job)} variant="dot" title={title} style={{ flexShrink: 0 }}>
      {jobOutcomeLabel(job)}
    </Badge>
  );
}

const rowsWord = (n: number) => (n === 1 ? 'row' : 'rows');

/** '8 rows imported, 1 row failed': what the rows did so far, words agreeing with their numbers. */
export function outcomeCountsText(done: number, failed: number): string {
  return `${done} ${rowsWord(done)} imported, ${failed} ${rowsWord(failed)} failed`;
}

/** Status, rows done and failed, the job's error and the failed rows with their sheet line, e-mail and reason. */
export function JobOutcomes({ jobId }: { jobId: number }) {
  const job = useJob(jobId);
  if (job.isError) return <Text c="red">Could not load the import results.</Text>;
  if (!job.data) return <Loader size="sm" aria-label="Loading import results" />;
  const { outcomes, lastError, failedRowEmails } = job.data;
  const failed = outcomes.filter((o) => o.status === 'failed');
  const done = outcomes.length - failed.length;
  const withEmails = failed.some((o) => failedRowEmails[String(o.row)]);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <JobStatusBadge job={job.data} />
        {outcomes.length > 0 && <Text size="sm">{outcomeCountsText(done, failed.length)}</Text>}
      </Group>
      {lastError && (
        <Text size="sm" c="red">
          {lastError}
        </Text>
      )}
      {failed.length > 0 && (
        <>
          <ScrollArea.Autosize mah={360}>
            <Table striped withTableBorder aria-label="Rows that failed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>Line</Table.Th>
                  {withEmails && <Table.Th>Email</Table.Th>}
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {failed.map((o) => (
                  <Table.Tr key={o.row}>
                    <Table.Td>{sheetLine(o.row)}</Table.Td>
                    {withEmails && <Table.Td style={{ overflowWrap: 'anywhere' }}>{failedRowEmails[String(o.row)] ?? ''}</Table.Td>}
                    <Table.Td>{o.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Text size="xs" c="dimmed">
            Lines as in your spreadsheet: line 1 is the header row.
          </Text>
        </>
      )}
    </Stack>
  );
}
