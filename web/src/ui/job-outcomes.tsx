import { Badge, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { JOB_STATUS_LABELS, type JobStatus } from '@console/contracts/jobs.contract';
import { useJob } from '../features/jobs/jobs-queries';

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

/** Status, rows done and failed, the job's error and the failed rows with their reasons. */
export function JobOutcomes({ jobId }: { jobId: number }) {
  const job = useJob(jobId);
  if (job.isError) return <Text c="red">Could not load the import results.</Text>;
  if (!job.data) return <Loader size="sm" aria-label="Loading import results" />;
  const { status, outcomes, lastError } = job.data;
  const failed = outcomes.filter((o) => o.status === 'failed');
  const done = outcomes.length - failed.length;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {/* A dot in the status colour beside dark text: the light variant's tinted text read at 4.32:1 (axe, issue 26). */}
        <Badge color={JOB_STATUS_COLORS[status]} variant="dot">
          {JOB_STATUS_LABELS[status]}
        </Badge>
        {outcomes.length > 0 && (
          <Text size="sm">
            {done} {done === 1 ? 'row' : 'rows'} imported, {failed.length} failed
          </Text>
        )}
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
                  <Table.Th w={80}>Row</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {failed.map((o) => (
                  <Table.Tr key={o.row}>
                    <Table.Td>{o.row}</Table.Td>
                    <Table.Td>{o.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Text size="xs" c="dimmed">
            Row 1 is the first row under the headers.
          </Text>
        </>
      )}
    </Stack>
  );
}
