import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RETURN_MESSAGES, returnsContract, type OrderDetails, type ReturnRow } from '@console/contracts/returns.contract';
import { callApi } from '../../app/api-client';
import { PageFrame } from '../../ui/page-frame';
import { SearchBox } from '../../ui/search-box';
import { DataGrid } from '../../ui/data-grid';
import { featureQueryKeys } from '../../ui/query-keys';
import { useTimedMessage } from '../../ui/timed-message';
import { BANNER_MS, CreateReturnDialog } from './create-return-dialog';
import { RETURN_COLUMNS } from './return-columns';
import { returnableLines } from './return-form';

const KEYS = featureQueryKeys('returns');

function OrderDetailsTable({ order }: { order: OrderDetails }) {
  return (
    <Table withTableBorder aria-label="Order Details" maw={900}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Order Number</Table.Th>
          <Table.Th>Customer</Table.Th>
          <Table.Th>Total</Table.Th>
          <Table.Th>Fulfillment Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>{order.name}</Table.Td>
          <Table.Td>{order.customer?.displayName ?? ''}</Table.Td>
          <Table.Td>${order.totalPriceSet.shopMoney.amount}</Table.Td>
          <Table.Td>{order.displayFulfillmentStatus}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** /orderReturns (spec 3 §2.5): find an order, see its returns and labels, create a return. */
export function ReturnsPage() {
  // The order shown lives in the URL (`?order=1001`): the palette and a shared link open it, Back returns.
  const [params, setParams] = useSearchParams();
  const value = params.get('order') ?? '';
  const setValue = (order: string) => setParams(order ? { order } : {});
  const [resetKey, setResetKey] = useState(0);
  const [creating, setCreating] = useState(false);
  const banner = useTimedMessage(BANNER_MS);
  const search = useQuery({
    queryKey: KEYS.list(value),
    queryFn: ({ signal }) => callApi(returnsContract.search, { query: { value }, signal }),
    enabled: value !== '',
  });
  // A failed search, or success false, clears the order details (spec 3 §8).
  const found = search.data?.success ? search.data.data : null;
  const order = search.isError ? null : (found?.orderDetails ?? null);
  const returns: ReturnRow[] = search.isError ? [] : (found?.returns ?? []);
  const searched = value !== '' && !search.isLoading;

  return (
    <PageFrame title="Returns" fullWidth>
      <Stack gap="md">
        <Group gap="md" align="flex-start">
          <SearchBox key={resetKey} placeholder="Enter the Order Number" onSearchText={setValue} label="Order number" width={280} initialText={value} />
          <Button
            variant="default"
            onClick={() => {
              setValue('');
              setResetKey((k) => k + 1);
            }}
          >
            Clear
          </Button>
        </Group>
        {banner.message && (
          <Alert color="red" role="alert" py="xs" maw={900}>
            {banner.message.text}
          </Alert>
        )}
        {searched && !order && (
          <Text role="status" fw={500} c="dimmed">
            {RETURN_MESSAGES.noRecords}
          </Text>
        )}
        {order && (
          <Paper withBorder p="md" radius="sm">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={4}>Order Details</Title>
                <Button onClick={() => setCreating(true)} disabled={returnableLines(order).length === 0}>
                  Create Return
                </Button>
              </Group>
              <OrderDetailsTable order={order} />
              <Title order={5}>Returns</Title>
              {/* Fourteen columns scroll sideways; every cell stays in the page for search and screen readers. */}
              <DataGrid rows={returns} columnDefs={RETURN_COLUMNS} getRowId={(r) => String(r.id)} loading={search.isFetching} label="Returns" allColumns />
            </Stack>
          </Paper>
        )}
        <CreateReturnDialog
          order={order}
          opened={creating}
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            void search.refetch();
          }}
          onGenericError={() => {
            setCreating(false);
            banner.show(RETURN_MESSAGES.generic, 'error');
          }}
        />
      </Stack>
    </PageFrame>
  );
}
