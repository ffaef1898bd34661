import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { MAIL_STATUSES, MAIL_STATUS_LABELS, type MailRow, type MailStatus } from '@console/contracts/mail.contract';
import { LIST_URL_PARAMS, statusChange, useListUrl } from '../../ui/list-url-state';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { useShopTimeZone } from '../../ui/shop-time';
import { mailColumns } from './mail-columns';
import { MailMessageDialog } from './mail-message-dialog';
import { SETTLE_MS, useMailList, useResendMail } from './mail-queries';

const ALL = 'all';
const FILTERS = [{ value: ALL, label: 'All' }, ...MAIL_STATUSES.map((status) => ({ value: status, label: MAIL_STATUS_LABELS[status] }))];

const mailId = (row: MailRow) => String(row.id);

/** The outbox inside the screen's frame, so Resend reports where the eye is (the frame's message). */
function MailOutbox() {
  // The status filter lives in the URL with the list's page: a reload shows the same page of the same filter.
  const [params, changeUrl] = useListUrl();
  const status: MailStatus | typeof ALL = MAIL_STATUSES.find((s) => s === params.get(LIST_URL_PARAMS.status)) ?? ALL;
  const setStatus = (next: MailStatus | typeof ALL) => changeUrl(statusChange(next === ALL ? null : next));
  const [open, setOpen] = useState<MailRow | null>(null);
  const list = useMailList(status === ALL ? null : status);
  const { reload } = list;
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settleTimer.current), []);
  const resend = useResendMail(() => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => void reload(), SETTLE_MS);
  });
  const { mutate } = resend;
  const resending = resend.isPending ? (resend.variables?.id ?? null) : null;
  // Drawn again on the shop's clock once its zone is known.
  const zone = useShopTimeZone();
  const columns = useMemo(
    () => mailColumns({ onOpen: setOpen, onResend: (row) => mutate(row), resending, zone }),
    [mutate, resending, zone],
  );

  return (
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
          Refresh
        </Button>
      </Group>
      <PagedGrid list={list} columnDefs={columns} getRowId={mailId} label="Messages" stateInUrl />
      <MailMessageDialog row={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

/**
 * /mail: the outbox of invitations and reports, with their status and text, and 'Resend' (docs/conventions.md 'How the server behaves').
 */
export function MailPage() {
  return (
    <PageFrame title="Mail" fullWidth>
      <MailOutbox />
    </PageFrame>
  );
}
