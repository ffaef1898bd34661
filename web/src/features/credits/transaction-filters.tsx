import { useState } from 'react';
import { Button, Checkbox, Group, Paper, RangeSlider, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AMOUNT_RANGES, type AmountRangeKey, type RangesLimits } from '@console/contracts/credits.contract';
import { formatDollars } from '@console/contracts/common/money';
import { shopToday } from '../../ui/shop-time';
import { UsDateInput } from '../../ui/us-date-input';

/** docs/functions/codes-credits-knot-giveaways.md §5 and §9: sliders move by 5 from 0 to the server's maximum. */
export const SLIDER_STEP = 5;

export interface RangeFilter {
  enabled: boolean;
  value: [number, number];
}

export interface TransactionFilterValues {
  startDate: string;
  endDate: string;
  customerName: string;
  customerEmail: string;
  createdByName: string;
  createdByEmail: string;
  ranges: Record<AmountRangeKey, RangeFilter>;
}

/** The day `offset` days from today on the shop's clock (the server reads a day as the shop's day). */
const day = (offset: number, now = new Date()) =>
  new Date(Date.parse(`${shopToday(now)}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** docs/functions/codes-credits-knot-giveaways.md §4: the window starts two days ago and ends tomorrow. */
export function defaultTransactionFilters(now = new Date()): TransactionFilterValues {
  const ranges = Object.fromEntries(AMOUNT_RANGES.map((r) => [r.key, { enabled: false, value: [0, 0] }])) as Record<
    AmountRangeKey,
    RangeFilter
  >;
  return {
    startDate: day(-2, now),
    endDate: day(1, now),
    customerName: '',
    customerEmail: '',
    createdByName: '',
    createdByEmail: '',
    ranges,
  };
}

/** The slider's maximum: the server's largest amount of that kind, rounded up to a step. */
export function sliderMax(limits: RangesLimits | undefined, key: keyof RangesLimits): number {
  const largest = limits?.[key] ?? 0;
  return Math.max(SLIDER_STEP, Math.ceil(largest / SLIDER_STEP) * SLIDER_STEP);
}

/** The filters as query values: ranges 'min,max' only when enabled (docs/functions/codes-credits-knot-giveaways.md §7). */
export function filterQuery(filters: TransactionFilterValues): Record<string, string> {
  const out: Record<string, string> = {
    startDate: filters.startDate,
    endDate: filters.endDate,
    customerName: filters.customerName.trim(),
    customerEmail: filters.customerEmail.trim(),
    createdByName: filters.createdByName.trim(),
    createdByEmail: filters.createdByEmail.trim(),
  };
  for (const r of AMOUNT_RANGES) {
    const range = filters.ranges[r.key];
    if (range.enabled) out[r.key] = range.value.join(',');
  }
  return out;
}

const RANGE_LABEL: Record<AmountRangeKey, string> = {
  credit: 'Credit',
  adjustment: 'Adjustment',
  discountCode: 'Discount Code',
  order: 'Order',
  refund: 'Refund',
};

export interface AdvancedSearchProps {
  /** The filters the list shows now. */
  filters: TransactionFilterValues;
  /** Search (the button or Enter in a field): the list shows these from now on. */
  onApply: (filters: TransactionFilterValues) => void;
  limits: RangesLimits | undefined;
}

const sameFilters = (a: TransactionFilterValues, b: TransactionFilterValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Advanced Search: the date window, names and e-mails, and five amount ranges each enabled by its checkbox.
 * What is typed or slid is a draft until Search (or Enter): a list that reloaded on its own mid-typing
 * showed results for half a name and moved under the pointer.
 */
export function AdvancedSearch({ filters, onApply, limits }: AdvancedSearchProps) {
  const [draft, setDraft] = useState(filters);
  const set = (patch: Partial<TransactionFilterValues>) => setDraft({ ...draft, ...patch });
  const setRange = (key: AmountRangeKey, range: RangeFilter) => set({ ranges: { ...draft.ranges, [key]: range } });
  const changed = !sameFilters(draft, filters);
  const defaults = defaultTransactionFilters();
  return (
    <Paper
      withBorder
      p="md"
      role="region"
      aria-label="Advanced Search"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
          <UsDateInput
            label="Start Date"
            value={draft.startDate}
            onChange={(startDate) => set({ startDate })}
            maxDate={draft.endDate || undefined}
          />
          <UsDateInput
            label="End Date"
            value={draft.endDate}
            onChange={(endDate) => set({ endDate })}
            minDate={draft.startDate || undefined}
          />
          <TextInput label="Customer Name" value={draft.customerName} onChange={(e) => set({ customerName: e.currentTarget.value })} />
          <TextInput label="Customer Email" value={draft.customerEmail} onChange={(e) => set({ customerEmail: e.currentTarget.value })} />
          <TextInput label="Created By Name" value={draft.createdByName} onChange={(e) => set({ createdByName: e.currentTarget.value })} />
          <TextInput
            label="Created By Email"
            value={draft.createdByEmail}
            onChange={(e) => set({ createdByEmail: e.currentTarget.value })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="lg">
          {AMOUNT_RANGES.map((r) => {
            const range = draft.ranges[r.key];
            const max = sliderMax(limits, r.limit);
            // A range not in use shows the whole span it would start from.
            const shown: [number, number] = range.enabled ? range.value : [0, max];
            return (
              <Stack key={r.key} gap={6} role="group" aria-label={`${RANGE_LABEL[r.key]} amount`}>
                <Checkbox
                  label={RANGE_LABEL[r.key]}
                  checked={range.enabled}
                  onChange={(e) =>
                    setRange(r.key, { enabled: e.currentTarget.checked, value: range.value[1] > 0 ? range.value : [0, max] })
                  }
                />
                <RangeSlider
                  aria-label={`${RANGE_LABEL[r.key]} range`}
                  min={0}
                  max={max}
                  step={SLIDER_STEP}
                  minRange={0}
                  disabled={!range.enabled}
                  value={shown}
                  onChange={(value) => setRange(r.key, { ...range, value })}
                  label={(v) => formatDollars(v)}
                />
                <Group justify="space-between">
                  <Text size="xs" c="dimmed">{`Min ${formatDollars(shown[0])}`}</Text>
                  <Text size="xs" c="dimmed">{`Max ${formatDollars(shown[1])}`}</Text>
                </Group>
              </Stack>
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {changed && (
            <Text size="sm" c="dimmed" role="status">
              Choose Search to show these filters.
            </Text>
          )}
          <Button variant="default" onClick={() => setDraft(defaults)} disabled={sameFilters(draft, defaults)}>
            Clear
          </Button>
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
