import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { CenteredPage } from './centered-page';
import { fromLocation, type FromState } from './from-location';

/** Spec 1 §2.1: where the guard sends a signed-out visitor; the sign-in link keeps where they were going. */
export function UnauthorizedPage() {
  const location = useLocation();
  const state: FromState = { from: fromLocation(location.state) };
  return (
    <CenteredPage>
      <Stack gap="md">
        <Title order={1} size="h2">
          You are unauthorized.
        </Title>
        <Text c="dimmed">Sign in to open the console.</Text>
        <Anchor component={Link} to="/login" state={state} fw={600}>
          Sign in
        </Anchor>
      </Stack>
    </CenteredPage>
  );
}
