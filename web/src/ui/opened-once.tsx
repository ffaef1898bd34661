import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a dialog whose code loads on first use: nothing until `open` is first true, then always, so it can play its
 * closing transition. Until then the screen neither loads nor renders it (a list screen's scripts).
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Derived state, set during render: React renders again at once, before anything is painted.
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
