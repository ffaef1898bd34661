import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';

/**
 * The one pager of the console's lists: the count on the left, the page text and
 * plain Previous and Next buttons on the right. A screen's own words (the documented 'To Next', the documented
 * 'n of m' with its 'Previous page' and 'Next page' controls) go through the same look.
 */
export function ListPager({
  count,
  pageText,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  previousName,
  nextName,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  label,
}: {
  /** '42 pending', left of the pager. */
  count?: ReactNode;
  /** 'Page 2 of 5' or '2 of 5'. */
  pageText?: string;
  previousLabel?: ReactNode;
  nextLabel?: ReactNode;
  /** The buttons' accessible names when their labels are signs ('‹'). */
  previousName?: string;
  nextName?: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  label?: string;
}) {
  return (
    <Group justify="flex-end" gap="xs" mt="sm" wrap="nowrap" aria-label={label} role={label ? 'group' : undefined}>
      {count !== undefined && (
        <Text size="sm" mr="auto" aria-live="polite">
          {count}
        </Text>
      )}
      {pageText && (
        <Text size="sm" mx="xs" role="status">
          {pageText}
        </Text>
      )}
      <Button variant="default" size="sm" aria-label={previousName} onClick={onPrevious} disabled={!hasPrevious}>
        {previousLabel}
      </Button>
      <Button variant="default" size="sm" aria-label={nextName} onClick={onNext} disabled={!hasNext}>
        {nextLabel}
      </Button>
    </Group>
  );
}
