import { useEffect, useRef } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { CARDS } from '@console/contracts/common/cards';
import { CenteredPage } from './centered-page';
import { fromLocation, type FromState } from './from-location';

/**
 * docs/functions/shell-students-staff.md §2.1: where the guard sends a signed-out visitor, with the spec's words, then the way on: the
 * sign-in button (focused, so Enter signs in) keeps where they were going.
 */
export function UnauthorizedPage() {
  const location = useLocation();
  const from = fromLocation(location.state);
  const state: FromState = { from };
  // A link does not take autoFocus: the page's one way on is focused once it is shown.
  const signIn = useRef<HTMLAnchorElement>(null);
  useEffect(() => signIn.current?.focus(), []);
  // The screen by its menu name: the visitor knows what they opened, not its path.
  const screen = from && CARDS.find((c) => c.route === from.pathname)?.name;
  return (
    <CenteredPage>
      <Stack gap="md">
        <Title order={1} size="h2">
          You are unauthorized.
        </Title>
        <Text>
          You are not signed in, or your session has ended. {screen ? `Sign in, and ${screen} opens.` : 'Sign in to open the console.'}
        </Text>
        <Button component={Link} to="/login" state={state} size="md" fullWidth ref={signIn}>
          Sign in
        </Button>
      </Stack>
    </CenteredPage>
  );
}
