import type { Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

export interface DigitsInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

const DIGITS = /^\d*$/;

/** docs/functions/shell-students-staff.md §5: digits or empty only; any other keystroke (or paste) leaves the value unchanged. */
export function DigitsInput({ value, onChange, ...rest }: DigitsInputProps) {
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (DIGITS.test(next)) onChange(next);
      }}
    />
  );
}
