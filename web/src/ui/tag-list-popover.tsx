import { useEffect, useRef } from 'react';
import { Group, Popover } from '@mantine/core';
import { CHIP_GAP, listedChip, MoreTagsButton } from './tag-chips';

/**
 * Every tag of a row in a popover, opened as it mounts: it replaces the '+n' button that was pressed,
 * so that button's focus moves to this one before the popover traps it.
 */
export function TagListPopover({ tags, text }: { tags: readonly string[]; text: string }) {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => target.current?.focus(), []);
  return (
    <Popover defaultOpened position="bottom-start" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <MoreTagsButton ref={target} aria-label={`All ${tags.length} tags`}>
          {text}
        </MoreTagsButton>
      </Popover.Target>
      <Popover.Dropdown aria-label="Tags" role="dialog" maw={360}>
        <Group gap={CHIP_GAP}>{tags.map(listedChip)}</Group>
      </Popover.Dropdown>
    </Popover>
  );
}
