import { Group, Stack, Text, type PopoverProps } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { shopZoneName, useShopTimeZone } from '../../ui/shop-time';
import { UsDateInput } from '../../ui/us-date-input';
import { fromEventTimeValue, type EventTimeValue } from './event-times';

const LEFT_OF_FIELD: PopoverProps = { position: 'left-end', middlewares: { flip: { fallbackPlacements: ['top-start'] }, shift: true } };

export interface EventTimeFieldProps<V extends FieldValues, O> {
  /** The form's control; the field's value is an EventTimeValue. */
  control: Control<V, unknown, O>;
  name: Path<V>;
  /** 'Date From' or 'Date To' (docs/functions/people-invites-events.md §2); the time field is 'Time From' or 'Time To'. */
  label: string;
  timeLabel: string;
  /**
   * YYYY-MM-DD: earlier days cannot be picked (docs/functions/people-invites-events.md §2); one typed is kept, and the form's rule says why
   * it is refused.
   */
  minDate: string;
  error: string | undefined;
}

/**
 * An event's start or end: the console's one date field (typed MM/DD/YYYY or picked) and a
 * time field (typed, or chosen from the browser's own list), both on the shop's clock like every time the
 * console shows, whatever the operator's own zone; the note under them names the zone.
 */
export function EventTimeField<V extends FieldValues, O>({ control, name, label, timeLabel, minDate, error }: EventTimeFieldProps<V, O>) {
  const noteId = `${name}-zone`;
  const zone = useShopTimeZone();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = field.value as EventTimeValue;
        // The zone's name on the day chosen (EDT in July though it is EST today).
        const at = fromEventTimeValue(value);
        return (
          <Stack gap={4}>
            <Group grow align="flex-start" gap="sm">
              <UsDateInput
                label={label}
                // Greyed out in the calendar rather than Mantine's minDate, which empties a typed earlier day.
                excludeDate={(day) => day < minDate}
                clearable
                // Picking the day already chosen keeps it (Mantine would empty a clearable field).
                allowDeselect={false}
                value={value.day}
                onChange={(day) => field.onChange({ ...value, day })}
                // '03/15/2027 9:00 AM' typed in the date fills the time beside it too.
                onTypedTime={(time) => field.onChange({ ...value, time })}
                // The calendar opens to the field's left (above it where that does not fit): beside it, to the
                // right, it covered the time field, and below it the next row's.
                popoverProps={LEFT_OF_FIELD}
                onBlur={field.onBlur}
                error={error}
                aria-describedby={noteId}
              />
              <TimeInput
                label={timeLabel}
                // Seconds show only for a stored time that has them, so a save keeps them.
                withSeconds={value.time.length > 5}
                value={value.time}
                onChange={(event) => field.onChange({ ...value, time: event.currentTarget.value })}
                onBlur={field.onBlur}
                error={Boolean(error)}
                aria-describedby={noteId}
              />
            </Group>
            {/* Times say their zone: both fields are the shop's clock. */}
            <Text id={noteId} size="xs" c="dimmed">
              {`The shop's time: ${zone} (${shopZoneName(at ? new Date(at) : undefined)})`}
            </Text>
          </Stack>
        );
      }}
    />
  );
}
