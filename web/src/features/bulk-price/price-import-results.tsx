import { Badge, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { LinkModal } from '../../ui/link-modal';
import { useQuery } from '@tanstack/react-query';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import { callApi } from '../../app/api-client';
import { BULK_PRICE_KEYS } from './bulk-price-query-keys';

const money = (v: number | null) => (v === null ? '' : v.toFixed(2));
const percent = (v: number | null) => (v === null ? '' : `${v > 0 ? '+' : ''}${v.toFixed(2)}%`);

function ResultsTable({ jobId }: { jobId: number }) {
  const query = useQuery({
    queryKey: BULK_PRICE_KEYS.named('import', jobId),
    queryFn: ({ signal }) => callApi(bulkPriceContract.importResults, { params: { jobId }, signal }),
    refetchInterval: (q) => (q.state.data?.status === 'done' || q.state.data?.status === 'failed' ? false : 2000),
  });
  if (query.isError) return <Text c="red">Could not load the price changes.</Text>;
  if (!query.data) return <Loader size="sm" aria-label="Loading price changes" />;
  const { results, status } = query.data;
  if (results.length === 0) return <Text size="sm">{status === 'done' ? 'No rows.' : 'The import has not started yet.'}</Text>;
  return (
    <ScrollArea.Autosize mah={420}>
      <Table striped withTableBorder aria-label="Price changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
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
              <Table.Td>{r.row}</Table.Td>
              <Table.Td>{r.sku}</Table.Td>
              <Table.Td ta="right">{money(r.oldPrice)}</Table.Td>
              <Table.Td ta="right">{money(r.newPrice)}</Table.Td>
              <Table.Td ta="right">
                {percent(r.changePercent)}{' '}
                {r.largeChange && (
                  <Badge color="orange" variant="light" size="sm">
                    Over 50%
                  </Badge>
                )}
              </Table.Td>
              <Table.Td c={r.status === 'failed' ? 'red' : undefined}>{r.status === 'failed' ? r.message : 'Scheduled'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
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
