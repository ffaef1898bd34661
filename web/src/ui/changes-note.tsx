import { Button, Group, Text } from '@mantine/core';
import { reloadApp } from '../api/embedded-frame';

/** docs/functions/shell-students-staff.md §2.2: changes reach the lists with a delay, so the red note sits beside a page refresh. */
export function ChangesNote() {
  return (
    <Group gap="sm" wrap="nowrap">
      <Text c="red" size="sm">
        * Please allow few mins to reflect the changes.
      </Text>
      <Button variant="default" size="compact-sm" onClick={reloadApp}>
        Refresh
      </Button>
    </Group>
  );
}
