import { useEffect, useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { SYNC_POLL_AFTER_START_MS } from '@console/contracts/search-sync.contract';
import { logFailure } from '../../ui/log';
import { cardName } from '../../ui/card-name';
import { PageFrame } from '../../ui/page-frame';
import { TimedMessage, type TimedText } from '../../ui/timed-message';
import { startSearchSync, useSearchSyncStatus } from './search-sync-queries';
import { PrimaryButton } from '../../ui/page-primary';

/** The menu's name for the screen, not the partner's. */
const TITLE = cardName('/solr');

/** MM/DD/YYYY h:mm:ss A (docs/functions/commerce-tools.md §9), in the browser's time. */
function displayTime(iso: string | null): string {
  if (!iso) return '—';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hour = d.getHours() % 12 || 12;
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${hour}:${pad(d.getMinutes())}:${pad(d.getSeconds())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** /solr (docs/functions/commerce-tools.md §2.7, §4): the last sync, Refresh status and Start SOLR sync; polls while a sync runs. */
export function SearchSyncPage() {
  const [message, setMessage] = useState<TimedText | null>(null);
  const [starting, setStarting] = useState(false);
  const status = useSearchSyncStatus();
  const { refetch } = status;

  const [pollSoon, setPollSoon] = useState(0);
  useEffect(() => {
    if (pollSoon === 0) return;
    // docs/functions/commerce-tools.md §4: after a start the status is re-fetched after 5 s.
    const timer = setTimeout(() => void refetch(), SYNC_POLL_AFTER_START_MS);
    return () => clearTimeout(timer);
  }, [pollSoon, refetch]);

  async function start() {
    setStarting(true);
    try {
      const answer = await startSearchSync();
      setMessage(
        answer.result ? { text: 'SOLR sync started successfully', tone: 'success' } : { text: 'SOLR sync did not start', tone: 'error' },
      );
      await refetch();
      setPollSoon((n) => n + 1);
    } catch (error) {
      logFailure('Starting the SOLR sync failed', error);
      setMessage({ text: 'SOLR sync did not start', tone: 'error' });
    } finally {
      setStarting(false);
    }
  }

  const data = status.data;
  return (
    <PageFrame title={TITLE}>
      <Stack gap="md" maw={720}>
        <Table withTableBorder variant="vertical" layout="fixed" aria-label="Last sync">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>Date</Table.Th>
              <Table.Td>{status.isLoading ? 'Please wait while loading' : displayTime(data?.EventDate ?? null)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Last Sync status</Table.Th>
              <Table.Td>
                {status.isError ? (
                  <Text c="red" size="sm">
                    Could not load the sync status.
                  </Text>
                ) : (
                  (data?.status ?? '')
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Notes</Table.Th>
              <Table.Td>
                {(data?.Notes ?? '')
                  .split(',')
                  .filter((n) => n.trim())
                  .map((note) => (
                    <Text key={note} size="sm">
                      {note.trim()}
                    </Text>
                  ))}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group>
          <Button variant="default" onClick={() => void refetch()} loading={status.isFetching && !starting}>
            Refresh status
          </Button>
          <PrimaryButton onClick={() => void start()} disabled={!data?.completed} loading={starting}>
            Start SOLR sync
          </PrimaryButton>
        </Group>
        <TimedMessage message={message} />
      </Stack>
    </PageFrame>
  );
}
