import { Checkbox, Table, TextInput } from '@mantine/core';
import type { FilterOption } from '@console/contracts/search-filters.contract';
import { orderFrom } from './filter-settings-fields';

export const sameOptions = (a: FilterOption[], b: FilterOption[]) => JSON.stringify(a) === JSON.stringify(b);

/** The options of a filter (docs/functions/commerce-tools.md §3: name, order, overwrite, show), edited in place. */
export function OptionsFields({ value, onChange }: { value: FilterOption[]; onChange: (next: FilterOption[]) => void }) {
  const set = (i: number, patch: Partial<FilterOption>) => onChange(value.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  if (value.length === 0) return <Table.Caption>No options found.</Table.Caption>;
  return (
    <Table striped withTableBorder aria-label="Options">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Option</Table.Th>
          <Table.Th w={90}>Order</Table.Th>
          <Table.Th>Overwrite</Table.Th>
          <Table.Th w={70}>Show</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {value.map((o, i) => (
          <Table.Tr key={o.name}>
            <Table.Td>{o.name}</Table.Td>
            <Table.Td>
              <TextInput
                aria-label={`Order of ${o.name}`}
                size="xs"
                value={String(o.order)}
                onChange={(e) => set(i, { order: orderFrom(e.currentTarget.value, o.order) })}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                aria-label={`Overwrite of ${o.name}`}
                size="xs"
                value={o.overwrite}
                onChange={(e) => set(i, { overwrite: e.currentTarget.value })}
              />
            </Table.Td>
            <Table.Td>
              <Checkbox aria-label={`Show ${o.name}`} checked={o.show} onChange={(e) => set(i, { show: e.currentTarget.checked })} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
