/**
 * Runs `warm` when the browser is next idle. The first Intl formatter of a kind loads its locale data (20–30 ms): a
 * screen makes it while it waits for its rows, not in the task that draws them (total blocking time).
 * Where there is no idle callback (Node's unit tests, Safari) nothing is warmed and the first use pays as before.
 */
export function warmWhenIdle(warm: () => unknown): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void warm(), { timeout: 3000 });
}
