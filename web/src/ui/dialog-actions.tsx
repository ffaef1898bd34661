import type { MouseEvent } from 'react';
import { Button, Group, Loader } from '@mantine/core';

export interface DialogActionsProps {
  saving: boolean;
  /** Submit stays disabled while a form rule fails (spec 2 §5) as well as while saving. */
  blocked?: boolean;
  onClose: () => void;
}

/**
 * Pressing a button must not blur the field being typed in first: the blur would show that field's
 * message, move the buttons down and swallow the click (spec 2 §5 checks every rule on submit).
 */
function keepFocus(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}

/** The Submit and Close buttons of every edit dialog, with the spinner shown while a save runs. */
export function DialogActions({ saving, blocked = false, onClose }: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      {saving && <Loader size="sm" role="status" aria-label="Saving" />}
      <Button type="submit" disabled={saving || blocked} onMouseDown={keepFocus}>
        Submit
      </Button>
      <Button variant="default" onClick={onClose} onMouseDown={keepFocus}>
        Close
      </Button>
    </Group>
  );
}
