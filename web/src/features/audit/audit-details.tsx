import { Modal, Stack, Table, Text } from '@mantine/core';
import type { AuditRow } from '@console/contracts/audit.contract';
import { formatShopTime } from '../../ui/shop-time';
import { readableField, readableValue } from './audit-changes';

export interface AuditDetailsProps {
  row: AuditRow | null;
  onClose: () => void;
}

/** One entry in full: each changed field with its value before and after. */
export function AuditDetails({ row, onClose }: AuditDetailsProps) {
  return (
    <Modal opened={row !== null} onClose={onClose} title="Change details" size="lg">
      {row && (
        <Stack gap="sm">
          <Text size="sm">
            {formatShopTime(row.createdAt)} · {row.operator ?? 'No operator'} · {row.action}
          </Text>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {row.target}
          </Text>
          {row.changes.length === 0 ? (
            <Text size="sm" c="dimmed">
              No field values were recorded for this action.
            </Text>
          ) : (
            <Table striped withTableBorder aria-label="Changed fields">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Before</Table.Th>
                  <Table.Th>After</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {row.changes.map((change) => (
                  <Table.Tr key={change.field}>
                    <Table.Td>{readableField(change.field)}</Table.Td>
                    {/* Shade 9: shade 8 read at 3.74:1 on the striped rows (axe, issue 26). */}
                    <Table.Td c="red.9" style={{ overflowWrap: 'anywhere' }}>
                      {readableValue(change.before)}
                    </Table.Td>
                    <Table.Td c="teal.9" style={{ overflowWrap: 'anywhere' }}>
                      {readableValue(change.after)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Modal>
  );
}
