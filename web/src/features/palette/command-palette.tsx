import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { CloseButton, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import type { PaletteRecord } from '@console/contracts/palette.contract';
import type { MenuEntry } from '../../ui/feature-definition';
import { formatShopTime } from '../../ui/shop-time';
import { usePaletteRecords } from './palette-queries';
import { takeTypedKeys } from '../../ui/typed-keys';
import classes from './command-palette.module.css';

const KIND_LABEL: Record<PaletteRecord['kind'], string> = {
  student: 'Student',
  staff: 'Staff',
  order: 'Order',
  job: 'Job',
  // Two kinds of code now: the label says which.
  'registration-code': 'Registration code',
  coupon: 'Coupon',
  giveaway: 'Giveaway',
  event: 'Event',
};
/** Records are asked for once typing pauses. */
const TYPING_PAUSE_MS = 250;

/** One row of the list: a record the server found or a function of the menu. */
interface PaletteItem {
  key: string;
  group: 'Records' | 'Functions';
  label: string;
  title: string;
  detail: string;
  href: string;
}

function recordItem(record: PaletteRecord): PaletteItem {
  // An event's period in the operator's own time (it showed raw ISO text).
  const detail = record.when ? `${formatShopTime(record.when.from)} to ${formatShopTime(record.when.to)}` : record.detail;
  return { key: `r:${record.href}`, group: 'Records', label: KIND_LABEL[record.kind], title: record.title, detail, href: record.href };
}

/** The functions whose name or group holds the text, then the records found (records first: they are what was typed). */
function paletteItems(entries: readonly MenuEntry[], records: readonly PaletteRecord[], text: string): PaletteItem[] {
  const t = text.trim().toLowerCase();
  const functions = entries
    .filter((e) => t === '' || e.name.toLowerCase().includes(t) || e.group.toLowerCase().includes(t))
    .map((e): PaletteItem => ({ key: `f:${e.route}`, group: 'Functions', label: '', title: e.name, detail: e.group, href: e.route }));
  return [...records.map(recordItem), ...functions];
}

const optionId = (listId: string, index: number) => `${listId}-${index}`;

interface ResultListProps {
  listId: string;
  items: readonly PaletteItem[];
  active: number;
  searching: boolean;
  onPick: (item: PaletteItem) => void;
}

/**
 * The list, memoised and fed the deferred text: a keystroke paints the input at once and the list
 * follows in a transition React may interrupt (INP ≤ 200 ms a keystroke).
 */
const ResultList = memo(function ResultList({ listId, items, active, searching, onPick }: ResultListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    listRef.current?.querySelector(`[id="${optionId(listId, active)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [listId, active]);

  const groups = (['Records', 'Functions'] as const)
    .map((group) => ({ group, rows: items.map((item, index) => ({ item, index })).filter(({ item }) => item.group === group) }))
    .filter(({ rows }) => rows.length > 0);
  return (
    // Reached with the arrow keys from the text box (aria-activedescendant); the list itself takes no focus.
    <div ref={listRef} id={listId} role="listbox" aria-label="Results" className={classes.list}>
      {groups.map(({ group, rows }) => (
        <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
          <div id={`${listId}-${group}`} className={classes.group}>
            {group}
          </div>
          {rows.map(({ item, index }) => (
            <div
              key={item.key}
              id={optionId(listId, index)}
              role="option"
              aria-selected={index === active}
              className={classes.option}
              // The text box keeps focus: a click picks without moving it first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(item)}
            >
              {item.label && <span className={classes.kind}>{item.label}</span>}
              <span>
                <span className={classes.title}>{item.title}</span>
                <br />
                <span className={classes.detail}>{item.detail}</span>
              </span>
            </div>
          ))}
        </div>
      ))}
      {items.length === 0 && !searching && <div className={classes.empty}>Nothing found. Try an e-mail, a name or an order number.</div>}
    </div>
  );
});

/**
 * Ctrl+K / Cmd+K: the functions this operator may open, and records the server finds in
 * them (a customer by e-mail or name opens their row, an order number opens Returns on it). Each ask
 * opens it empty; Escape, a pick or a click outside closes it and forgets the text.
 */
export function CommandPalette({ entries, asks }: { entries: readonly MenuEntry[]; asks: number }) {
  const navigate = useNavigate();
  const listId = useId();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  // Each ask (Ctrl+K, the Find button) opens it afresh; set while rendering, so the first paint is already open.
  const [seenAsks, setSeenAsks] = useState(0);
  if (asks !== seenAsks) {
    setSeenAsks(asks);
    setQuery('');
    setActive(0);
    setOpened(true);
  }

  const text = useDeferredValue(query);
  const [typed] = useDebouncedValue(query, TYPING_PAUSE_MS);
  const records = usePaletteRecords(typed);
  const found = records.data?.records;
  const items = useMemo(() => paletteItems(entries, found ?? [], text), [entries, found, text]);
  const current = Math.min(active, items.length - 1);

  const close = useCallback(() => {
    setOpened(false);
    setQuery('');
    setActive(0);
  }, []);
  const pick = useCallback(
    (item: PaletteItem) => {
      close();
      // The palette closes on this frame; the next screen (a grid's set-up is one long task) starts after
      // that paint, so neither the Enter nor its key-up waits for it (368–504 ms on Enter).
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => void navigate(item.href), 0)));
    },
    [close, navigate],
  );

  // The browser's own modal dialog (top layer, inert page behind, Escape, focus given back on close) rather
  // than Mantine's Modal: that brings its focus trap, scroll areas and floating-ui (about 26 KB gzip) into
  // the palette, which preloads while the first screen idles and so counts in its scripts.
  // Also on each ask: a Ctrl+K right after Escape can come before the dialog's close event, while `opened` still
  // says true (the browser fires that event a task later); the dialog must open all the same (CI saw it stay shut).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (opened) {
      if (!dialog.open) dialog.showModal();
      // What was typed since the ask, e.g. while this code loaded on a first Ctrl+K; the page gets its keys back.
      const typed = takeTypedKeys();
      if (typed) setQuery(typed);
      inputRef.current?.focus();
    } else if (dialog.open) dialog.close();
  }, [opened, seenAsks]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || items.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[Math.max(current, 0)];
      if (item) pick(item);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      // <dialog> is already the dialog role, and showModal() makes it modal for assistive technology, so
      // neither role nor aria-modal is repeated; its name (axe: a dialog must have one) is the heading's.
      aria-labelledby={titleId}
      className={classes.dialog}
      // Escape (the browser closes it) and a close by any other way end the same: closed and empty. A close event
      // that arrives after an ask has opened it again is stale and changes nothing.
      onClose={() => {
        if (!dialogRef.current?.open) close();
      }}
      // A press on the backdrop lands on the dialog itself, outside its content.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={classes.content}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.heading}>
            Find
          </h2>
          <CloseButton aria-label="Close" onClick={close} />
        </div>
        <TextInput
          ref={inputRef}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="Find a function, a customer by e-mail or name, an order number…"
          aria-label="Find"
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(listId, current) : undefined}
          autoComplete="off"
          rightSection={records.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
        />
        <ResultList listId={listId} items={items} active={current} searching={records.isFetching} onPick={pick} />
      </div>
    </dialog>
  );
}
