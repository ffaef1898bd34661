import { Alert, Button, Stack, Text } from '@mantine/core';
import { useRouteError } from 'react-router';
import { reloadApp } from '../api/embedded-frame';

/** A screen that fails to load or render: say so where the screen would be, and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  // A new deployment removes the old chunks; a reload fetches the current ones.
  const chunkMissing = error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Stack maw={560} p="md">
      <Alert color="red" variant="light" title={chunkMissing ? 'This screen could not be loaded.' : 'Something went wrong.'}>
        <Text size="sm">
          {chunkMissing ? 'The console may have been updated.' : 'The screen stopped because of an error.'} Reload the page to try again.
        </Text>
      </Alert>
      <Button variant="default" w="fit-content" onClick={reloadApp}>
        Refresh
      </Button>
    </Stack>
  );
}
