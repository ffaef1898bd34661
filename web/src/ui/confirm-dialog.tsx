import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  onKeep: () => void;
  onConfirm: () => void;
}

/** The question of a ConfirmButton: what will happen, Keep it or go ahead. */
export function ConfirmDialog({ opened, title, message, confirmLabel, keepLabel, onKeep, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onKeep} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep} data-autofocus>
          {keepLabel}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
