import { ActionIcon, Group, Text } from '@mantine/core';
import type { NumberedList } from './use-numbered-list';

/** 'n of m' with previous and next controls (spec 4 §2.2). */
export function PageIndicator<T>({ list, label }: { list: NumberedList<T>; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" aria-label={label}>
      <ActionIcon variant="default" size="lg" aria-label="Previous page" disabled={!list.hasPreviousPage} onClick={list.previous}>
        ‹
      </ActionIcon>
      <Text size="sm" role="status" miw={56} ta="center">
        {`${list.page} of ${list.pageCount}`}
      </Text>
      <ActionIcon variant="default" size="lg" aria-label="Next page" disabled={!list.hasNextPage} onClick={list.next}>
        ›
      </ActionIcon>
    </Group>
  );
}
