import { Button, Group, Text } from '@mantine/core';
import { useMe } from '../api/auth-queries';
import { useSignOut } from '../api/sign-out';

/** The header's right side: who is signed in (`GET /api/me`) and Sign out. */
export function SessionControls() {
  const me = useMe();
  const signOut = useSignOut();
  return (
    <Group gap="md" wrap="nowrap" miw={0}>
      <Text size="sm" c="gray.3" truncate visibleFrom="xs" title={me.data?.email}>
        {me.data?.email ?? ''}
      </Text>
      <Button variant="default" size="sm" onClick={() => signOut.mutate()} loading={signOut.isPending}>
        Sign out
      </Button>
    </Group>
  );
}
