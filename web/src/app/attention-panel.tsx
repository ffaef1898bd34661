import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { countText, useAttention } from './home-queries';
import { AttentionLine } from './attention-line';
import classes from './home-page.module.css';

/**
 * Home's 'Needs action' counts, each a link to the screen that shows those rows. They take the line that
 * Home reserves for them while they load, so the cards below never move (layout shift).
 */
export function AttentionItems() {
  const attention = useAttention();
  if (attention.isError)
    return (
      <Alert color="red" variant="light" role="alert" mb="lg" title="Could not load what needs action">
        <Group gap="sm">
          <Text size="sm">{attention.error.message}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void attention.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  if (attention.isPending) return <AttentionLine />;
  const items = attention.data.items;
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed" className={classes.attentionLine}>
        Nothing needs action now.
      </Text>
    );
  return (
    <Group gap="lg" className={classes.attentionLine}>
      {items.map((item) => (
        <Anchor key={item.label} component={Link} to={item.href} fw={500}>
          {`${item.label}: ${countText(item)}`}
        </Anchor>
      ))}
    </Group>
  );
}
