import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The button's text, e.g. 'Cancel'. */
  label: string;
  /** The question's title, e.g. 'Cancel job 12?'. */
  title: string;
  /** What will happen, in the operator's words. */
  message: ReactNode;
  /** The confirming button's text, e.g. 'Cancel job'. */
  confirmLabel: string;
  /** The label of the button that leaves things as they are. */
  keepLabel?: string;
  onConfirm: () => void;
}

/** A destructive or money action that asks first, saying what will happen (issue 19). */
export function ConfirmButton({ label, title, message, confirmLabel, keepLabel = 'Keep it', onConfirm, ...button }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
            {keepLabel}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
