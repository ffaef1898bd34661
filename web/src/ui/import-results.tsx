import { Anchor, Badge, Group, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { jobsContract, type JobStatus } from '@console/contracts/jobs.contract';
import { callApi } from '../app/api-client';

const STATUS_TEXT: Record<JobStatus, string> = { pending: 'Waiting to start', running: 'Running', done: 'Finished', failed: 'Stopped with an error', cancelled: 'Cancelled' };

/** The outcome of each uploaded row (GET /api/jobs/:id), refreshed while the import runs. */
function ImportResultsBody({ jobId }: { jobId: number }) {
  const job = useQuery({
    queryKey: ['jobs', jobId],
    queryFn: ({ signal }) => callApi(jobsContract.detail, { params: { id: jobId }, signal }),
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'done' || query.state.data.status === 'failed') ? false : 2000),
  });
  if (job.isError) return <Text c="red">Could not load the import results.</Text>;
  if (!job.data) return <Loader size="sm" aria-label="Loading import results" />;
  const { status, outcomes, lastError } = job.data;
  const failed = outcomes.filter((o) => o.status === 'failed');
  const done = outcomes.length - failed.length;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Badge color={status === 'failed' ? 'red' : status === 'done' ? 'teal' : 'gray'} variant="light">
          {STATUS_TEXT[status]}
        </Badge>
        <Text size="sm">
          {done} {done === 1 ? 'row' : 'rows'} imported, {failed.length} failed
        </Text>
      </Group>
      {lastError && <Text size="sm" c="red">{lastError}</Text>}
      {failed.length > 0 && (
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
      )}
      <Text size="xs" c="dimmed">
        Row 1 is the first row under the headers.
      </Text>
    </Stack>
  );
}

export function ImportResults({ jobId }: { jobId: number }) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={modal.open}>
        View import results
      </Anchor>
      <Modal opened={opened} onClose={modal.close} title="Import results" size="lg">
        {opened && <ImportResultsBody jobId={jobId} />}
      </Modal>
    </>
  );
}
