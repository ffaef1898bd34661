import { useEffect, type RefObject } from 'react';

/*
 * Keyboard use of an index table: the table is ONE tab stop, arrows move between its
 * cells and the controls in them (a roving tabindex: the grid pattern of WAI-ARIA), Space and Enter act
 * on the control itself. When the focused row goes (a student approved, a credit confirmed), focus moves
 * to the row now in its place, or to the table, never to the page's body.
 */

const CONTROLS =
  'button:not(:disabled), a[href], input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [data-table-stop]';
const TYPING = 'input:not([type="checkbox"]):not([type="radio"]), textarea, select';

type Position = { row: number; cell: number; stop: number };

const cellsOf = (row: HTMLTableRowElement) => Array.from(row.cells);

/** Where the keyboard stops in a cell: each control in it, else the cell itself. */
function stopsOf(cell: HTMLTableCellElement): HTMLElement[] {
  const controls = Array.from(cell.querySelectorAll<HTMLElement>(CONTROLS));
  return controls.length ? controls : [cell];
}

function positionOf(table: HTMLTableElement, el: Element): Position | null {
  const cell = el.closest('th, td');
  const row = cell?.parentElement;
  if (!(cell instanceof HTMLTableCellElement) || !(row instanceof HTMLTableRowElement) || row.closest('table') !== table) return null;
  return {
    row: Array.from(table.rows).indexOf(row),
    cell: cellsOf(row).indexOf(cell),
    stop: Math.max(0, stopsOf(cell).indexOf(el as HTMLElement)),
  };
}

/** The stop at a position, clamped to the rows, cells and controls there now. */
function stopAt(table: HTMLTableElement, pos: Position): HTMLElement | null {
  const rows = Array.from(table.rows);
  const row = rows[Math.min(Math.max(pos.row, 0), rows.length - 1)];
  if (!row) return null;
  const cells = cellsOf(row);
  const cell = cells[Math.min(Math.max(pos.cell, 0), cells.length - 1)];
  if (!cell) return null;
  const stops = stopsOf(cell);
  return stops[Math.min(Math.max(pos.stop, 0), stops.length - 1)] ?? null;
}

const rowStops = (row: HTMLTableRowElement) => cellsOf(row).flatMap(stopsOf);

export function useTableKeyboard(tableRef: RefObject<HTMLTableElement | null>): void {
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    let active: HTMLElement | null = null;
    // Where the focus was in the table while the operator works in it (or in a dialog opened from it).
    let last: Position | null = null;

    /** Every cell and control is out of the tab order but the active one (the first body cell to begin with). */
    const normalize = () => {
      if (!active?.isConnected || !table.contains(active) || (active as HTMLButtonElement).disabled)
        active = (last && stopAt(table, last)) ?? stopAt(table, { row: 1, cell: 0, stop: 0 });
      for (const el of Array.from(table.querySelectorAll<HTMLElement>(`th, td, ${CONTROLS}, button, input, select, textarea`)))
        if (el !== active && el.tabIndex !== -1) el.tabIndex = -1;
      if (active && active.tabIndex !== 0) active.tabIndex = 0;
    };

    const focus = (el: HTMLElement | null) => {
      if (!el) return;
      active = el;
      normalize();
      el.focus();
    };

    // The control or cell that had the focus last; when it goes or is disabled (its row approved), the focus falls to the body.
    let focused: HTMLElement | null = null;
    const lostByChange = () => focused !== null && (!focused.isConnected || (focused as HTMLButtonElement).disabled === true);
    const onBody = () => !document.activeElement || document.activeElement === document.body;

    /** The focus fell out of the page because its control went: put it on what is in that place now. */
    const restore = () => {
      if (!last || !onBody() || !lostByChange()) return;
      const pos = last;
      // A control disabled while it works (Approve): its cell holds the focus until the row goes.
      const cell = focused?.isConnected ? focused.closest<HTMLElement>('th, td') : null;
      focus(cell ?? stopAt(table, pos));
      last = pos;
    };

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const pos = positionOf(table, target);
      if (!pos) return;
      last = pos;
      focused = target;
      const stop = target.matches(`th, td, ${CONTROLS}`) ? target : stopAt(table, pos);
      if (stop && stop !== active) {
        active = stop;
        normalize();
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.defaultPrevented || event.altKey || target.matches(TYPING)) return;
      const pos = positionOf(table, target);
      if (!pos) return;
      const rows = Array.from(table.rows);
      const row = rows[pos.row];
      if (!row) return;
      const stops = rowStops(row);
      const index = stops.indexOf(target);
      let next: HTMLElement | null | undefined;
      if (event.key === 'ArrowRight') next = stops[index + 1];
      else if (event.key === 'ArrowLeft') next = index > 0 ? stops[index - 1] : null;
      else if (event.key === 'ArrowDown') next = pos.row + 1 < rows.length ? stopAt(table, { ...pos, row: pos.row + 1 }) : null;
      else if (event.key === 'ArrowUp') next = pos.row > 0 ? stopAt(table, { ...pos, row: pos.row - 1 }) : null;
      else if (event.key === 'Home') next = event.ctrlKey ? stopAt(table, { row: 0, cell: 0, stop: 0 }) : stops[0];
      else if (event.key === 'End')
        next = event.ctrlKey ? stopAt(table, { row: rows.length - 1, cell: Infinity, stop: Infinity }) : stops.at(-1);
      else return;
      event.preventDefault();
      if (next) focus(next);
    };

    // Focus taken elsewhere on purpose (another field, a click on the page) ends the table's claim; a dialog does not.
    const onDocumentFocusIn = (event: FocusEvent) => {
      const target = event.target as Element;
      if (!table.contains(target) && !target.closest('[role="dialog"], [role="alertdialog"]')) last = null;
    };
    const onDocumentPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      if (!table.contains(target) && !target.closest('[role="dialog"], [role="alertdialog"]')) last = null;
    };
    // Focus that left the table for nothing while its control is still there (Tab past the page's last
    // control, a click on the page) was the operator's choice; focus lost with its control is put back.
    const onDocumentFocusOut = () =>
      setTimeout(() => {
        if (!onBody()) return;
        if (lostByChange()) restore();
        else if (focused && table.contains(focused)) last = null;
      }, 0);

    normalize();
    const observer = new MutationObserver(() => {
      normalize();
      restore();
    });
    observer.observe(table, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    // A dialog opened from the table closes by leaving the page's body: its portal goes.
    const bodyObserver = new MutationObserver(() => setTimeout(restore, 0));
    bodyObserver.observe(document.body, { childList: true });
    table.addEventListener('focusin', onFocusIn);
    table.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onDocumentFocusIn);
    document.addEventListener('pointerdown', onDocumentPointerDown, true);
    document.addEventListener('focusout', onDocumentFocusOut);
    return () => {
      observer.disconnect();
      bodyObserver.disconnect();
      table.removeEventListener('focusin', onFocusIn);
      table.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onDocumentFocusIn);
      document.removeEventListener('pointerdown', onDocumentPointerDown, true);
      document.removeEventListener('focusout', onDocumentFocusOut);
    };
  }, [tableRef]);
}
