import { Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { LARGE_CHANGE_PERCENT, type LargePriceChange } from '@console/contracts/bulk-price.contract';
import { formatMoney, formatPercent } from './price-text';

export interface LargeChangeDialogProps {
  /** The prices of the file that move by more than 50%; null while no upload waits for an answer. */
  changes: readonly LargePriceChange[] | null;
  onSchedule: () => void;
  onFix: () => void;
}

/** Asked before an upload is sent when some of its prices move by more than 50%: schedule them as they are, or fix the file first. */
export function LargeChangeDialog({ changes, onSchedule, onFix }: LargeChangeDialogProps) {
  const count = changes?.length ?? 0;
  const noun = count === 1 ? '1 price changes' : `${count} prices change`;
  return (
    <Modal
      opened={changes !== null}
      onClose={onFix}
      title={`Check ${count === 1 ? '1 large price change' : `${count} large price changes`}`}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {noun} by more than {LARGE_CHANGE_PERCENT}% from the store&apos;s price now. Nothing is scheduled yet: fix the file, or schedule
          the prices as they are.
        </Text>
        <ScrollArea.Autosize mah={320}>
          <Table striped withTableBorder aria-label="Large price changes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th ta="right">Store Price</Table.Th>
                <Table.Th ta="right">New Price</Table.Th>
                <Table.Th ta="right">Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(changes ?? []).map((c, n) => (
                <Table.Tr key={`${c.sku}:${n}`}>
                  <Table.Td>{c.sku}</Table.Td>
                  <Table.Td ta="right">{formatMoney(c.oldPrice)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(c.newPrice)}</Table.Td>
                  <Table.Td ta="right" c={c.changePercent < 0 ? 'red.8' : undefined} fw={600}>
                    {formatPercent(c.changePercent)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onFix} data-autofocus>
            Fix the file
          </Button>
          <Button onClick={onSchedule}>{count === 1 ? 'Schedule it' : 'Schedule them'}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
