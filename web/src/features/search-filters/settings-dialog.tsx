import { useState, type FormEvent, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { DialogActions } from '../../ui/dialog-actions';
import { FormDialog } from '../../ui/form-dialog';
import { logFailure } from '../../ui/log';

/**
 * A dialog editing a copy of some values: Submit is enabled only when they differ from the
 * originals (docs/functions/commerce-tools.md §4); a failed save keeps the dialog open with the server's message.
 */
export function EditDialog<V>({
  title,
  initial,
  same,
  save,
  onClose,
  children,
}: {
  title: string;
  initial: V | null;
  same: (a: V, b: V) => boolean;
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: (value: V, onChange: (next: V) => void) => ReactNode;
}) {
  return (
    <FormDialog opened={initial !== null} onClose={onClose} title={title} size="lg">
      {initial !== null && <EditForm initial={initial} same={same} save={save} onClose={onClose} render={children} />}
    </FormDialog>
  );
}

function EditForm<V>({
  initial,
  same,
  save,
  onClose,
  render,
}: {
  initial: V;
  same: (a: V, b: V) => boolean;
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
  render: (value: V, onChange: (next: V) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError('');
    try {
      await save(value);
      onClose();
    } catch (err) {
      logFailure('Saving the filter failed', err);
      setError(err instanceof Error ? err.message : String(err));
      setSaving(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        {render(value, setValue)}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <DialogActions saving={saving} blocked={same(value, initial)} onClose={onClose} />
      </Stack>
    </form>
  );
}
