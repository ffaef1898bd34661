import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import type { CellProps, TableColumn } from './table-columns';

/*
 * Cells edited in the index table (first, when they replaced AG Grid's editor modules): a click,
 * Enter, F2 or a typed key on the cell opens a field, Enter or leaving commits, Escape reverts. A cell
 * commits with `setValue`, which fires the table's onCellValueChanged as the grid's editors did.
 */

type Parse = (text: string, old: unknown) => unknown;

interface TextCellParams<T> {
  /** Whether this row's cell may be edited now (e.g. only an included filter's order); always when absent. */
  canEdit?: (row: T) => boolean;
  maxLength?: number;
  parse: Parse;
  numeric: boolean;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Keys that start typing into a cell, as they did with the grid's editor. */
function startText(event: globalThis.KeyboardEvent, current: string): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Enter' || event.key === 'F2') return current;
  if (event.key === 'Backspace' || event.key === 'Delete') return '';
  return event.key.length === 1 ? event.key : null;
}

function TextEditCell<T>(props: CellProps<T> & TextCellParams<T>) {
  const { data, value, valueFormatted, setValue, headerName, canEdit, maxLength, parse, numeric } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [eGridCell, setCell] = useState<HTMLElement | null>(null);
  const done = useRef(false);
  const editable = data !== undefined && (canEdit?.(data) ?? true);

  // The table focuses and clicks the cell element itself: open the field from there, as the editor did.
  useEffect(() => {
    if (!editable || !eGridCell) return;
    const open = (text: string) => {
      done.current = false;
      setDraft(text);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === eGridCell || !(event.target instanceof HTMLInputElement)) open(asText(value));
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.target !== eGridCell) return;
      const text = startText(event, asText(value));
      if (text === null) return;
      event.preventDefault();
      open(text);
    };
    eGridCell.addEventListener('click', onClick);
    eGridCell.addEventListener('keydown', onKeyDown);
    return () => {
      eGridCell.removeEventListener('click', onClick);
      eGridCell.removeEventListener('keydown', onKeyDown);
    };
  }, [eGridCell, editable, value]);

  const finish = (commit: boolean, refocus: boolean) => {
    if (done.current || draft === null) return;
    done.current = true;
    if (commit) {
      const next = parse(draft, value);
      if (next !== value) setValue(next);
    }
    setDraft(null);
    if (refocus) eGridCell?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    // Escape reverts this cell only: a dialog around the grid stays open.
    event.preventDefault();
    event.stopPropagation();
    finish(event.key === 'Enter', true);
  };

  // The span finds its cell: the table's gridcell, which the keyboard focuses.
  const findCell = (el: HTMLElement | null) => {
    if (el) setCell(el.closest<HTMLElement>('[role="gridcell"]'));
  };
  if (draft === null) return <span ref={findCell}>{valueFormatted ?? asText(value)}</span>;
  return (
    <TextInput
      size="xs"
      autoFocus
      // The caret after the text, as the grid's editor put it (after the typed key that opened it).
      onFocus={(event) => event.currentTarget.setSelectionRange(draft.length, draft.length)}
      value={draft}
      maxLength={maxLength}
      inputMode={numeric ? 'decimal' : undefined}
      aria-label={headerName || 'Value'}
      data-mantine-stop-propagation
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true, false)}
    />
  );
}

/** A number typed in a cell: blank is null, anything that is not a number keeps the old value. */
export function parseNumberText(text: string, old: unknown): unknown {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : old;
}

const parseText: Parse = (text) => text;

/** A text column edited in its cells: a click, Enter, F2 or typing opens the field; Enter or leaving commits, Escape reverts. */
export function textEditColumn<T>(options: { canEdit?: (row: T) => boolean; maxLength?: number } = {}): TableColumn<T> {
  const params: TextCellParams<T> = { ...options, parse: parseText, numeric: false };
  return { cellRenderer: TextEditCell, cellRendererParams: params, cellStyle: { cursor: 'text' } };
}

/** A number column edited in its cells, as textEditColumn. */
export function numberEditColumn<T>(options: { canEdit?: (row: T) => boolean } = {}): TableColumn<T> {
  const params: TextCellParams<T> = { ...options, parse: parseNumberText, numeric: true };
  return { cellRenderer: TextEditCell, cellRendererParams: params, cellStyle: { cursor: 'text' } };
}

function SelectEditCell<T>({ value, setValue, headerName, options }: CellProps<T> & { options: readonly string[] }) {
  return (
    <NativeSelect
      size="xs"
      data={[...options]}
      value={asText(value)}
      aria-label={headerName || 'Value'}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

/** A column whose cells are a choice among `options`, committed when chosen. */
export function selectEditColumn<T>(options: readonly string[]): TableColumn<T> {
  return { cellRenderer: SelectEditCell, cellRendererParams: { options } };
}

/** A checkbox column the operator toggles, committed when toggled. */
export function checkboxEditColumn<T>(): TableColumn<T> {
  return { cellDataType: 'boolean' };
}
