import { useEffect } from 'react';
import { Checkbox, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type CustomerRow, type StaffUpdateBody, type StudentUpdateBody } from '@console/contracts/registrations.contract';
import { staffContract } from '@console/contracts/staff.contract';
import { INITIAL_DEFAULT_DISCOUNT_LIMIT, studentsContract } from '@console/contracts/students.contract';
import { DigitsInput } from '../../ui/digits-input';
import { logFailure } from '../../ui/log';
import { UsDateInput } from '../../ui/us-date-input';
import { shopToday } from '../../ui/shop-time';
import type { RegistrationConfig } from './registration-config';
import { useDefaultDiscountLimit, useRegistrationDetail, useUpdateRegistration } from './registration-detail-queries';
import { amountSpentText, customerIdOf, formValuesFrom, type RegistrationFormValues } from './registration-form-values';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { whoText } from './registration-queries';

const SAVED_DELAY_MS = 2000;
const TEXT_FIELDS = {
  stp: [
    ['school', 'School'],
    ['course', 'Course'],
    ['state', 'State'],
  ],
  profile: [
    ['crm_id', 'CRM ID'],
    ['as400_id', 'AS400 ID'],
    ['phone', 'Phone'],
  ],
  distributor: [
    ['country', 'Country'],
    ['link_distributor', 'Linked Distributor'],
    ['distributor_name', 'Distributor Name'],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [Path<RegistrationFormValues>, string]>>;

function resolverFor(config: RegistrationConfig): Resolver<RegistrationFormValues, unknown, StaffUpdateBody | StudentUpdateBody> {
  if (config.programme === 'students') return zodResolver(studentsContract.update.body);
  // The staff schema reads the same values but for `limit`, which it drops: only the field-name list differs in type.
  return zodResolver(staffContract.update.body) as unknown as Resolver<RegistrationFormValues, unknown, StaffUpdateBody>;
}

interface EditFormProps {
  config: RegistrationConfig;
  row: CustomerRow;
}

function EditRegistrationForm({ config, row }: EditFormProps) {
  const withLimit = config.discountLimit;
  const customerId = customerIdOf(row.id);
  const detail = useRegistrationDetail(config.keys, customerId);
  const defaultLimit = useDefaultDiscountLimit(config.keys, withLimit);
  const save = useUpdateRegistration(config, customerId);
  const form = useForm<RegistrationFormValues, unknown, StaffUpdateBody | StudentUpdateBody>({
    // The update call's own body schema: the staff one drops `limit`, which staff values also carry.
    resolver: resolverFor(config),
    defaultValues: formValuesFrom(row, INITIAL_DEFAULT_DISCOUNT_LIMIT, shopToday()),
    // Focusing a date field opens its calendar over the very message it should show.
    shouldFocusError: false,
  });
  const { control, register, reset, formState } = form;

  // docs/functions/shell-students-staff.md §2.2: the row's values (and 9500) show at once, the loaded detail and default replace them.
  useEffect(() => {
    if (detail.isError) logFailure('Loading the customer failed', detail.error);
    const source = detail.data ?? row;
    const limit = defaultLimit.data?.value ?? INITIAL_DEFAULT_DISCOUNT_LIMIT;
    reset(formValuesFrom(source, limit, shopToday()), { keepDirtyValues: true });
  }, [detail.data, detail.isError, detail.error, defaultLimit.data, row, reset]);

  const err = (field: Path<RegistrationFormValues>) => formState.errors[field as keyof RegistrationFormValues]?.message;
  const text = (fields: ReadonlyArray<readonly [Path<RegistrationFormValues>, string]>) =>
    fields.map(([field, label]) => <TextInput key={field} label={label} {...register(field)} error={err(field)} />);
  const date = (field: 'startdate' | 'enddate' | 'dob', label: string) => (
    <Controller
      control={control}
      name={field}
      render={({ field: f }) => (
        <UsDateInput
          label={label}
          value={f.value}
          onChange={f.onChange}
          onBlur={f.onBlur}
          ref={f.ref}
          clearable={field === 'dob'}
          error={err(field)}
        />
      )}
    />
  );
  const amountSpent = amountSpentText((detail.data ?? row).tags);

  return (
    <DialogForm
      form={form}
      save={save}
      reloadDelayMs={SAVED_DELAY_MS}
      failureText="Saving the customer failed"
      focusServerError={false}
      savedText={() => `Saved ${whoText([row], config.programme)}.`}
    >
      <Fieldset legend="STP">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {date('startdate', 'Start Date')}
          {date('enddate', 'End Date')}
          {withLimit && <TextInput label="Amount Spent" value={amountSpent} readOnly variant="filled" />}
          {withLimit && (
            <Controller
              control={control}
              name="limit"
              render={({ field }) => (
                <DigitsInput
                  label="Discount Limit"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={err('limit')}
                />
              )}
            />
          )}
          {text(TEXT_FIELDS.stp)}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Profile">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {text(TEXT_FIELDS.profile)}
          {date('dob', 'DOB')}
          {text(TEXT_FIELDS.distributor)}
        </SimpleGrid>
        <Group gap="xl" mt="md">
          <Checkbox label="Privacy Policy Consent" {...register('privacy_policy_consent')} />
          <Checkbox label="Email Policy Consent" {...register('email_policy_consent')} />
        </Group>
      </Fieldset>
    </DialogForm>
  );
}

export interface EditRegistrationDialogProps {
  config: RegistrationConfig;
  row: CustomerRow | null;
  onClose: () => void;
}

const TITLE_STYLES = { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } };

/** docs/functions/shell-students-staff.md §2.2: the large edit dialog titled with the customer's name; Escape closes it. */
export function EditRegistrationDialog({ config, row, onClose }: EditRegistrationDialogProps) {
  return (
    <FormDialog opened={row !== null} onClose={onClose} size="xl" title={row?.displayName ?? ''} styles={TITLE_STYLES}>
      {row && <EditRegistrationForm key={row.id} config={config} row={row} />}
    </FormDialog>
  );
}
