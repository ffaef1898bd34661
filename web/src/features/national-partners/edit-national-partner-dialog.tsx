import { Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { nationalPartnersContract, type NationalPartnerRow, type NationalPartnerUpdateBody } from '@console/contracts/national-partners.contract';
import { ApiError, callApi } from '../../app/api-client';
import { logFailure } from '../../ui/log';
import { DialogActions } from '../../ui/dialog-actions';

/** Spec 2 §4: after a save the list reloads after about 2 s, with a loading indicator meanwhile. */
const SAVED_DELAY_MS = 2000;
const FIELDS = ['crm_id', 'as400_id', 'privacy_policy_consent', 'email_policy_consent'] as const;

interface FormProps {
  row: NationalPartnerRow;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

function EditNationalPartnerForm({ row, onClose, onSaved }: FormProps) {
  const { register, handleSubmit, setError, formState } = useForm<NationalPartnerUpdateBody>({
    resolver: zodResolver(nationalPartnersContract.update.body),
    defaultValues: {
      id: row.id,
      crm_id: row.profile_crm_id,
      as400_id: row.profile_as400_id,
      privacy_policy_consent: row.profile_privacy_policy_consent === '1',
      email_policy_consent: row.profile_email_policy_consent === '1',
    },
  });
  const save = useMutation({
    mutationFn: async (body: NationalPartnerUpdateBody) => {
      await callApi(nationalPartnersContract.update, { body });
      await new Promise((resolve) => setTimeout(resolve, SAVED_DELAY_MS));
      await onSaved();
    },
    onSuccess: onClose,
    onError: (error) => {
      logFailure('Saving the national partner failed', error);
      const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
      for (const [field, message] of Object.entries(fieldErrors ?? {})) {
        if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
      }
    },
  });
  const errors = formState.errors;

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {row.email}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="CRM ID" autoComplete="off" data-autofocus {...register('crm_id')} error={errors.crm_id?.message} />
          <TextInput label="AS400 ID" autoComplete="off" {...register('as400_id')} error={errors.as400_id?.message} />
        </SimpleGrid>
        <Group gap="xl">
          <Checkbox label="Privacy Policy Consent" {...register('privacy_policy_consent')} />
          <Checkbox label="Email Policy Consent" {...register('email_policy_consent')} />
        </Group>
        <DialogActions saving={save.isPending} onClose={onClose} />
      </Stack>
    </form>
  );
}

export interface EditNationalPartnerDialogProps {
  row: NationalPartnerRow | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** Spec 2 §2: the Edit modal of a national partner (CRM and AS400 ids, both consents), titled with the name. */
export function EditNationalPartnerDialog({ row, onClose, onSaved }: EditNationalPartnerDialogProps) {
  return (
    <Modal opened={row !== null} onClose={onClose} title={row?.displayName ?? ''} size="lg">
      {row && <EditNationalPartnerForm key={row.id} row={row} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
