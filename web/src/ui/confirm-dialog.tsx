import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  /** What goes, one line each (e.g. the domains of a Delete selected), under the message. */
  items?: readonly string[];
  confirmLabel: string;
  keepLabel: string;
  /** Red for what cannot be undone (the default); blue for a question that only leaves, e.g. unsaved edits. */
  tone?: 'destructive' | 'neutral';
  onKeep: () => void;
  onConfirm: () => void;
}

/** Lines past this many are counted, not listed: the dialog stays one screen high in the frame. */
const LISTED_ITEMS = 8;

/** The one question before a destructive action: what will go, Keep it (focused) or go ahead. */
export function ConfirmDialog({
  opened,
  title,
  message,
  items,
  confirmLabel,
  keepLabel,
  tone = 'destructive',
  onKeep,
  onConfirm,
}: ConfirmDialogProps) {
  const shown = items?.slice(0, LISTED_ITEMS) ?? [];
  const more = (items?.length ?? 0) - shown.length;
  return (
    <Modal opened={opened} onClose={onKeep} title={title} centered>
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {shown.length > 0 && (
          <Stack component="ul" gap={2} m={0} pl="lg" aria-label="What goes">
            {shown.map((item) => (
              <Text component="li" size="sm" fw={500} key={item}>
                {item}
              </Text>
            ))}
            {more > 0 && (
              <Text component="li" size="sm" c="dimmed">
                and {more} more
              </Text>
            )}
          </Stack>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep} data-autofocus>
          {keepLabel}
        </Button>
        <Button color={tone === 'destructive' ? 'red' : undefined} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
