/**
 * Asks the app frame to open Find (the command palette) from anywhere, without a keyboard shortcut: the frame's
 * title-bar button lives in each screen's heading, the palette in the app frame.
 */
let listener: (() => void) | null = null;

/** The app frame's way to open the palette (one at a time); returns its removal. */
export function onFindRequest(open: () => void): () => void {
  listener = open;
  return () => {
    if (listener === open) listener = null;
  };
}

export function requestFind(): void {
  listener?.();
}
