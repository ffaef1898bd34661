import { lazy, useCallback, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { RowButton } from './row-button';
import { OpenedOnce } from './opened-once';
import type { ConfirmDialogProps } from './confirm-dialog';

// The modal loads with the first click: list rows show many of these buttons, their dialog seldom (JS budget).
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** One question: its title names the record, the message says what goes (counts), the buttons say what each does. */
export interface ConfirmQuestion extends Pick<ConfirmDialogProps, 'title' | 'message' | 'items' | 'confirmLabel' | 'tone'> {
  /** The label of the button that leaves things as they are; 'Keep it' unless given. */
  keepLabel?: string;
  onConfirm: () => void;
  /** Keep, Esc or the close button: nothing happens unless the caller has to undo a hold (a blocked navigation). */
  onKeep?: () => void;
}

/**
 * Asks a ConfirmQuestion in the shared dialog: `ask(question)` opens it and `dialog` is rendered once by
 * the caller. For actions that are not one button (grid row buttons, a blocked navigation); a single
 * button uses ConfirmButton.
 */
export function useConfirm(): { ask: (question: ConfirmQuestion) => void; dialog: ReactNode } {
  // The last question stays while the dialog plays its closing transition, so its words do not vanish first.
  const [state, setState] = useState<{ question: ConfirmQuestion; open: boolean } | null>(null);
  const ask = useCallback((question: ConfirmQuestion) => setState({ question, open: true }), []);
  const open = state?.open === true;
  const close = () => setState((old) => (old ? { ...old, open: false } : old));
  const question = state?.question;
  const dialog = (
    <OpenedOnce open={open}>
      {question && (
        <ConfirmDialog
          opened={open}
          title={question.title}
          message={question.message}
          items={question.items}
          confirmLabel={question.confirmLabel}
          keepLabel={question.keepLabel ?? 'Keep it'}
          tone={question.tone}
          onKeep={() => {
            close();
            question.onKeep?.();
          }}
          onConfirm={() => {
            close();
            question.onConfirm();
          }}
        />
      )}
    </OpenedOnce>
  );
  return { ask, dialog };
}

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'children'>, Omit<ConfirmQuestion, 'onKeep'> {
  /** The button's text, e.g. 'Cancel'. */
  label: string;
  /** In a table row: a row button of this size (row-button), not Mantine's. */
  inRow?: 'xs' | 'sm';
}

/** A destructive or money action that asks first, saying what will happen. */
export function ConfirmButton({
  label,
  title,
  message,
  items,
  confirmLabel,
  keepLabel,
  tone,
  onConfirm,
  inRow,
  ...button
}: ConfirmButtonProps) {
  const { ask, dialog } = useConfirm();
  const open = () => ask({ title, message, items, confirmLabel, keepLabel, tone, onConfirm });
  return (
    <>
      {inRow ? (
        <RowButton
          size={inRow}
          loading={button.loading ?? false}
          disabled={button.disabled ?? false}
          // The row's button says whose it is (e.g. 'Resend CODE-10'); its text alone is the same on every row.
          aria-label={(button as { 'aria-label'?: string })['aria-label']}
          onClick={open}
        >
          {label}
        </RowButton>
      ) : (
        <Button {...button} onClick={open}>
          {label}
        </Button>
      )}
      {dialog}
    </>
  );
}
