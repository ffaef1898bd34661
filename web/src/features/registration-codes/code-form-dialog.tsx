import { useState } from 'react';
import { Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CODE_MAX_LENGTH, MAX_COUNT_MAX_DIGITS, SPEND_LIMIT_MAX_DIGITS, TAGS_MAX_LENGTH, registrationCodesContract, type Partner, type RegistrationCode } from '@console/contracts/registration-codes.contract';
import { callApi } from '../../app/api-client';
import { failureText } from '../../ui/call-failure';
import { DigitsInput } from '../../ui/digits-input';
import { createBodyOf, formValuesOf, saveBlocked, updateBodyOf, type CodeFormValues } from './code-form-values';

export interface CodeFormTarget {
  /** null: a new code. */
  code: RegistrationCode | null;
}

interface FormProps {
  code: RegistrationCode | null;
  partners: readonly Partner[];
  onClose: () => void;
  onSaved: (code: RegistrationCode, msg: string, isNew: boolean) => void;
  onFailed: (text: string) => void;
}

function CodeForm({ code, partners, onClose, onSaved, onFailed }: FormProps) {
  const original = formValuesOf(code);
  const [values, setValues] = useState<CodeFormValues>(original);
  const [error, setError] = useState('');
  const set = (key: keyof CodeFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const prefix = code ? 'Error updating registration code' : 'Error creating registration code';
  const save = useMutation({
    mutationFn: () =>
      code
        ? callApi(registrationCodesContract.update, { params: { id: code.id }, body: updateBodyOf(values, partners) })
        : callApi(registrationCodesContract.create, { body: createBodyOf(values, partners) }),
    onSuccess: (answer) => {
      if (answer.status) onSaved(answer.data, answer.msg, code === null);
      else {
        setError(answer.msg || prefix);
        onFailed(answer.msg || prefix);
      }
    },
    onError: (failure) => {
      const text = failureText(prefix, failure);
      setError(text);
      onFailed(text);
    },
  });
  const datesOutOfOrder = values.startDate !== '' && values.endDate !== '' && values.startDate >= values.endDate;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!saveBlocked(values, original)) save.mutate();
      }}
      noValidate
    >
      <Stack gap="md">
        <TextInput label="Registration Code" required maxLength={CODE_MAX_LENGTH} value={values.registrationCode} onChange={(e) => set('registrationCode')(e.currentTarget.value)} data-autofocus />
        <SimpleGrid cols={2} spacing="md">
          <TextInput label="Start Date" type="date" required value={values.startDate} onChange={(e) => set('startDate')(e.currentTarget.value)} />
          <TextInput label="End Date" type="date" required value={values.endDate} onChange={(e) => set('endDate')(e.currentTarget.value)} error={datesOutOfOrder ? 'End date must be after start date.' : undefined} />
        </SimpleGrid>
        <Select label="Partner" placeholder="Select partner" data={partners.map((p) => ({ value: String(p.id), label: p.name }))} value={values.partnerId || null} onChange={(v) => set('partnerId')(v ?? '')} searchable allowDeselect={false} comboboxProps={{ withinPortal: true }} />
        <SimpleGrid cols={2} spacing="md">
          <DigitsInput label="Spend Limit" leftSection="$" maxLength={SPEND_LIMIT_MAX_DIGITS} value={values.spendLimit} onChange={set('spendLimit')} />
          <DigitsInput label="Max Registration Count" maxLength={MAX_COUNT_MAX_DIGITS} value={values.maxRegistrationCount} onChange={set('maxRegistrationCount')} />
        </SimpleGrid>
        <Textarea label="Tags" description="Separate tags with commas." autosize minRows={2} maxRows={5} maxLength={TAGS_MAX_LENGTH} value={values.tags} onChange={(e) => set('tags')(e.currentTarget.value)} />
        {error && (
          <Text role="alert" c="red" size="sm" fw={500}>
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {save.isPending && <Loader size="sm" role="status" aria-label="Saving" />}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={save.isPending || saveBlocked(values, original)}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface CodeFormDialogProps {
  target: CodeFormTarget | null;
  partners: readonly Partner[];
  onClose: () => void;
  onSaved: (code: RegistrationCode, msg: string, isNew: boolean) => void;
  onFailed: (text: string) => void;
}

/** Spec 4 §2.1: the Add/Update modal; Save closes it, a failure keeps it open with the message. */
export function CodeFormDialog({ target, partners, onClose, onSaved, onFailed }: CodeFormDialogProps) {
  const title = target?.code ? 'Update Registration Code' : 'Add new Registration Code';
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg">
      {target && <CodeForm key={target.code?.id ?? 'new'} code={target.code} partners={partners} onClose={onClose} onSaved={onSaved} onFailed={onFailed} />}
    </Modal>
  );
}
