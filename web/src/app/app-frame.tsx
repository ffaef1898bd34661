import { lazy, Suspense, useState } from 'react';
import { AppShell, Burger, Button, Center, Group, Kbd, Loader, NavLink, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { AppNavMenu } from './app-nav-menu';
import { inFrame } from './embedded-frame';
import { groupedMenu, menuEntries } from './menu';
import { sessionFlags, shopName } from './session';
import classes from './app-frame.module.css';

// The operator and Sign out need the auth contract (and so zod); they load beside the screen
// instead of holding up the first paint (DESIGN.md §6).
const SessionControls = lazy(() => import('./session-controls').then((m) => ({ default: m.SessionControls })));
// The palette (Spotlight, its styles, the records query) loads with the first Ctrl+K or click.
const CommandPalette = lazy(() => import('../features/palette/command-palette').then((m) => ({ default: m.CommandPalette })));

const MAIN_ID = 'main-content';
// Up to a laptop's 1280 px the menu gives the grids 60 px more (issue 19: index tables that fit); its
// longer names wrap onto a second line. Wider screens keep the roomier menu.
const NAVBAR_WIDTH = { base: 200, xl: 260 };
const CONTENT_PADDING = { base: 'md', xl: 'lg' };
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * DESIGN.md §8: header (shop, find, operator, Sign out), the grouped functions this operator may open,
 * the content. Inside the Shopify admin the admin draws header and menu: only the content, with
 * App Bridge's menu (DESIGN.md §10).
 */
export function AppFrame() {
  const framed = inFrame();
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const entries = menuEntries(sessionFlags());
  // Each ask opens the palette; once loaded it stays mounted.
  const [paletteAsks, setPaletteAsks] = useState(0);
  const askPalette = () => setPaletteAsks((n) => n + 1);
  useHotkeys([['mod+K', askPalette]], []);

  return (
    <AppShell header={framed ? undefined : { height: 56 }} navbar={framed ? undefined : { width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding={CONTENT_PADDING}>
      {framed ? (
        <AppNavMenu entries={entries} />
      ) : (
        <>
          <a href={`#${MAIN_ID}`} className={classes.skipLink}>
            Skip to content
          </a>
          <AppShell.Header>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Burger opened={navOpened} onClick={nav.toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
                <Text fw={700} size="lg" truncate>
                  {shopName()}
                </Text>
              </Group>
              <Group gap="sm" wrap="nowrap">
                <Button variant="default" size="sm" onClick={askPalette} aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'} rightSection={<Kbd size="xs">{isMac ? '⌘K' : 'Ctrl+K'}</Kbd>}>
                  Find
                </Button>
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
            </Group>
          </AppShell.Header>

          <AppShell.Navbar aria-label="Functions" p="xs" style={{ overflowY: 'auto' }}>
            <NavLink component={Link} to="/" label="Home" active={pathname === '/'} onClick={nav.close} py={6} aria-current={pathname === '/' ? 'page' : undefined} />
            {groupedMenu(entries).map(({ group, entries: inGroup }) => (
              <nav key={group} aria-label={group}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={2}>
                  {group}
                </Text>
                {inGroup.map((entry) => (
                  <NavLink
                    key={entry.route}
                    component={Link}
                    to={entry.route}
                    label={entry.name}
                    active={pathname === entry.route}
                    aria-current={pathname === entry.route ? 'page' : undefined}
                    // The active entry scrolls into view in a long menu (issue 19).
                    ref={pathname === entry.route ? (el: HTMLAnchorElement | null) => el?.scrollIntoView({ block: 'nearest' }) : undefined}
                    onClick={nav.close}
                    py={6}
                  />
                ))}
              </nav>
            ))}
          </AppShell.Navbar>
        </>
      )}

      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
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
      {paletteAsks > 0 && (
        <Suspense fallback={null}>
          <CommandPalette entries={entries} asks={paletteAsks} />
        </Suspense>
      )}
    </AppShell>
  );
}
