/**
 * The palette's code, fetched once the first screen has loaded and the browser is idle, so the first
 * Ctrl+K opens at once (its first results took 0.3–2.6 s while its code loaded on first use).
 * The shell's lazy import of the same module then finds it loaded.
 */
export function preloadCommandPaletteWhenIdle(): void {
  const load = () => void import('./command-palette');
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 5_000 }) : setTimeout(load, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
