import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { CUSTOM_WIDGETS, FILTER_STYLES, type FilterUiSettings } from '@console/contracts/search-filters.contract';

export type SettingsValues = FilterUiSettings & { order: number; overwrite: string };

export const sameSettings = (a: SettingsValues, b: SettingsValues) =>
  (Object.keys(a) as Array<keyof SettingsValues>).every((k) => a[k] === b[k]);

/** docs/functions/commerce-tools.md §5: filter order is an integer; anything else typed is ignored (the value stays). */
export function orderFrom(text: string, current: number): number {
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : current;
}

/**
 * The settings of a filter with the dependencies of docs/functions/commerce-tools.md §5: Custom and Params only in Custom
 * style, Custom Range only with the Range widget, its caption only with Custom Range, Option Finder
 * not in Custom style.
 */
export function FilterSettingsFields({ value, onChange }: { value: SettingsValues; onChange: (next: SettingsValues) => void }) {
  const set = <K extends keyof SettingsValues>(key: K, v: SettingsValues[K]) => onChange({ ...value, [key]: v });
  const isCustom = value.style === 'Custom';
  return (
    <SimpleGrid cols={2} spacing="sm">
      <TextInput label="Order" value={String(value.order)} onChange={(e) => set('order', orderFrom(e.currentTarget.value, value.order))} />
      <TextInput label="Overwrite" value={value.overwrite} onChange={(e) => set('overwrite', e.currentTarget.value)} />
      <Select
        label="Style"
        data={[...FILTER_STYLES]}
        value={value.style}
        allowDeselect={false}
        onChange={(v) => set('style', (v ?? 'List') as SettingsValues['style'])}
      />
      <Select
        label="Custom"
        data={[...CUSTOM_WIDGETS]}
        value={value.custom || null}
        clearable
        disabled={!isCustom}
        onChange={(v) => set('custom', (v ?? '') as SettingsValues['custom'])}
      />
      <TextInput label="Params" value={value.params} disabled={!isCustom} onChange={(e) => set('params', e.currentTarget.value)} />
      <TextInput
        label="Range caption"
        value={value.customRangeButton}
        disabled={!value.customRange}
        onChange={(e) => set('customRangeButton', e.currentTarget.value)}
      />
      <Checkbox label="Show" checked={value.show} onChange={(e) => set('show', e.currentTarget.checked)} />
      <Checkbox label="Counts" checked={value.counts} onChange={(e) => set('counts', e.currentTarget.checked)} />
      <Checkbox label="Clear" checked={value.clear} onChange={(e) => set('clear', e.currentTarget.checked)} />
      <Checkbox label="Expand" checked={value.expand} onChange={(e) => set('expand', e.currentTarget.checked)} />
      <Checkbox
        label="Option Finder"
        checked={value.optionFinder}
        disabled={isCustom}
        onChange={(e) => set('optionFinder', e.currentTarget.checked)}
      />
      <Checkbox
        label="Custom Range"
        checked={value.customRange}
        disabled={value.custom !== 'Range'}
        onChange={(e) => set('customRange', e.currentTarget.checked)}
      />
    </SimpleGrid>
  );
}
