import { useState } from 'react';
import type { PopoverProps } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseMmDdYyyy } from '@console/contracts/common/search-text';
import { useInsideDialog } from './form-dialog';

/** MM/DD/YYYY typed by the operator, as the YYYY-MM-DD value the pickers and the API use. */
export function parseUsDate(text: string): string | null {
  const date = parseMmDdYyyy(text.trim());
  if (!date) return null;
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

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
 * sit below every field, so it never covers Submit (issue 19). Elsewhere it drops below the field.
 */
const BESIDE_FIELD: PopoverProps = { position: 'right-end', middlewares: { flip: { fallbackPlacements: ['left-end'] }, shift: true } };

export interface UsDateInputProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The console's one date field (issue 19): typed as MM/DD/YYYY (spec 1 §9: pickers MM/dd/yyyy) or picked
 * from its calendar. The calendar opens on focus or click and closes once a whole date is typed or picked,
 * on Escape (leaving the dialog around it open) and when the field loses focus.
 */
export function UsDateInput({ value, onChange, popoverProps, onFocus, onClick, onBlur, onKeyDown, ...rest }: UsDateInputProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
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
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setCalendarOpen(false);
        onKeyDown?.(event);
      }}
      // The calendar's state is this field's, so a typed date can close it too (it would cover the next field).
      popoverProps={{ ...(insideDialog ? BESIDE_FIELD : {}), ...popoverProps, opened: calendarOpen }}
      valueFormat="MM/DD/YYYY"
      dateParser={parseUsDate}
      value={value || null}
      onChange={(next) => {
        setCalendarOpen(false);
        onChange(next ?? '');
      }}
    />
  );
}
