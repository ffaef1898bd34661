import { lazy, Suspense } from 'react';
import { AppShell, Burger, Button, Center, Group, Loader, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { CARDS } from '@console/contracts/common/cards';
import { sessionFlags, shopName } from './session';

// The operator and Sign out need the auth contract (and so zod); they load beside the screen
// instead of holding up the first paint (DESIGN.md §6).
const SessionControls = lazy(() => import('./session-controls').then((m) => ({ default: m.SessionControls })));

/** DESIGN.md §8: header (shop, operator, Sign out), the functions this operator may open, the content. */
export function AppFrame() {
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const flags = sessionFlags();
  const cards = CARDS.filter((card) => flags.includes(card.flag));

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={navOpened} onClick={nav.toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text fw={700} size="lg" truncate>
              {shopName()}
            </Text>
          </Group>
          <Suspense
            fallback={
              <Button variant="default" size="sm" disabled>
                Sign out
              </Button>
            }
          >
            <SessionControls />
          </Suspense>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar aria-label="Functions" p="xs" style={{ overflowY: 'auto' }}>
        <NavLink component={Link} to="/" label="Home" active={pathname === '/'} onClick={nav.close} py={6} />
        {cards.map((card) => (
          <NavLink
            key={card.route}
            component={Link}
            to={card.route}
            label={card.name}
            active={pathname === card.route}
            onClick={nav.close}
            py={6}
          />
        ))}
        <NavLink component={Link} to="/mail" label="Mail" active={pathname === '/mail'} onClick={nav.close} py={6} />
        <NavLink component={Link} to="/jobs" label="Jobs" active={pathname === '/jobs'} onClick={nav.close} py={6} />
        {flags.includes('showAudit') && <NavLink component={Link} to="/audit" label="Audit" active={pathname === '/audit'} onClick={nav.close} py={6} />}
        {flags.includes('showStoreSync') && (
          <NavLink component={Link} to="/store-sync" label="Store sync" active={pathname === '/store-sync'} onClick={nav.close} py={6} />
        )}
      </AppShell.Navbar>

      <AppShell.Main>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
