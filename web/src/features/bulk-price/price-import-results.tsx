import { Badge, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { LARGE_CHANGE_PERCENT } from '@console/contracts/bulk-price.contract';
import { sheetLine } from '@console/contracts/jobs.contract';
import { LinkModal } from '../../ui/link-modal';
import { useImportResults } from './bulk-price-queries';
import { formatMoney, formatPercent, SHEET_LINES_NOTE } from './price-text';

function ResultsTable({ jobId }: { jobId: number }) {
  const query = useImportResults(jobId);
  if (query.isError) return <Text c="red">Could not load the price changes.</Text>;
  if (!query.data) return <Loader size="sm" aria-label="Loading price changes" />;
  const { results, status } = query.data;
  if (results.length === 0) return <Text size="sm">{status === 'done' ? 'No rows.' : 'The import has not started yet.'}</Text>;
  return (
    <Stack gap="xs">
      <ScrollArea.Autosize mah={420}>
        <Table striped withTableBorder aria-label="Price changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Line</Table.Th>
              <Table.Th>SKU</Table.Th>
              <Table.Th ta="right">Old Price</Table.Th>
              <Table.Th ta="right">New Price</Table.Th>
              <Table.Th ta="right">Change</Table.Th>
              <Table.Th>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((r) => (
              <Table.Tr key={r.row}>
                <Table.Td>{sheetLine(r.row)}</Table.Td>
                <Table.Td>{r.sku}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.oldPrice)}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.newPrice)}</Table.Td>
                <Table.Td ta="right">
                  {formatPercent(r.changePercent)}{' '}
                  {r.largeChange && (
                    <Badge color="orange" variant="light" size="sm">
                      Over {LARGE_CHANGE_PERCENT}%
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td c={r.status === 'failed' ? 'red' : undefined}>{r.status === 'failed' ? r.message : 'Scheduled'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Text size="xs" c="dimmed">
        {SHEET_LINES_NOTE}
      </Text>
    </Stack>
  );
}

/** Per row of the last upload: old price, new price, change in percent, changes above 50% flagged. */
export function PriceImportResults({ jobId }: { jobId: number }) {
  return (
    <LinkModal label="View price changes" title="Price changes of the upload" size="xl">
      <ResultsTable jobId={jobId} />
    </LinkModal>
  );
}
