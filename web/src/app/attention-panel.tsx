import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { countText, useAttention } from './home-queries';

/** Home's 'Needs action': each count links to the screen that shows those rows (issue 19). */
export function AttentionPanel() {
  const attention = useAttention();
  if (attention.isError)
    return (
      <Alert color="red" variant="light" role="alert" mb="lg" title="Could not load what needs action">
        <Group gap="sm">
          <Text size="sm">{attention.error.message}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void attention.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  const items = attention.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="needs-action">
      <Text id="needs-action" fw={600} mb={6}>
        Needs action
      </Text>
      <Group gap="lg" mb="lg">
        {items.map((item) => (
          <Anchor key={item.label} component={Link} to={item.href} fw={500}>
            {`${item.label}: ${countText(item)}`}
          </Anchor>
        ))}
      </Group>
    </section>
  );
}
