import { Suspense, lazy } from 'react';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CARDS } from '@console/contracts/common/cards';
import classes from './home-page.module.css';
import { sessionFlags, shopName } from '../api/session';
import { PageHeading } from '../ui/page-heading';
import { AttentionLine } from './attention-line';

// The counts bring their contract (and zod): they load beside Home, not with the shell.
const AttentionItems = lazy(() => import('./attention-panel').then((m) => ({ default: m.AttentionItems })));

/** docs/functions/shell-students-staff.md §1: a card per function the operator may open, in the spec's order. */
export function HomePage() {
  const flags = sessionFlags();
  const cards = CARDS.filter((card) => flags.includes(card.flag));

  return (
    <>
      <PageHeading title="Home" subtitle={shopName()} breadcrumb={false} />
      <section aria-labelledby="needs-action">
        <Text id="needs-action" fw={600} mb={6}>
          Needs action
        </Text>
        <Suspense fallback={<AttentionLine />}>
          <AttentionItems />
        </Suspense>
      </section>
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
