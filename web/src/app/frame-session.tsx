import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { ApiError } from '../api/api-client';
import { useMe } from '../api/auth-queries';
import { CenteredPage } from './centered-page';
import { setFrameOperator } from '../api/session';

/** Shown when the server answers 403 to the frame: the staff member has no operator here (docs/decisions.md). */
const NO_OPERATOR_TITLE = 'No operator for your store account';
const NO_OPERATOR_TEXT = 'Your store account has no operator in this console. Ask the console administrator to add one with your e-mail.';

/**
 * The guard inside the Shopify admin's frame: the session token names the staff member, the server
 * names their operator (`GET /api/me`), and the screens open with that operator's flags.
 */
export function FrameSession() {
  const me = useMe();
  if (me.data) {
    setFrameOperator({ id: me.data.id, flags: me.data.flags, shopName: me.data.shopName });
    return <Outlet />;
  }
  if (me.error instanceof ApiError && me.error.status === 403) {
    return (
      <CenteredPage>
        <Stack gap="md">
          <Title order={1} size="h2">
            {NO_OPERATOR_TITLE}
          </Title>
          <Text>{me.error.body?.message ?? NO_OPERATOR_TEXT}</Text>
        </Stack>
      </CenteredPage>
    );
  }
  // A 401 says why (an invalid token, or the store refused to name the staff member: e.g. the app was uninstalled).
  if (me.error) {
    return (
      <CenteredPage>
        <Stack gap="md">
          <Alert color="red" variant="light" title="The console could not be opened.">
            {me.error instanceof ApiError && me.error.status === 401
              ? (me.error.body?.message ?? 'The Shopify admin did not vouch for this session.')
              : me.error.message}
          </Alert>
          <Button variant="default" w="fit-content" onClick={() => void me.refetch()}>
            Try again
          </Button>
        </Stack>
      </CenteredPage>
    );
  }
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
