import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '../ui/page-frame';
import { CenteredPage } from './centered-page';
import { operatorPresent } from './require-session';

/**
 * docs/functions/shell-students-staff.md §2.1: any path outside the route table. Inside the console's frame for an operator, whose menu
 * leads on.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const text = (
    <Text style={{ overflowWrap: 'anywhere' }}>There is no page at {pathname}. Choose a function from the menu, or go to home.</Text>
  );
  if (operatorPresent()) {
    return (
      <PageFrame title="Page not found">
        <Stack gap="md">
          {text}
          <Anchor component={Link} to="/" fw={600} w="fit-content">
            Go to home
          </Anchor>
        </Stack>
      </PageFrame>
    );
  }
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
