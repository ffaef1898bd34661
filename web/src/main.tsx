// First: zod must be jitless before any schema is built (see the module).
import './api/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { frameColorSchemeManager, inFrame } from './api/embedded-frame';
import { createQueryClient } from './api/query-client';
import { preloadCommandPaletteWhenIdle } from './features/palette/palette.feature';
import { router } from './app/router';
import { cssVariablesResolver, theme } from './ui/theme/mantine-theme';
import type { FromState } from './app/from-location';

// The server no longer knows the session (expired, signed out elsewhere): sign in again. Not in the
// Shopify admin's frame, where there is no sign-in: each call brings a fresh session token.
const queryClient = createQueryClient(async () => {
  if (inFrame()) return;
  const { pathname, search, hash } = router.state.location;
  if (pathname === '/unauthorized' || pathname === '/login') return;
  const state: FromState = { from: { pathname, search, hash } };
  // Loaded on demand: it brings the auth contract, which the first paint does not need.
  const { clearSessionCookies } = await import('./api/session-end');
  clearSessionCookies();
  await router.navigate('/unauthorized', { replace: true, state });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const reactRoot = createRoot(root);
// A transition: React draws the first screen in slices it may interrupt, not as one long task (the
// total blocking time budget); the Suspense fallbacks still show while a screen's code loads.
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        colorSchemeManager={frameColorSchemeManager()}
      >
        <QueryClientProvider client={queryClient}>
          <Suspense
            fallback={
              <Center mih="100vh">
                <Loader aria-label="Loading" />
              </Center>
            }
          >
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ),
);

preloadCommandPaletteWhenIdle();
