import { lazy, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { RowButton } from './row-button';
import { OpenedOnce } from './opened-once';

// The modal loads with the first click: list rows show many of these buttons, their dialog seldom (issue 19: JS budget).
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

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
  /** In a table row: a row button of this size (row-button), not Mantine's. */
  inRow?: 'xs' | 'sm';
}

/** A destructive or money action that asks first, saying what will happen (issue 19). */
export function ConfirmButton({
  label,
  title,
  message,
  confirmLabel,
  keepLabel = 'Keep it',
  onConfirm,
  inRow,
  ...button
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const ask = () => setOpen(true);
  return (
    <>
      {inRow ? (
        <RowButton size={inRow} loading={button.loading ?? false} disabled={button.disabled ?? false} onClick={ask}>
          {label}
        </RowButton>
      ) : (
        <Button {...button} onClick={ask}>
          {label}
        </Button>
      )}
      <OpenedOnce open={open}>
        <ConfirmDialog
          opened={open}
          title={title}
          message={message}
          confirmLabel={confirmLabel}
          keepLabel={keepLabel}
          onKeep={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            onConfirm();
          }}
        />
      </OpenedOnce>
    </>
  );
}
