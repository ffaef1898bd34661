import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { TimedMessage, type TimedText } from './timed-message';
import { UsDateInput } from './us-date-input';
import { shopToday, useShopTimeZone } from './shop-time';
import { PrimaryButton } from './page-primary';

export interface ReportDateRange {
  from: string;
  to: string;
}

/** docs/functions/commerce-tools.md §5: Generate is disabled when From is later than To (or either is missing). */
export function rangeReady(range: ReportDateRange): boolean {
  return range.from !== '' && range.to !== '' && range.from <= range.to;
}

/** From and To pickers of a report (MM/dd/yyyy, nothing after today on the shop's clock). */
export function ReportDateFields({ value, onChange }: { value: ReportDateRange; onChange: (next: ReportDateRange) => void }) {
  useShopTimeZone();
  const today = shopToday();
  return (
    <Group gap="md" align="flex-end">
      <UsDateInput label="From" value={value.from} maxDate={today} onChange={(from) => onChange({ ...value, from })} w={170} />
      <UsDateInput label="To" value={value.to} maxDate={today} onChange={(to) => onChange({ ...value, to })} w={170} />
    </Group>
  );
}

/**
 * A mailed report's page body (docs/functions/commerce-tools.md §2.8, §2.10): the dates, the report's own options, Generate Report and its
 * answer.
 */
export function ReportForm({
  range,
  onRange,
  options,
  onGenerate,
  running,
  message,
}: {
  range: ReportDateRange;
  onRange: (next: ReportDateRange) => void;
  options: ReactNode;
  onGenerate: () => void;
  running: boolean;
  message: TimedText | null;
}) {
  return (
    <Stack gap="md" maw={560}>
      <ReportDateFields value={range} onChange={onRange} />
      {options}
      <Group>
        <PrimaryButton onClick={onGenerate} disabled={!rangeReady(range)} loading={running}>
          Generate Report
        </PrimaryButton>
      </Group>
      <TimedMessage message={message} />
    </Stack>
  );
}
