import { useState } from 'react';

/**
 * True from the first time `open` is true on. A dialog whose code loads on first use is mounted from then on, so it can
 * play its closing transition; until then the screen neither loads nor renders it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, set during render: React renders again at once, before anything is painted.
  if (open && !opened) setOpened(true);
  return opened || open;
}
