import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';

/*
 * Cells edited through a cell renderer instead of AG Grid's editors: ag-grid-community is one ES module,
 * so its editor modules would land in the grid chunk every list screen loads (issue 19's JS budget).
 * A cell commits with `node.setDataValue`, which fires the grid's cellValueChanged as an editor did.
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

function TextEditCell<T>(props: CustomCellRendererProps<T> & TextCellParams<T>) {
  const { data, value, valueFormatted, eGridCell, node, column, canEdit, maxLength, parse, numeric } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const done = useRef(false);
  const editable = data !== undefined && (canEdit?.(data) ?? true);

  // The grid focuses and clicks the cell element itself: open the field from there, as the editor did.
  useEffect(() => {
    if (!editable) return;
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
    if (commit && column) {
      const next = parse(draft, value);
      if (next !== value) node.setDataValue(column, next);
    }
    setDraft(null);
    if (refocus) eGridCell.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    // Escape reverts this cell only: a dialog around the grid stays open.
    event.preventDefault();
    event.stopPropagation();
    finish(event.key === 'Enter', true);
  };

  if (draft === null) return <span>{valueFormatted ?? asText(value)}</span>;
  return (
    <TextInput
      size="xs"
      autoFocus
      // The caret after the text, as the grid's editor put it (after the typed key that opened it).
      onFocus={(event) => event.currentTarget.setSelectionRange(draft.length, draft.length)}
      value={draft}
      maxLength={maxLength}
      inputMode={numeric ? 'decimal' : undefined}
      aria-label={column?.getColDef().headerName ?? 'Value'}
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
export function textEditColumn<T>(options: { canEdit?: (row: T) => boolean; maxLength?: number } = {}): ColDef<T> {
  const params: TextCellParams<T> = { ...options, parse: parseText, numeric: false };
  return { cellRenderer: TextEditCell, cellRendererParams: params, cellStyle: { cursor: 'text' } };
}

/** A number column edited in its cells, as textEditColumn. */
export function numberEditColumn<T>(options: { canEdit?: (row: T) => boolean } = {}): ColDef<T> {
  const params: TextCellParams<T> = { ...options, parse: parseNumberText, numeric: true };
  return { cellRenderer: TextEditCell, cellRendererParams: params, cellStyle: { cursor: 'text' } };
}

function SelectEditCell<T>({ value, node, column, options }: CustomCellRendererProps<T> & { options: readonly string[] }) {
  return (
    <NativeSelect
      size="xs"
      data={[...options]}
      value={asText(value)}
      aria-label={column?.getColDef().headerName ?? 'Value'}
      onChange={(event) => column && node.setDataValue(column, event.currentTarget.value)}
    />
  );
}

/** A column whose cells are a choice among `options`, committed when chosen. */
export function selectEditColumn<T>(options: readonly string[]): ColDef<T> {
  return { cellRenderer: SelectEditCell, cellRendererParams: { options } };
}

/** A checkbox column the operator toggles: the grid's own checkbox renderer, enabled without the editor modules. */
export function checkboxEditColumn<T>(): ColDef<T> {
  return { cellDataType: 'boolean', cellRendererParams: { disabled: false } };
}
