import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import { z } from 'zod';
import { eventBody, type EventBody, type EventRow } from '@console/contracts/events.contract';
import { useActionFeedback } from '../../ui/action-feedback';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { eventKeys, eventSavedText, saveEvent } from './events-queries';
import { statusErrorText } from '../../ui/status-error-text';
import { localZoneName } from '../../ui/local-time';
import { fromPickerValue, minimumDate, toPickerValue } from './event-times';

/** Spec 2 §4: event create or update reloads after about 2 seconds. */
const SAVED_DELAY_MS = 2000;

interface FormValues {
  name: string;
  description: string;
  /** The pickers' local 'YYYY-MM-DD HH:mm:ss', or '' when empty. */
  dateFrom: string;
  dateTo: string;
  active: boolean;
}

/** The contract's own rules (and messages), run on the instants the pickers' local values stand for. */
const formSchema = z
  .object({ name: z.string(), description: z.string(), dateFrom: z.string(), dateTo: z.string(), active: z.boolean() })
  .transform((v) => ({ ...v, dateFrom: fromPickerValue(v.dateFrom), dateTo: fromPickerValue(v.dateTo) }))
  // The contract takes wider input (numbers, texts) than the form gives; the form's is a subset.
  .pipe(eventBody as unknown as z.ZodType<EventBody, { name: string; description: string; dateFrom: string; dateTo: string; active: boolean }>);

/** Named controls inside the pickers' dropdown, for keyboards and assistive technology. */
const PICKER_PROPS = {
  withSeconds: false,
  timePickerProps: { format: '12h', hoursInputLabel: 'Hours', minutesInputLabel: 'Minutes', amPmInputLabel: 'AM or PM' },
  submitButtonProps: { 'aria-label': 'Apply date and time' },
  ariaLabels: { nextMonth: 'Next month', previousMonth: 'Previous month', nextYear: 'Next year', previousYear: 'Previous year', nextDecade: 'Next decade', previousDecade: 'Previous decade', monthLevelControl: 'Choose a month', yearLevelControl: 'Choose a year' },
} as const;

interface EventTimeFieldProps {
  control: Control<FormValues>;
  name: 'dateFrom' | 'dateTo';
  label: string;
  /** YYYY-MM-DD: earlier days cannot be picked (spec 2 §2). */
  minDate: string;
  error: string | undefined;
}

/** A date-and-time picker bound to the form, its value the picker's local 'YYYY-MM-DD HH:mm:ss' text. */
function EventTimeField({ control, name, label, minDate, error }: EventTimeFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateTimePicker
          label={label}
          // Times say their zone (issue 19): the picker's time is the operator's own clock.
          description={`Your local time (${localZoneName()})`}
          placeholder="MM/DD/YYYY h:mm A"
          valueFormat="MM/DD/YYYY h:mm A"
          {...PICKER_PROPS}
          minDate={minDate}
          clearable
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

export type EventDialogMode = { kind: 'create' } | { kind: 'edit'; row: EventRow };

function EventForm({ mode }: { mode: EventDialogMode }) {
  const row = mode.kind === 'edit' ? mode.row : null;
  const form = useForm<FormValues, unknown, EventBody>({
    resolver: zodResolver(formSchema),
    // Checked on submit, then as the operator corrects a field: a message appearing on blur would move
    // the pickers under the pointer and swallow the click that opens them.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: row?.name ?? '',
      description: row?.description ?? '',
      dateFrom: row ? toPickerValue(row.dateFrom) : '',
      dateTo: row ? toPickerValue(row.dateTo) : '',
      // Spec 2 §2: new events default to published.
      active: row?.active ?? true,
    },
  });
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const minDate = minimumDate(row?.dateFrom ?? null);
  const from = watch('dateFrom');
  const feedback = useActionFeedback();
  return (
    <DialogForm
      form={form}
      submit={(body) => saveEvent(row, body)}
      onSaved={() => feedback.success(eventSavedText(row, form.getValues()))}
      reloadDelayMs={SAVED_DELAY_MS}
      invalidate={[eventKeys.all]}
      failureText={row ? 'Saving the event failed' : 'Creating the event failed'}
      focusServerError={false}
      failureMessage={statusErrorText}
    >
      <TextInput label="Name" autoComplete="off" data-autofocus {...register('name')} error={errors.name?.message} />
      <Textarea label="Description" autosize minRows={3} maxRows={8} {...register('description')} error={errors.description?.message} />
      <EventTimeField control={control} name="dateFrom" label="Date From" minDate={minDate} error={errors.dateFrom?.message} />
      <EventTimeField control={control} name="dateTo" label="Date To" minDate={from ? from.slice(0, 10) : minDate} error={errors.dateTo?.message} />
      <Checkbox label="Is Published" {...register('active')} />
    </DialogForm>
  );
}

/** Spec 2 §2: 'Create Event', or 'Update Event Details' when editing. */
export function EventDialog({ mode, onClose }: { mode: EventDialogMode | null; onClose: () => void }) {
  return (
    <FormDialog opened={mode !== null} onClose={onClose} title={mode?.kind === 'edit' ? 'Update Event Details' : 'Create Event'}>
      {mode && <EventForm key={mode.kind === 'edit' ? mode.row.id : 'create'} mode={mode} />}
    </FormDialog>
  );
}
