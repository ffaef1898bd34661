import { useState } from 'react';
import { Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { LargePriceChange } from '@console/contracts/bulk-price.contract';
import { sheetLine } from '@console/contracts/jobs.contract';
import { largeChangeText, type LargeChangeSubject } from './large-change-text';
import { formatMoney, formatPercent, SHEET_LINES_NOTE } from './price-text';

export interface LargeChangeDialogProps {
  /** The prices that move by more than 50%; null while nothing waits for an answer. */
  changes: readonly LargePriceChange[] | null;
  /** What is asked about: an upload's file (its lines shown), or the one price of the Edit dialog. */
  subject: LargeChangeSubject;
  onSchedule: () => void;
  onFix: () => void;
}

/** Asked before prices that move by more than 50% are sent: schedule them as they are, or fix them first. */
export function LargeChangeDialog({ changes, subject, onSchedule, onFix }: LargeChangeDialogProps) {
  // While the modal fades out after an answer, keep the prices it showed rather than 'Check 0 …'.
  const [shown, setShown] = useState(changes);
  if (changes !== null && changes !== shown) setShown(changes);
  const rows = shown ?? [];
  const text = largeChangeText(subject, rows);
  const withLines = subject === 'file';
  return (
    // After a file's question the focus goes back to the upload control; the Edit dialog puts it in Price itself.
    <Modal opened={changes !== null} onClose={onFix} title={text.title} size="lg" centered returnFocus={subject === 'file'}>
      <Stack gap="md">
        <Text size="sm">{text.message}</Text>
        <ScrollArea.Autosize mah={320}>
          <Table striped withTableBorder aria-label="Large price changes">
            <Table.Thead>
              <Table.Tr>
                {withLines && <Table.Th w={70}>Line</Table.Th>}
                <Table.Th>SKU</Table.Th>
                <Table.Th ta="right">Store Price</Table.Th>
                <Table.Th ta="right">New Price</Table.Th>
                <Table.Th ta="right">Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.row}>
                  {withLines && <Table.Td>{sheetLine(c.row)}</Table.Td>}
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
        {withLines && (
          <Text size="xs" c="dimmed">
            {SHEET_LINES_NOTE}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onFix} data-autofocus>
            {text.fix}
          </Button>
          <Button onClick={onSchedule}>{text.schedule}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
