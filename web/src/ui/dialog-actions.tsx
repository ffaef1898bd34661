import type { MouseEvent, ReactNode } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import classes from './dialog-actions.module.css';

export interface DialogActionsProps {
  saving: boolean;
  /** The server took the save: 'Saved' shows while the spec's reload delay runs, instead of a spinner. */
  saved?: boolean;
  /** Submit stays disabled while a form rule fails (docs/functions/people-invites-events.md §5) as well as while saving. */
  blocked?: boolean;
  onClose: () => void;
  /** The spec's names of the two buttons where they differ ('Save Changes', 'Cancel'). */
  submitLabel?: string;
  closeLabel?: string;
  /** Other buttons of the dialog (a Delete while editing), at the left end. */
  extra?: ReactNode;
}

/**
 * Pressing a button must not blur the field being typed in first: the blur would show that field's
 * message, move the buttons down and swallow the click (docs/functions/people-invites-events.md §5 checks every rule on submit).
 */
function keepFocus(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}

/**
 * The Submit and Close buttons of every edit dialog, with the spinner shown while a save runs and 'Saved'
 * once it is done; a footer that stays in view at the bottom of the dialog however far its form scrolls.
 */
export function DialogActions({
  saving,
  saved = false,
  blocked = false,
  onClose,
  submitLabel = 'Submit',
  closeLabel = 'Close',
  extra,
}: DialogActionsProps) {
  const buttons = (
    <Group justify="flex-end" gap="sm">
      {/* One status at a time: the spinner while the server works, then the word once it has answered. */}
      {saving && <Loader size="sm" role="status" aria-label="Saving" />}
      {saved && !saving && (
        <Text size="sm" fw={600} c="teal.8" role="status">
          Saved
        </Text>
      )}
      <Button type="submit" disabled={saving || saved || blocked} onMouseDown={keepFocus}>
        {submitLabel}
      </Button>
      <Button variant="default" onClick={onClose} onMouseDown={keepFocus}>
        {closeLabel}
      </Button>
    </Group>
  );
  return (
    <Group justify={extra ? 'space-between' : 'flex-end'} gap="sm" mt="xs" className={classes.footer}>
      {extra && <Group gap="sm">{extra}</Group>}
      {buttons}
    </Group>
  );
}
