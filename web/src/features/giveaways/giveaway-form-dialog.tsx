import { useState } from 'react';
import { Button, Checkbox, Group, Loader, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { GIVEAWAY_DESCRIPTION_MAX_LENGTH, GIVEAWAY_NAME_MAX_LENGTH, giveawaysContract, type Giveaway } from '@console/contracts/giveaways.contract';
import { callApi } from '../../app/api-client';
import { getCookie } from '../../app/cookies';
import { DigitsInput } from '../../ui/digits-input';
import { failureText } from '../../ui/call-failure';
import { giveawayBodyOf, giveawayFormProblem, giveawayFormValues, newGiveawayValues, type GiveawayFormValues } from './giveaway-form-values';

export type GiveawayOutcome = { kind: 'created' | 'updated' | 'deleted'; msg: string } | { kind: 'failed'; title: string; text: string };

interface FormProps {
  giveaway: Giveaway | null;
  onDone: (outcome: GiveawayOutcome) => void;
  onClose: () => void;
}

type Action = 'save' | 'delete';

function GiveawayForm({ giveaway, onDone, onClose }: FormProps) {
  const [values, setValues] = useState<GiveawayFormValues>(() => (giveaway ? giveawayFormValues(giveaway) : newGiveawayValues()));
  const set = <K extends keyof GiveawayFormValues>(key: K, value: GiveawayFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const admin = getCookie('_c_id') ?? '';
  const problem = giveawayFormProblem(values);

  const run = useMutation({
    mutationFn: async (action: Action) => {
      if (action === 'delete' && giveaway) return { action, answer: await callApi(giveawaysContract.remove, { params: { id: giveaway.id } }) };
      const body = giveawayBodyOf(values, admin);
      return { action, answer: giveaway ? await callApi(giveawaysContract.update, { params: { id: giveaway.id }, body }) : await callApi(giveawaysContract.create, { body }) };
    },
    onSuccess: ({ action, answer }) => {
      const title = action === 'delete' ? 'Error deleting giveaway' : giveaway ? 'Error updating giveaway' : 'Error creating giveaway';
      if (!answer.status) return onDone({ kind: 'failed', title, text: answer.msg });
      if (!giveaway) setValues(newGiveawayValues());
      onDone({ kind: action === 'delete' ? 'deleted' : giveaway ? 'updated' : 'created', msg: answer.msg });
    },
    onError: (error, action) => {
      const title = action === 'delete' ? 'Error deleting giveaway' : giveaway ? 'Error updating giveaway' : 'Error creating giveaway';
      onDone({ kind: 'failed', title, text: failureText(title, error) });
    },
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) run.mutate('save');
      }}
      noValidate
    >
      <Stack gap="md">
        <TextInput label="Name" required maxLength={GIVEAWAY_NAME_MAX_LENGTH} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} data-autofocus />
        <Textarea label="Description" autosize minRows={2} maxRows={5} maxLength={GIVEAWAY_DESCRIPTION_MAX_LENGTH} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} />
        <SimpleGrid cols={2} spacing="md">
          <Stack gap={6}>
            <Checkbox label="Start Date" checked={values.useStartDate} onChange={(e) => set('useStartDate', e.currentTarget.checked)} />
            <TextInput aria-label="Start Date" type="date" disabled={!values.useStartDate} value={values.startDate} onChange={(e) => set('startDate', e.currentTarget.value)} />
          </Stack>
          <Stack gap={6}>
            <Checkbox label="End Date" checked={values.useEndDate} onChange={(e) => set('useEndDate', e.currentTarget.checked)} />
            <TextInput aria-label="End Date" type="date" disabled={!values.useEndDate} value={values.endDate} onChange={(e) => set('endDate', e.currentTarget.value)} />
          </Stack>
        </SimpleGrid>
        <DigitsInput label="Registration Count" w="50%" maxLength={8} value={values.registrationCount} onChange={(v) => set('registrationCount', v)} />
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {giveaway && (
              <Button color="red" variant="light" onClick={() => run.mutate('delete')} disabled={run.isPending}>
                Delete
              </Button>
            )}
          </Group>
          <Group gap="sm">
            {run.isPending && <Loader size="sm" role="status" aria-label="Saving" />}
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={run.isPending || problem !== null} title={problem ?? undefined}>
              {giveaway ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export interface GiveawayFormDialogProps {
  /** null: closed; `{giveaway: null}`: a new one. */
  target: { giveaway: Giveaway | null } | null;
  onDone: (outcome: GiveawayOutcome) => void;
  onClose: () => void;
}

/** Spec 4 §2.4: 'Add New Giveaway' or 'Update Giveaway', with Delete only when editing. */
export function GiveawayFormDialog({ target, onDone, onClose }: GiveawayFormDialogProps) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.giveaway ? 'Update Giveaway' : 'Add New Giveaway'} size="lg">
      {target && <GiveawayForm key={target.giveaway?.id ?? 'new'} giveaway={target.giveaway} onDone={onDone} onClose={onClose} />}
    </Modal>
  );
}
