import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text } from '@mantine/core';

/** The pages outside the frame (sign-in, unauthorized, not found): one card in the middle. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={400} gap="sm">
        <Text fw={700} size="lg" ta="center" c="dimmed">
          Shop console
        </Text>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
