import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseMmDdYyyy } from '@console/contracts/common/search';

/** MM/DD/YYYY typed by the operator, as the YYYY-MM-DD value the pickers and the API use. */
export function parseUsDate(text: string): string | null {
  const date = parseMmDdYyyy(text.trim());
  if (!date) return null;
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export interface UsDateInputProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
}

/** A date field shown and typed as MM/DD/YYYY (spec 1 §9: pickers MM/dd/yyyy). */
export function UsDateInput({ value, onChange, ...rest }: UsDateInputProps) {
  return (
    <DateInput
      placeholder="MM/DD/YYYY"
      // The × that empties the field has a name (axe button-name).
      clearButtonProps={{ 'aria-label': `Clear ${typeof rest.label === 'string' ? rest.label : 'date'}` }}
      {...rest}
      valueFormat="MM/DD/YYYY"
      dateParser={parseUsDate}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
