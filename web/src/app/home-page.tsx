import { Suspense, lazy } from 'react';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CARDS } from '@console/contracts/common/cards';
import classes from './home-page.module.css';
import { sessionFlags, shopName } from '../api/session';
import { PageHeading } from '../ui/page-heading';

// The counts bring their contract (and zod): they load beside Home, not with the shell.
const AttentionPanel = lazy(() => import('./attention-panel').then((m) => ({ default: m.AttentionPanel })));

/** Spec 1 §1: a card per function the operator may open, in the spec's order. */
export function HomePage() {
  const flags = sessionFlags();
  const cards = CARDS.filter((card) => flags.includes(card.flag));

  return (
    <>
      <PageHeading title="Home" subtitle={shopName()} breadcrumb={false} />
      <Suspense fallback={null}>
        <AttentionPanel />
      </Suspense>
      {cards.length === 0 ? (
        <Text>No functions are enabled for your account. Ask an administrator to grant access.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
          {cards.map((card) => (
            <Card key={card.route} component={Link} to={card.route} radius="lg" padding="lg" shadow="xs" className={classes.card}>
              <Text fw={600}>{card.name}</Text>
              {card.description && (
                <Text size="sm" c="dimmed" mt={4}>
                  {card.description}
                </Text>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
