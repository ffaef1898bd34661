import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { CenteredPage } from './centered-page';

/** Spec 1 §2.1: any path outside the route table. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <CenteredPage>
      <Stack gap="md">
        <Text c="dimmed" fw={700}>
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>There is no page at {pathname}.</Text>
        <Anchor component={Link} to="/" fw={600}>
          Go to home
        </Anchor>
      </Stack>
    </CenteredPage>
  );
}
