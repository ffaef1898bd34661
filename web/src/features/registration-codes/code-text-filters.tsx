import { Group, TextInput } from '@mantine/core';
import type { RegistrationCode } from '@console/contracts/registration-codes.contract';
import { CODE_TEXT_FILTERS } from './code-columns';

export type CodeTextFilters = Readonly<Record<string, string>>;

/** Whether a code's cells contain every filter's text (case-insensitive, as the grid's text filter did). */
export function matchesCodeFilters(row: RegistrationCode, filters: CodeTextFilters): boolean {
  return CODE_TEXT_FILTERS.every((f) => {
    const wanted = (filters[f.colId] ?? '').trim().toLowerCase();
    return !wanted || f.text(row).toLowerCase().includes(wanted);
  });
}

/**
 * docs/functions/codes-credits-knot-giveaways.md §2.1 text filters on ID, code, partner, spend limit, tags, max count and current count.
 */
export function CodeTextFiltersRow({ value, onChange }: { value: CodeTextFilters; onChange: (next: CodeTextFilters) => void }) {
  return (
    <Group gap="xs" role="group" aria-label="Column filters">
      {CODE_TEXT_FILTERS.map((f) => (
        <TextInput
          key={f.colId}
          size="xs"
          w={f.colId === 'registrationCode' || f.colId === 'partner' ? 150 : 110}
          label={`Filter ${f.label}`}
          placeholder="Contains"
          value={value[f.colId] ?? ''}
          onChange={(event) => onChange({ ...value, [f.colId]: event.currentTarget.value })}
        />
      ))}
    </Group>
  );
}
