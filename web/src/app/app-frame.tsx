import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Burger, Button, Center, Group, Kbd, Loader, NavLink, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { AppNavMenu } from './app-nav-menu';
import { inFrame } from '../api/embedded-frame';
import { groupedMenu, menuEntries } from './menu';
import { sessionFlags, shopName } from '../api/session';
import { useTabShop } from '../api/tab-shop';
import { ToastLayer } from '../ui/toast';
import type { MenuEntry } from '../ui/feature-definition';
import { holdTypedKeys } from '../ui/typed-keys';
// The palette (its dialog, styles and records query) is preloaded when the first screen idles, else loads with the first ask.
import { CommandPalette } from '../features/palette/palette.feature';
import { installDialogFocusReturn } from '../ui/dialog-focus-return';
import { onFindRequest } from '../ui/find-request';
import { useShopTimeZone } from '../ui/shop-time';
import type { Flag } from '@console/contracts/common/flags';
import classes from './app-frame.module.css';

// The operator and Sign out need the auth contract (and so zod); they load beside the screen
// instead of holding up the first paint (docs/budgets.md).
const SessionControls = lazy(() => import('./session-controls').then((m) => ({ default: m.SessionControls })));
// The Shop control asks for the operator's shops; until it answers the header shows the tab's shop by name.
const ShopControl = lazy(() => import('./shop-control').then((m) => ({ default: m.ShopControl })));

const MAIN_ID = 'main-content';
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * docs/conventions.md 'Look and feel': header (shop, find, operator, Sign out), the grouped functions this operator may open,
 * the content. Inside the Shopify admin the admin draws header and menu: only the content, with
 * App Bridge's menu (docs/outside-interfaces.md 'Shopify').
 */
export function AppFrame() {
  const framed = inFrame();
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  // A switch of the tab's shop redraws the frame with that shop's flags (docs/several-shops.md); in the frame there is none.
  const shop = useTabShop()?.name;
  // The same menu while the operator's flags stay, so the memoised menu below skips the renders that only
  // the list state in the URL causes (total blocking time).
  const flagsKey = sessionFlags().join(' ');
  const entries = useMemo(() => menuEntries(flagsKey ? (flagsKey.split(' ') as Flag[]) : []), [flagsKey]);
  // Each ask opens the palette; once loaded it stays mounted.
  const [paletteAsks, setPaletteAsks] = useState(0);
  const askPalette = useCallback(() => {
    holdTypedKeys();
    setPaletteAsks((n) => n + 1);
  }, []);
  useHotkeys([['mod+K', askPalette]], []);
  useEffect(() => installDialogFocusReturn(), []);
  // The frame's title bar asks for Find through its heading (ui/find-request).
  useEffect(() => onFindRequest(askPalette), [askPalette]);
  // Every screen's times are on the shop's clock: its zone comes with the shops list (ui/shop-time).
  useShopTimeZone();

  return (
    // A layout of our own (app-frame.module.css) rather than Mantine's AppShell, which brings its aside,
    // footer and scroll locking to every first paint (about 10 KB gzip: JS budget).
    <div className={framed ? classes.framed : classes.frame}>
      {framed ? (
        <AppNavMenu entries={entries} />
      ) : (
        <>
          <a href={`#${MAIN_ID}`} className={classes.skipLink}>
            Skip to content
          </a>
          <header className={classes.header}>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Burger opened={navOpened} onClick={nav.toggle} hiddenFrom="sm" size="sm" color="white" aria-label="Toggle navigation" />
                <Suspense
                  fallback={
                    <Text fw={700} size="lg" truncate>
                      {shopName()}
                    </Text>
                  }
                >
                  <ShopControl />
                </Suspense>
              </Group>
              <Group gap="sm" wrap="nowrap">
                <Button
                  variant="default"
                  size="sm"
                  onClick={askPalette}
                  aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
                  rightSection={<Kbd size="xs">{isMac ? '⌘K' : 'Ctrl+K'}</Kbd>}
                >
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
          </header>

          <FunctionsNav entries={entries} pathname={pathname} opened={navOpened} onNavigate={nav.close} />
        </>
      )}

      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          {/* Keyed by the shop: a switch mounts the screen afresh, so no dialog, selection or row of the old shop stays. */}
          <Outlet key={shop} />
        </Suspense>
      </main>
      <ToastLayer />
      {paletteAsks > 0 && (
        <Suspense fallback={null}>
          <CommandPalette entries={entries} asks={paletteAsks} />
        </Suspense>
      )}
    </div>
  );
}

interface FunctionsNavProps {
  entries: readonly MenuEntry[];
  pathname: string;
  opened: boolean;
  onNavigate: () => void;
}

/** The grouped functions beside the content; memoised: a list's page or search in the URL does not redraw it. */
const FunctionsNav = memo(function FunctionsNav({ entries, pathname, opened, onNavigate }: FunctionsNavProps) {
  const navRef = useRef<HTMLElement>(null);
  // The active entry scrolls into view in a long menu, once per screen opened and only when
  // hidden: an IntersectionObserver tells after the browser's own layout, where asking for the layout at
  // once (a scroll on every render) forced one on each list screen's load (total blocking time).
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector('[aria-current="page"]');
    if (!nav || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        if (entry && entry.intersectionRatio < 1) active.scrollIntoView({ block: 'nearest' });
      },
      { root: nav },
    );
    observer.observe(active);
    return () => observer.disconnect();
  }, [pathname]);
  return (
    <Box ref={navRef} component="nav" aria-label="Functions" p="xs" className={classes.navbar} data-opened={opened || undefined}>
      <NavLink
        component={Link}
        to="/"
        label="Home"
        active={pathname === '/'}
        onClick={onNavigate}
        py={6}
        aria-current={pathname === '/' ? 'page' : undefined}
      />
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
              onClick={onNavigate}
              py={6}
            />
          ))}
        </nav>
      ))}
    </Box>
  );
});
