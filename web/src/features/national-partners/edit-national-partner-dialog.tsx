import { Checkbox, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  nationalPartnersContract,
  type NationalPartnerRow,
  type NationalPartnerUpdateBody,
} from '@console/contracts/national-partners.contract';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { useUpdateNationalPartner } from './national-partners-queries';

/** docs/functions/people-invites-events.md §4: after a save the list reloads after about 2 s, with a loading indicator meanwhile. */
const SAVED_DELAY_MS = 2000;

interface FormProps {
  row: NationalPartnerRow;
}

function EditNationalPartnerForm({ row }: FormProps) {
  const form = useForm<NationalPartnerUpdateBody>({
    resolver: zodResolver(nationalPartnersContract.update.body),
    defaultValues: {
      id: row.id,
      crm_id: row.profile_crm_id,
      as400_id: row.profile_as400_id,
      privacy_policy_consent: row.profile_privacy_policy_consent === '1',
      email_policy_consent: row.profile_email_policy_consent === '1',
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const save = useUpdateNationalPartner();

  return (
    <DialogForm
      form={form}
      save={save}
      reloadDelayMs={SAVED_DELAY_MS}
      failureText="Saving the national partner failed"
      savedText={() => `Saved ${row.email}.`}
    >
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
    </DialogForm>
  );
}

export interface EditNationalPartnerDialogProps {
  row: NationalPartnerRow | null;
  onClose: () => void;
}

/**
 * docs/functions/people-invites-events.md §2: the Edit modal of a national partner (CRM and AS400 ids, both consents), titled with the
 * name.
 */
export function EditNationalPartnerDialog({ row, onClose }: EditNationalPartnerDialogProps) {
  return (
    <FormDialog opened={row !== null} onClose={onClose} title={row?.displayName ?? ''} size="lg">
      {row && <EditNationalPartnerForm key={row.id} row={row} />}
    </FormDialog>
  );
}
