import { Button, Group, Text } from '@mantine/core';

/**
 * What is selected on the Invited tab and a way to clear it (issue 19, as the students' bulk bar);
 * Reinvite User in the toolbar acts on the selection (spec 2 §2).
 */
export function InvitedSelectionBar({ count, noun, onClear }: { count: number; noun: string; onClear: () => void }) {
  return (
    <Group gap="xs" justify="space-between" mih={30}>
      <Text size="sm" aria-live="polite">
        {count ? `${count} invited ${noun} selected` : `Select invited ${noun} to reinvite several at once`}
      </Text>
      {count > 0 && (
        <Button size="compact-sm" variant="default" onClick={onClear}>
          {`Clear selection (${count})`}
        </Button>
      )}
    </Group>
  );
}
