import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';

/**
 * What a list's selection holds, said politely to screen readers, with Clear selection once something
 * is chosen and the list's bulk actions beside it (the approval queues and invited lists).
 */
export function SelectionBar({
  count,
  text,
  onClear,
  children,
}: {
  count: number;
  text: string;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" justify="space-between" mih={30}>
      <Text size="sm" aria-live="polite">
        {text}
      </Text>
      <Group gap="xs">
        {count > 0 && (
          <Button size="compact-sm" variant="default" onClick={onClear}>
            {`Clear selection (${count})`}
          </Button>
        )}
        {children}
      </Group>
    </Group>
  );
}
