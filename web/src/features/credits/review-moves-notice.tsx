import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { formatDollars } from '@console/contracts/common/money';
import { formatUsDate } from '@console/contracts/common/dates';
import { countText } from '@console/contracts/common/numbers';
import type { ReviewMove } from '@console/contracts/credits.contract';
import type { BannerMessage } from '../../ui/banner';
import { useReviewMoves, useSettleReview } from './credits-queries';

/** One waiting move: what it was, and the operator's two answers (the first needs the store transaction it matches). */
function ReviewMoveRow({
  move,
  settle,
  busy,
}: {
  move: ReviewMove;
  settle: (body: { landed: true; storeTransactionId: string } | { landed: false }) => void;
  busy: boolean;
}) {
  const [picked, setPicked] = useState<string | null>(move.candidates.length === 1 ? (move.candidates[0]?.id ?? null) : null);
  const label = `${move.transactionType} of ${formatDollars(move.amount)} to ${move.name} (${move.email}), ${move.reference}, ${formatUsDate(move.createdDate)}`;
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm">{move.message}</Text>
      {move.storeError ? <Text size="sm">The store could not be read: {move.storeError}</Text> : null}
      <Group gap="xs" align="end">
        <Select
          label="Store transaction"
          placeholder={move.candidates.length ? 'Pick the one it matches' : 'None found'}
          data={move.candidates.map((c) => ({
            value: c.id,
            label: `${formatDollars(c.amount)} on ${formatUsDate(c.createdAt)} (${c.id.split('/').pop() ?? c.id})`,
          }))}
          value={picked}
          onChange={setPicked}
          size="xs"
          w={260}
        />
        <Button size="xs" disabled={!picked || busy} onClick={() => picked && settle({ landed: true, storeTransactionId: picked })}>
          It landed on the store
        </Button>
        <Button size="xs" variant="default" disabled={busy} onClick={() => settle({ landed: false })}>
          It did not land
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Moves that need an operator: a call whose answer was lost and whose transaction cannot
 * be told apart from another's. Shown above the tabs only while there are some.
 */
export function ReviewMovesNotice({ showBanner }: { showBanner: (banner: BannerMessage) => void }) {
  const moves = useReviewMoves();
  const settle = useSettleReview(
    (msg) => showBanner({ status: 'success', title: 'Store credit', text: msg }),
    (error) => showBanner({ status: 'critical', title: 'Store credit', text: error.message }),
  );
  const list = moves.data?.list ?? [];
  if (!list.length) return null;
  return (
    <Alert color="yellow" title={`${countText(list.length, 'store-credit move')} ${list.length === 1 ? 'needs' : 'need'} an operator`}>
      <Stack gap="md">
        {list.map((move) => (
          <ReviewMoveRow key={move.id} move={move} busy={settle.isPending} settle={(body) => settle.mutate({ id: move.id, body })} />
        ))}
      </Stack>
    </Alert>
  );
}
