import { lazy } from 'react';

/**
 * What the shell takes from the palette: its dialog, loaded apart from the first paint, and the preload
 * that fetches it once the first screen has loaded and the browser is idle, so the first Ctrl+K opens at
 * once (its first results took 0.3–2.6 s while its code loaded on first use). The lazy component then
 * finds the module loaded.
 */
const loadCommandPalette = () => import('./command-palette');

export const CommandPalette = lazy(() => loadCommandPalette().then((m) => ({ default: m.CommandPalette })));

export function preloadCommandPaletteWhenIdle(): void {
  const load = () => void loadCommandPalette();
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 5_000 }) : setTimeout(load, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
