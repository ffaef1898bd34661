import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { eventBody, type EventBody, type EventRow } from '@console/contracts/events.contract';
import { useActionFeedback } from '../../ui/action-feedback';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { eventSavedText, useSaveEvent } from './events-queries';
import { statusErrorText } from '../../ui/status-error-text';
import { useShopTimeZone } from '../../ui/shop-time';
import { EventTimeField } from './event-time-field';
import { eventTimeProblem, fromEventTimeValue, minimumDate, NO_EVENT_TIME, toEventTimeValue, type EventTimeValue } from './event-times';

/** docs/functions/people-invites-events.md §4: event create or update reloads after about 2 seconds. */
const SAVED_DELAY_MS = 2000;

interface FormValues {
  name: string;
  description: string;
  /** The day and time typed or picked, on the shop's clock. */
  dateFrom: EventTimeValue;
  dateTo: EventTimeValue;
  active: boolean;
}

const eventTime = z.object({ day: z.string(), time: z.string() });

/** The contract's own rules (and messages), run on the instants the fields' day and time stand for on the shop's clock. */
const formSchema = z
  .object({ name: z.string(), description: z.string(), dateFrom: eventTime, dateTo: eventTime, active: z.boolean() })
  .transform((v) => ({ ...v, dateFrom: fromEventTimeValue(v.dateFrom), dateTo: fromEventTimeValue(v.dateTo) }))
  // The contract takes wider input (numbers, texts) than the form gives; the form's is a subset.
  .pipe(
    eventBody as unknown as z.ZodType<EventBody, { name: string; description: string; dateFrom: string; dateTo: string; active: boolean }>,
  );

const schemaResolver = zodResolver(formSchema);

/**
 * The contract's rules, with the date messages saying why (the words of docs/functions/people-invites-events.md first): the fields keep
 * what
 * was typed, even a day the picker greys out, and the message explains it.
 */
function eventResolver(minDay: string): Resolver<FormValues, unknown, EventBody> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const dates: FieldErrors<FormValues> = {};
    for (const field of ['dateFrom', 'dateTo'] as const) {
      const problem = eventTimeProblem(field, values, minDay);
      if (problem) dates[field] = { type: 'validate', message: problem };
    }
    if (Object.keys(dates).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...dates } };
  };
}

export type EventDialogMode = { kind: 'create' } | { kind: 'edit'; row: EventRow };

function EventForm({ mode }: { mode: EventDialogMode }) {
  const row = mode.kind === 'edit' ? mode.row : null;
  // Today on the shop's clock, read again if its zone arrives while the dialog is open.
  useShopTimeZone();
  const minDate = minimumDate(row?.dateFrom ?? null);
  const form = useForm<FormValues, unknown, EventBody>({
    resolver: eventResolver(minDate),
    // Checked on submit, then as the operator corrects a field: a message appearing on blur would move
    // the pickers under the pointer and swallow the click that opens them.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: row?.name ?? '',
      description: row?.description ?? '',
      dateFrom: row ? toEventTimeValue(row.dateFrom) : NO_EVENT_TIME,
      dateTo: row ? toEventTimeValue(row.dateTo) : NO_EVENT_TIME,
      // docs/functions/people-invites-events.md §2: new events default to published.
      active: row?.active ?? true,
    },
  });
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const from = watch('dateFrom');
  const feedback = useActionFeedback();
  const save = useSaveEvent(row);
  return (
    <DialogForm
      form={form}
      save={save}
      onSaved={() => feedback.success(eventSavedText(row, form.getValues()))}
      reloadDelayMs={SAVED_DELAY_MS}
      failureText={row ? 'Saving the event failed' : 'Creating the event failed'}
      focusServerError={false}
      failureMessage={statusErrorText}
    >
      <TextInput label="Name" autoComplete="off" data-autofocus {...register('name')} error={errors.name?.message} />
      <Textarea label="Description" autosize minRows={3} maxRows={8} {...register('description')} error={errors.description?.message} />
      <EventTimeField
        control={control}
        name="dateFrom"
        label="Date From"
        timeLabel="Time From"
        minDate={minDate}
        error={errors.dateFrom?.message}
      />
      <EventTimeField
        control={control}
        name="dateTo"
        label="Date To"
        timeLabel="Time To"
        minDate={from.day || minDate}
        error={errors.dateTo?.message}
      />
      <Checkbox label="Is Published" {...register('active')} />
    </DialogForm>
  );
}

/** docs/functions/people-invites-events.md §2: 'Create Event', or 'Update Event Details' when editing. */
export function EventDialog({ mode, onClose }: { mode: EventDialogMode | null; onClose: () => void }) {
  return (
    <FormDialog opened={mode !== null} onClose={onClose} title={mode?.kind === 'edit' ? 'Update Event Details' : 'Create Event'}>
      {mode && <EventForm key={mode.kind === 'edit' ? mode.row.id : 'create'} mode={mode} />}
    </FormDialog>
  );
}
