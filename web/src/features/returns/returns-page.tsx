import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { RETURN_MESSAGES, type OrderDetails, type ReturnRow } from '@console/contracts/returns.contract';
import { showToast } from '../../ui/toast';
import { PageFrame } from '../../ui/page-frame';
import { SearchBox } from '../../ui/search-box';
import { DataGrid } from '../../ui/data-grid';
import { shopZoneName, useShopTimeZone } from '../../ui/shop-time';
import { useTimedMessage } from '../../ui/timed-message';
import { BANNER_MS, CreateReturnDialog } from './create-return-dialog';
import { returnColumns, recentReturnColumns } from './return-columns';
import { returnableLines } from './return-form';
import { useOrderSearch, useRecentReturns } from './returns-queries';
import { PrimaryButton } from '../../ui/page-primary';

/** Under each grid: the zone of its times, by name and as the clock says it now ('America/New_York (EST)'). */
function ZoneNote({ zone }: { zone: string }) {
  return <>{`Times in ${zone} (${shopZoneName()}).`}</>;
}

/** Dollars as the operator reads money: thousands separated, 2 decimals. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const moneyText = (amount: string) => (Number.isFinite(Number(amount)) ? dollars.format(Number(amount)) : amount);
/** The store's status name in words: PARTIALLY_FULFILLED reads 'Partially fulfilled'. */
const statusText = (status: string) => status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

/** Returns opens on the newest returns of every order until an order is searched. */
function RecentReturns({ openOrder }: { openOrder: (orderNumber: string) => void }) {
  const recent = useRecentReturns(true);
  const zone = useShopTimeZone();
  const columns = useMemo(() => recentReturnColumns(openOrder, zone), [openOrder, zone]);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Recent returns
      </Title>
      <DataGrid
        rows={recent.data?.returns ?? []}
        columnDefs={columns}
        getRowId={(r) => String(r.id)}
        loading={recent.isFetching}
        failed={recent.isError}
        label="Recent returns"
        stateInUrl
      />
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          <ZoneNote zone={zone} />
        </Text>
        {recent.isError && (
          <Button size="compact-xs" variant="default" onClick={() => void recent.refetch()}>
            Try again
          </Button>
        )}
      </Group>
    </Stack>
  );
}

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
          <Table.Td>{moneyText(order.totalPriceSet.shopMoney.amount)}</Table.Td>
          <Table.Td>{statusText(order.displayFulfillmentStatus)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** /orderReturns (docs/functions/commerce-tools.md §2.5): find an order, see its returns and labels, create a return. */
export function ReturnsPage() {
  // The order shown lives in the URL (`?order=1001`): the palette and a shared link open it, Back returns.
  const [params, setParams] = useSearchParams();
  const value = params.get('order') ?? '';
  const setValue = (order: string) => setParams(order ? { order } : {});
  const [resetKey, setResetKey] = useState(0);
  // A click on a recent return's order searches it, and the search box shows it.
  const openOrder = useCallback(
    (order: string) => {
      setParams({ order });
      setResetKey((k) => k + 1);
    },
    [setParams],
  );
  const [creating, setCreating] = useState(false);
  const banner = useTimedMessage(BANNER_MS);
  const search = useOrderSearch(value);
  // A failed search, or success false, clears the order details (docs/functions/commerce-tools.md §8).
  const found = search.data?.success ? search.data.data : null;
  const order = search.isError ? null : (found?.orderDetails ?? null);
  const returns: ReturnRow[] = search.isError ? [] : (found?.returns ?? []);
  const searched = value !== '' && !search.isLoading;
  const zone = useShopTimeZone();
  const orderColumns = useMemo(() => returnColumns(zone), [zone]);

  return (
    <PageFrame title="Returns" fullWidth>
      <Stack gap="md">
        <Group gap="md" align="flex-start">
          <SearchBox
            key={resetKey}
            placeholder="Enter the Order Number"
            onSearchText={setValue}
            label="Order number"
            width={280}
            initialText={value}
          />
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
                <PrimaryButton onClick={() => setCreating(true)} disabled={returnableLines(order).length === 0}>
                  Create Return
                </PrimaryButton>
              </Group>
              <OrderDetailsTable order={order} />
            </Stack>
          </Paper>
        )}
        {order && (
          // Outside the order's frame: its fourteen columns need the whole width of the area.
          <Stack gap="xs">
            <Title order={5}>Returns</Title>
            <DataGrid
              rows={returns}
              columnDefs={orderColumns}
              getRowId={(r) => String(r.id)}
              loading={search.isFetching}
              label="Returns"
              dense
              stateInUrl
            />
            <Text size="xs" c="dimmed">
              <ZoneNote zone={zone} />
            </Text>
          </Stack>
        )}
        {value === '' && <RecentReturns openOrder={openOrder} />}
        <CreateReturnDialog
          order={order}
          opened={creating}
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            // The spec shows nothing after a return is created; the toast says what changed.
            if (order) showToast(`Return created for order ${order.name}.`);
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
