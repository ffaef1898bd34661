import { Alert, Text } from '@mantine/core';
import type { CARDS } from '@console/contracts/common/cards';
import { PageFrame } from '../ui/page-frame';
import { SCREENS } from './screens';
import { sessionFlags } from './session';

/** A card's route: its screen when the operator holds the card's flag (spec 1 §6). */
export function CardScreen({ card }: { card: (typeof CARDS)[number] }) {
  if (!sessionFlags().includes(card.flag)) {
    return (
      <PageFrame title={card.name}>
        <Alert color="red" variant="light" title="No access" maw={560}>
          You do not have access to this function.
        </Alert>
      </PageFrame>
    );
  }
  const Screen = SCREENS[card.route];
  if (Screen) return <Screen />;
  return (
    <PageFrame title={card.name}>
      <Text>This function is not available yet.</Text>
    </PageFrame>
  );
}
