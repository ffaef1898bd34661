import type { MouseEvent, ReactNode } from 'react';
import { Button, Group, Loader } from '@mantine/core';

export interface DialogActionsProps {
  saving: boolean;
  /** Submit stays disabled while a form rule fails (spec 2 §5) as well as while saving. */
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
 * message, move the buttons down and swallow the click (spec 2 §5 checks every rule on submit).
 */
function keepFocus(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}

/** The Submit and Close buttons of every edit dialog, with the spinner shown while a save runs. */
export function DialogActions({
  saving,
  blocked = false,
  onClose,
  submitLabel = 'Submit',
  closeLabel = 'Close',
  extra,
}: DialogActionsProps) {
  const buttons = (
    <Group justify="flex-end" gap="sm">
      {saving && <Loader size="sm" role="status" aria-label="Saving" />}
      <Button type="submit" disabled={saving || blocked} onMouseDown={keepFocus}>
        {submitLabel}
      </Button>
      <Button variant="default" onClick={onClose} onMouseDown={keepFocus}>
        {closeLabel}
      </Button>
    </Group>
  );
  if (!extra)
    return (
      <Group justify="flex-end" mt="xs">
        {buttons}
      </Group>
    );
  return (
    <Group justify="space-between" gap="sm" mt="xs">
      <Group gap="sm">{extra}</Group>
      {buttons}
    </Group>
  );
}
