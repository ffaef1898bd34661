import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { StoreSyncStatus } from '@console/contracts/store-sync.contract';
import { failureText } from '../../ui/call-failure';
import { formatShopTime, useShopTimeZone } from '../../ui/shop-time';
import { PageFrame } from '../../ui/page-frame';
import { TimedMessage, type TimedText } from '../../ui/timed-message';
import { fullLoadText, loadCustomersText, otherShopsText, startFullLoad, useStoreSyncStatus } from './store-sync-queries';
import { groupedNumber } from '@console/contracts/common/numbers';
import { PrimaryButton } from '../../ui/page-primary';

/** 95 -> '1 min 35 s'; the lag is how old a store change the mirror may still lack. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days`;
}

function LoadCell({ load }: { load: StoreSyncStatus['lastFullLoad'] }) {
  if (!load) return <>Never</>;
  const tone = load.status === 'done' ? 'teal' : load.status === 'failed' ? 'red' : 'blue';
  return (
    <Group gap="xs">
      <Badge color={tone} variant="light">
        {load.status === 'done' ? 'Done' : load.status === 'failed' ? 'Failed' : 'Running'}
      </Badge>
      <Text size="sm">
        {formatShopTime(load.finishedAt ?? load.startedAt)} · {loadCustomersText(load)} ·{' '}
        <Anchor component={Link} to="/jobs" size="sm">
          job {load.jobId}
        </Anchor>
      </Text>
    </Group>
  );
}

/** /store-sync: the connected store and how far the console's customer mirror is from it (docs/outside-interfaces.md 'Shopify'). */
export function StoreSyncPage() {
  const [message, setMessage] = useState<TimedText | null>(null);
  const [starting, setStarting] = useState(false);
  const status = useStoreSyncStatus();
  const data = status.data;
  // Drawn again on the shop's clock once its zone is known.
  useShopTimeZone();

  async function runFullLoad() {
    setStarting(true);
    try {
      setMessage({ text: fullLoadText(await startFullLoad()), tone: 'success' });
      await status.refetch();
    } catch (error) {
      setMessage({ text: failureText('The full load did not start', error), tone: 'error' });
    } finally {
      setStarting(false);
    }
  }

  const rows: Array<[string, ReactNode]> = data
    ? [
        ['Store', data.connected ? data.store : 'No store connected: the console uses its embedded store.'],
        ['Mirrored customers', groupedNumber(data.mirroredCustomers)],
        ['Last full load', <LoadCell key="load" load={data.lastFullLoad} />],
        ['Last webhook', data.lastWebhookAt ? formatShopTime(data.lastWebhookAt) : 'None received'],
        ["Other shops' webhooks", otherShopsText(data.otherShops, formatShopTime)],
        ['Lag', `${durationText(data.lagSeconds)} (reconciled every ${durationText(data.reconcileSeconds)})`],
        ['Pending writes', String(data.pendingWrites)],
        ['Failed writes', String(data.failedWrites)],
      ]
    : [];

  return (
    <PageFrame title="Store sync">
      <Stack gap="md" maw={900}>
        {status.isError && (
          <Text c="red" size="sm">
            {failureText('Could not load the store sync status', status.error)}
          </Text>
        )}
        {status.isLoading && <Text size="sm">Please wait while loading</Text>}
        {data?.uninstalledAt && (
          <Alert color="orange" variant="light" title="The app is uninstalled from the store">
            Since {formatShopTime(data.uninstalledAt)} nothing is sent to the store: reconciliation, full loads and queued writes wait (none
            is lost) until the app is installed again and opened from the store&apos;s admin.
          </Alert>
        )}
        {data && (
          <Table withTableBorder variant="vertical" layout="fixed" aria-label="Store sync status">
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={200}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group>
          <Button variant="default" onClick={() => void status.refetch()} loading={status.isFetching && !starting}>
            Refresh
          </Button>
          <PrimaryButton
            onClick={() => void runFullLoad()}
            disabled={!data?.connected || data.uninstalledAt !== null || data.lastFullLoad?.status === 'running'}
            loading={starting}
          >
            Run a full load
          </PrimaryButton>
        </Group>
        <TimedMessage message={message} />
        <Title order={3} size="h5">
          Errors
        </Title>
        {data && data.errors.length === 0 && <Text size="sm">No errors.</Text>}
        {data && data.errors.length > 0 && (
          <Table withTableBorder aria-label="Store sync errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={170}>When</Table.Th>
                <Table.Th w={260}>What</Table.Th>
                <Table.Th>Error</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.errors.map((e, i) => (
                <Table.Tr key={`${e.at}-${i}`}>
                  <Table.Td>{formatShopTime(e.at)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.what}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </PageFrame>
  );
}
