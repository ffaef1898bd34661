import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { authContract } from '@console/contracts/auth.contract';
import { callApi } from './api-client';
import { useSignOut } from './sign-out';

/** The header's right side: who is signed in (`GET /api/me`) and Sign out. */
export function SessionControls() {
  const me = useQuery({ queryKey: ['me'], queryFn: ({ signal }) => callApi(authContract.me, { signal }), staleTime: Infinity });
  const signOut = useSignOut();
  return (
    <Group gap="md" wrap="nowrap" miw={0}>
      <Text size="sm" c="dimmed" truncate visibleFrom="xs" title={me.data?.email}>
        {me.data?.email ?? ''}
      </Text>
      <Button variant="default" size="sm" onClick={() => signOut.mutate()} loading={signOut.isPending}>
        Sign out
      </Button>
    </Group>
  );
}
