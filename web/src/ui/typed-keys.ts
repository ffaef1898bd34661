/**
 * Keys typed between asking for a dialog and its opening, kept and then typed into it (the palette):
 * on a first Ctrl+K before the palette's code had loaded, what the operator typed meanwhile went to the page
 * and was lost.
 */
let held = '';
let holding = false;
let release: ReturnType<typeof setTimeout> | undefined;

/** If the dialog never opens (its code failed to load), the keys go back to the page after this. */
const HOLD_MS = 5_000;

function hold(event: KeyboardEvent): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  // One character (by code point, so an emoji counts as one), not a named key such as Enter or Tab.
  if ([...event.key].length === 1) held += event.key;
  else if (event.key === 'Backspace') held = held.slice(0, -1);
  else return;
  // Not into whatever field the page had focused: the operator is typing into the dialog.
  event.preventDefault();
  event.stopPropagation();
}

function stopHolding(): void {
  if (holding) window.removeEventListener('keydown', hold, true);
  holding = false;
  clearTimeout(release);
}

/** From now until `takeTypedKeys`, printable keys and Backspace are kept instead of reaching the page. */
export function holdTypedKeys(): void {
  held = '';
  if (!holding) window.addEventListener('keydown', hold, true);
  holding = true;
  clearTimeout(release);
  release = setTimeout(stopHolding, HOLD_MS);
}

/** The text typed since `holdTypedKeys` (empty when none); the page gets its keys back. */
export function takeTypedKeys(): string {
  stopHolding();
  const text = held;
  held = '';
  return text;
}
