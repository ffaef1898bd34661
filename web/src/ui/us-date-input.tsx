import { useState } from 'react';
import type { PopoverProps } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useInsideDialog } from './form-dialog';
import { parseTypedDate, TYPED_DATE_HINT, typedTimeAfterDate } from './typed-date';

/** The calendar's navigation controls, named for keyboards and assistive technology. */
const CALENDAR_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/**
 * In a dialog the calendar opens beside the field, its bottom level with the field's: the dialog's buttons
 * sit below every field, so it never covers Submit. Elsewhere it drops below the field.
 */
const BESIDE_FIELD: PopoverProps = { position: 'right-end', middlewares: { flip: { fallbackPlacements: ['left-end'] }, shift: true } };

export interface UsDateInputProps extends Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
> {
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  /**
   * The first and last days it takes, YYYY-MM-DD: days, not instants, so a limit of today is the shop's today
   * (`shopToday`), never the browser's or UTC's.
   */
  minDate?: string;
  maxDate?: string;
  onChange: (value: string) => void;
  /** A clock time typed after the date ('03/15/2027 9:00 AM' gives '09:00'), for a time field beside it. */
  onTypedTime?: (time: string) => void;
}

/**
 * The console's one date field: typed as MM/DD/YYYY (docs/functions/shell-students-staff.md §9: pickers MM/dd/yyyy) or picked
 * from its calendar. The calendar opens on focus or click and closes once a whole date is typed or picked,
 * on Escape (leaving the dialog around it open) and when the field loses focus.
 */
export function UsDateInput({
  value,
  onChange,
  onTypedTime,
  popoverProps,
  onFocus,
  onClick,
  onBlur,
  onKeyDown,
  ...rest
}: UsDateInputProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  // Text the field could not take says so instead of being silently replaced by the last date.
  const [typedError, setTypedError] = useState<string | null>(null);
  const min = rest.minDate || null;
  const max = rest.maxDate || null;
  const insideDialog = useInsideDialog();
  return (
    <DateInput
      placeholder="MM/DD/YYYY"
      // The × that empties the field has a name (axe button-name).
      clearButtonProps={{ 'aria-label': `Clear ${typeof rest.label === 'string' ? rest.label : 'date'}` }}
      ariaLabels={CALENDAR_LABELS}
      {...rest}
      // Mantine's modal skips an Escape whose target carries this mark, so only the calendar closes.
      data-mantine-stop-propagation={calendarOpen ? 'true' : undefined}
      onFocus={(event) => {
        setCalendarOpen(true);
        onFocus?.(event);
      }}
      onClick={(event) => {
        setCalendarOpen(true);
        onClick?.(event);
      }}
      onBlur={(event) => {
        setCalendarOpen(false);
        const text = event.currentTarget.value.trim();
        const day = text ? parseTypedDate(text) : null;
        if (text && (!day || (min && day < min) || (max && day > max))) {
          setTypedError(day ? `${text} is outside the dates this field takes.` : TYPED_DATE_HINT);
        } else {
          const time = typedTimeAfterDate(text);
          if (time) onTypedTime?.(time);
        }
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setCalendarOpen(false);
        onKeyDown?.(event);
      }}
      // The calendar's state is this field's, so a typed date can close it too (it would cover the next field).
      popoverProps={{ ...(insideDialog ? BESIDE_FIELD : {}), ...popoverProps, opened: calendarOpen }}
      valueFormat="MM/DD/YYYY"
      dateParser={parseTypedDate}
      error={typedError ?? rest.error}
      value={value || null}
      onChange={(next) => {
        setTypedError(null);
        setCalendarOpen(false);
        onChange(next ?? '');
      }}
    />
  );
}
