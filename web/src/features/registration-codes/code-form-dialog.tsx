import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CODE_MAX_LENGTH,
  MAX_COUNT_MAX_DIGITS,
  SPEND_LIMIT_MAX_DIGITS,
  TAGS_MAX_LENGTH,
  redemptionPagePath,
  type Partner,
  type RegistrationCode,
} from '@console/contracts/registration-codes.contract';
import { failureText } from '../../ui/call-failure';
import { DigitsInput } from '../../ui/digits-input';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { PublicLink } from '../../ui/public-link';
import { useTabShop } from '../../api/tab-shop';
import { UsDateInput } from '../../ui/us-date-input';
import { formValuesOf, partnerOptions, saveBlocked, type CodeFormValues } from './code-form-values';
import { saveCode, useSaveCode } from './registration-codes-queries';

export interface CodeFormTarget {
  /** null: a new code. */
  code: RegistrationCode | null;
}

export interface CodeSaveHandlers {
  onSaved: (code: RegistrationCode, msg: string, isNew: boolean) => void;
  /** The status line's red message (docs/functions/codes-credits-knot-giveaways.md §8). */
  onFailed: (text: string) => void;
}

interface FormProps extends CodeSaveHandlers {
  code: RegistrationCode | null;
  partners: readonly Partner[];
}

function CodeForm({ code, partners, onSaved, onFailed }: FormProps) {
  const original = formValuesOf(code);
  // The page a person types the code on names this shop: two shops may both have the code.
  const shopName = useTabShop()?.name;
  const form = useForm<CodeFormValues>({ defaultValues: original });
  const values = form.watch();
  const errors = form.formState.errors;
  const field = (name: keyof CodeFormValues) => ({
    value: values[name],
    onChange: (value: string) => form.setValue(name, value, { shouldDirty: true }),
    error: errors[name]?.message,
  });
  const prefix = code ? 'Error updating registration code' : 'Error creating registration code';
  const [partnerSearch, setPartnerSearch] = useState('');

  const submit = async (typed: CodeFormValues) => {
    try {
      const answer = await saveCode(code, typed, partners);
      onSaved(answer.data, answer.msg, code === null);
    } catch (error) {
      onFailed(failureText(prefix, error));
      throw error;
    }
  };
  const save = useSaveCode(submit);
  const datesOutOfOrder = values.startDate !== '' && values.endDate !== '' && values.startDate >= values.endDate;

  return (
    <DialogForm form={form} save={save} failureText={prefix} blocked={saveBlocked(values, original)} submitLabel="Save Changes">
      <TextInput
        label="Registration Code"
        required
        maxLength={CODE_MAX_LENGTH}
        {...form.register('registrationCode')}
        error={errors.registrationCode?.message}
        data-autofocus
      />
      <SimpleGrid cols={2} spacing="md">
        <UsDateInput label="Start Date" required {...field('startDate')} />
        <UsDateInput
          label="End Date"
          required
          {...field('endDate')}
          error={errors.endDate?.message ?? (datesOutOfOrder ? 'End date must be after start date.' : undefined)}
        />
      </SimpleGrid>
      <Select
        label="Partner"
        placeholder={partners.length ? 'Select partner' : 'Type a partner name'}
        description="Choose a partner, or type a new partner's name and pick Add partner."
        data={partnerOptions(partners, partnerSearch, values.partnerId)}
        value={values.partnerId || null}
        onChange={(v) => field('partnerId').onChange(v ?? '')}
        searchValue={partnerSearch}
        onSearchChange={setPartnerSearch}
        nothingFoundMessage="Type the new partner's name"
        error={errors.partnerId?.message}
        searchable
        allowDeselect={false}
      />
      <SimpleGrid cols={2} spacing="md">
        <DigitsInput label="Spend Limit" leftSection="$" maxLength={SPEND_LIMIT_MAX_DIGITS} {...field('spendLimit')} />
        <DigitsInput label="Max Registration Count" maxLength={MAX_COUNT_MAX_DIGITS} {...field('maxRegistrationCount')} />
      </SimpleGrid>
      <Textarea
        label="Tags"
        description="Separate tags with commas."
        autosize
        minRows={2}
        maxRows={5}
        maxLength={TAGS_MAX_LENGTH}
        {...form.register('tags')}
        error={errors.tags?.message}
      />
      {code && <PublicLink label="Registration page" path={redemptionPagePath(code.registrationCode, shopName)} />}
    </DialogForm>
  );
}

export interface CodeFormDialogProps extends CodeSaveHandlers {
  target: CodeFormTarget | null;
  partners: readonly Partner[];
  onClose: () => void;
}

/**
 * docs/functions/codes-credits-knot-giveaways.md §2.1: the Add/Update modal; Save closes it, a refused save keeps it open with the message.
 */
export function CodeFormDialog({ target, partners, onClose, onSaved, onFailed }: CodeFormDialogProps) {
  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={target?.code ? 'Update Registration Code' : 'Add new Registration Code'}
      size="lg"
      guardUnsaved="your changes to this registration code"
    >
      {target && <CodeForm key={target.code?.id ?? 'new'} code={target.code} partners={partners} onSaved={onSaved} onFailed={onFailed} />}
    </FormDialog>
  );
}
