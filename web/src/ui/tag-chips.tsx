import { Badge, Group, Popover, UnstyledButton } from '@mantine/core';
import type { CustomCellRendererProps } from 'ag-grid-react';

/** Chips shown in the row; the rest are one click away, so a long tag list never crowds the grid. */
export const CHIPS_SHOWN = 2;

/** Which tags show as chips and how many wait in the popover. Pure, so it is unit tested. */
export function splitTags(tags: readonly string[], shown = CHIPS_SHOWN): { chips: string[]; rest: number } {
  return { chips: tags.slice(0, shown), rest: Math.max(0, tags.length - shown) };
}

const chip = (tag: string) => (
  <Badge key={tag} variant="light" color="gray" size="sm" tt="none" maw="100%" title={tag}>
    {tag}
  </Badge>
);

/** A row's tags as chips (issue 19), the first few in the cell and every tag in a popover behind '+n'. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  const { chips, rest } = splitTags(tags);
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      {chips.map(chip)}
      {rest > 0 && (
        <Popover position="bottom-start" shadow="md" withArrow trapFocus returnFocus>
          <Popover.Target>
            <UnstyledButton aria-label={`All ${tags.length} tags`} fz="xs" fw={600} c="blue.8" px={4}>
              {`+${rest}`}
            </UnstyledButton>
          </Popover.Target>
          <Popover.Dropdown aria-label="Tags" role="dialog" maw={360}>
            <Group gap={4}>{tags.map(chip)}</Group>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}

/** The grid cell of a `tags` column. */
export function TagChipsCell<T extends { tags: string[] }>({ data }: CustomCellRendererProps<T>) {
  return data ? <TagChips tags={data.tags} /> : null;
}
