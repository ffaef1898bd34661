import type { SuppressKeyboardEventParams } from 'ag-grid-community';

const collator = new Intl.Collator(undefined, { sensitivity: 'accent', numeric: true });

/** Spec 1 §2.2: text columns sort case-insensitively; other values by their natural order. */
export function compareCaseInsensitive(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(a == null ? '' : String(a), b == null ? '' : String(b));
}

const TYPING = 'input:not([type="checkbox"]):not([type="radio"]), textarea, select';
const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Lets Tab walk through the buttons and links inside a cell before the grid moves to the next
 * cell, and keeps the grid from treating Enter or Space on such a control as its own key.
 */
export function keyboardIntoCell(params: SuppressKeyboardEventParams): boolean {
  const event = params.event;
  const target = event.target instanceof HTMLElement ? event.target : null;
  const cell = target?.closest('.ag-cell');
  if (!target || !cell) return false;
  const onControl = target !== cell;
  // A field typed into in the cell (grid-edit-cells) keeps its keys: arrows move the caret, not the grid.
  if (onControl && event.key !== 'Tab' && target.matches(TYPING)) return true;
  if (onControl && (event.key === 'Enter' || event.key === ' ')) return true;
  if (event.key !== 'Tab') return false;
  const controls = Array.from(cell.querySelectorAll<HTMLElement>(FOCUSABLE));
  // Shift+Tab on the cell itself, or Tab past the last control: the grid moves to the next cell.
  if (!controls.length || (!onControl && event.shiftKey)) return false;
  const nextIndex = onControl ? controls.indexOf(target) + (event.shiftKey ? -1 : 1) : 0;
  const next = nextIndex < 0 ? (cell as HTMLElement) : controls[nextIndex];
  if (!next) return false;
  event.preventDefault();
  next.focus();
  return true;
}
