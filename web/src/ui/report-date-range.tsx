import { Group } from '@mantine/core';
import { todayIso } from '@console/contracts/common/dates';
import { UsDateInput } from './us-date-input';

export interface ReportDateRange {
  from: string;
  to: string;
}

/** Spec 3 §5: Generate is disabled when From is later than To (or either is missing). */
export function rangeReady(range: ReportDateRange): boolean {
  return range.from !== '' && range.to !== '' && range.from <= range.to;
}

/** From and To pickers of a report (MM/dd/yyyy, nothing after today). */
export function ReportDateFields({ value, onChange }: { value: ReportDateRange; onChange: (next: ReportDateRange) => void }) {
  const today = todayIso();
  return (
    <Group gap="md" align="flex-end">
      <UsDateInput label="From" value={value.from} maxDate={today} onChange={(from) => onChange({ ...value, from })} w={170} />
      <UsDateInput label="To" value={value.to} maxDate={today} onChange={(to) => onChange({ ...value, to })} w={170} />
    </Group>
  );
}
