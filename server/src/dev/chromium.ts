/**
 * Debian's Chromium, as the e2e and the bench's web part drive it (DESIGN.md §7): nothing downloads a
 * browser. The flags keep a headless run quiet and off the network it does not need.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
