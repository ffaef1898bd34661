/**
 * Debian's Chromium, as the e2e and the bench's web part drive it (docs/conventions.md 'Tests'): nothing downloads a
 * browser. The flags keep a headless run quiet and off the network it does not need.
 */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * The e2e's browser: Debian's headless shell of the same Chromium (package `chromium-headless-shell`), the headless-only
 * build Playwright itself uses for headless runs. Same Blink and V8 as CHROMIUM, without the full browser around them:
 * the e2e suite used about a third less CPU in it (the suite is CPU-bound on CI's two cores). The bench keeps CHROMIUM,
 * the browser an operator has.
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
