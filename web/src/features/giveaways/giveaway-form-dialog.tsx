import { Checkbox, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { GIVEAWAY_DESCRIPTION_MAX_LENGTH, GIVEAWAY_NAME_MAX_LENGTH, type Giveaway } from '@console/contracts/giveaways.contract';
import { operatorId } from '../../api/session';
import { failureText } from '../../ui/call-failure';
import { ConfirmButton } from '../../ui/confirm-button';
import { DigitsInput } from '../../ui/digits-input';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { PublicLink } from '../../ui/public-link';
import { UsDateInput } from '../../ui/us-date-input';
import { deleteGiveawayText, saveGiveaway, useRemoveGiveaway, useSaveGiveaway } from './giveaways-queries';
import {
  giveawayBodyOf,
  giveawayFormProblem,
  giveawayFormValues,
  newGiveawayValues,
  type GiveawayFormValues,
} from './giveaway-form-values';

export type GiveawayOutcome =
  { kind: 'created' | 'updated' | 'deleted'; msg: string } | { kind: 'failed'; title: string; text: string; retry?: () => void };

interface FormProps {
  giveaway: Giveaway | null;
  onDone: (outcome: GiveawayOutcome) => void;
  onClose: () => void;
}

function GiveawayForm({ giveaway, onDone, onClose }: FormProps) {
  const form = useForm<GiveawayFormValues>({ defaultValues: giveaway ? giveawayFormValues(giveaway) : newGiveawayValues() });
  const values = form.watch();
  const admin = operatorId();
  const title = giveaway ? 'Error updating giveaway' : 'Error creating giveaway';

  const submit = async (typed: GiveawayFormValues) => {
    try {
      const answer = await saveGiveaway(giveaway, giveawayBodyOf(typed, admin));
      onDone({ kind: giveaway ? 'updated' : 'created', msg: answer.msg });
    } catch (error) {
      onDone({ kind: 'failed', title, text: failureText(title, error) });
      throw error;
    }
  };

  const save = useSaveGiveaway(submit);
  const remove = useRemoveGiveaway({
    onDeleted: (msg) => {
      onDone({ kind: 'deleted', msg });
      onClose();
    },
    onFailed: (text, retry) => onDone({ kind: 'failed', title: 'Error deleting giveaway', text, retry }),
  });

  return (
    <DialogForm
      form={form}
      save={save}
      failureText={title}
      // A create closes the form too (docs/functions/codes-credits-knot-giveaways.md §4 emptied it, left open over the success message).
      blocked={giveawayFormProblem(values) !== null}
      submitLabel={giveaway ? 'Update' : 'Create'}
      closeLabel="Cancel"
      extraActions={
        giveaway && (
          <ConfirmButton
            label="Delete"
            color="red"
            variant="light"
            loading={remove.isPending}
            title={`Delete giveaway ${giveaway.name}?`}
            message={deleteGiveawayText(giveaway)}
            confirmLabel="Delete giveaway"
            keepLabel="Keep giveaway"
            onConfirm={() => remove.mutate(giveaway)}
          />
        )
      }
    >
      <TextInput label="Name" required maxLength={GIVEAWAY_NAME_MAX_LENGTH} {...form.register('name')} data-autofocus />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={5}
        maxLength={GIVEAWAY_DESCRIPTION_MAX_LENGTH}
        {...form.register('description')}
      />
      <SimpleGrid cols={2} spacing="md">
        <Stack gap={6}>
          <Checkbox label="Start Date" {...form.register('useStartDate')} />
          <UsDateInput
            aria-label="Start Date"
            disabled={!values.useStartDate}
            value={values.startDate}
            onChange={(v) => form.setValue('startDate', v, { shouldDirty: true })}
          />
        </Stack>
        <Stack gap={6}>
          <Checkbox label="End Date" {...form.register('useEndDate')} />
          <UsDateInput
            aria-label="End Date"
            disabled={!values.useEndDate}
            value={values.endDate}
            onChange={(v) => form.setValue('endDate', v, { shouldDirty: true })}
            error={
              values.useStartDate && values.useEndDate && values.startDate > values.endDate
                ? 'End date must not be before start date.'
                : undefined
            }
          />
        </Stack>
      </SimpleGrid>
      <DigitsInput
        label="Registration Count"
        w="50%"
        maxLength={8}
        value={values.registrationCount}
        onChange={(v) => form.setValue('registrationCount', v, { shouldDirty: true })}
      />
      {/* The token in the path is the only way to the page (the id opens nothing). */}
      {giveaway && <PublicLink label="Entry page" path={giveaway.entryPath} />}
    </DialogForm>
  );
}

export interface GiveawayFormDialogProps {
  /** null: closed; `{giveaway: null}`: a new one. */
  target: { giveaway: Giveaway | null } | null;
  onDone: (outcome: GiveawayOutcome) => void;
  onClose: () => void;
}

/** docs/functions/codes-credits-knot-giveaways.md §2.4: 'Add New Giveaway' or 'Update Giveaway', with Delete only when editing. */
export function GiveawayFormDialog({ target, onDone, onClose }: GiveawayFormDialogProps) {
  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={target?.giveaway ? 'Update Giveaway' : 'Add New Giveaway'}
      size="lg"
      guardUnsaved="your changes to this giveaway"
    >
      {target && <GiveawayForm key={target.giveaway?.id ?? 'new'} giveaway={target.giveaway} onDone={onDone} onClose={onClose} />}
    </FormDialog>
  );
}
