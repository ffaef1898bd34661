import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { PageQuery } from '@console/contracts/common/paging';
import { MAIL_STATUSES, mailContract, type MailRow, type MailStatus } from '@console/contracts/mail.contract';
import { callApi } from '../../app/api-client';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { usePagedList } from '../../ui/use-paged-list';
import { STATUS_LABELS, mailColumns } from './mail-columns';
import { MAIL_KEYS } from './mail-query-keys';

const ALL = 'all';
/** A message sent again is queued at once and usually sent within a moment: look again then. */
const SETTLE_MS = 2000;
const FILTERS = [{ value: ALL, label: 'All' }, ...MAIL_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];

const mailId = (row: MailRow) => String(row.id);

/** /mail: the outbox of invitations and reports, with their status, and 'Send again' (DESIGN.md §5). */
export function MailPage() {
  const [status, setStatus] = useState<MailStatus | typeof ALL>(ALL);
  const fetchPage = useCallback(
    (cursor: PageQuery, signal: AbortSignal) => callApi(mailContract.list, { query: cursor, body: status === ALL ? {} : { status }, signal }),
    [status],
  );
  const list = usePagedList({ queryKey: MAIL_KEYS.list(status), fetchPage });
  const { reload } = list;
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const columns = useMemo(
    () =>
      mailColumns(() => {
        void reload();
        clearTimeout(settleTimer.current);
        settleTimer.current = setTimeout(() => void reload(), SETTLE_MS);
      }),
    [reload],
  );

  return (
    <PageFrame title="Mail" fullWidth>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="md">
          <Group gap="sm" align="center">
            <Text size="sm" fw={500} id="mail-status-filter">
              Status
            </Text>
            <SegmentedControl
              aria-labelledby="mail-status-filter"
              data={FILTERS}
              value={status}
              onChange={(value) => setStatus(MAIL_STATUSES.find((s) => s === value) ?? ALL)}
            />
          </Group>
          <Button variant="default" onClick={() => void reload()} loading={list.loading}>
            Reload
          </Button>
        </Group>
        <PagedGrid list={list} columnDefs={columns} getRowId={mailId} label="Messages" />
      </Stack>
    </PageFrame>
  );
}
