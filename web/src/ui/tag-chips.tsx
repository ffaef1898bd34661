import { forwardRef, lazy, Suspense, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { flushSync } from 'react-dom';
import { countText } from '@console/contracts/common/numbers';
import type { CellProps } from './table-columns';
import classes from './tag-chips.module.css';

/** Space between chips (tag-chips.module.css), and what the '+n' button beside them needs. */
export const CHIP_GAP = 4;
const MORE_WIDTH = 32;

/** Which tags show as chips and how many wait in the popover. Pure, so it is unit tested. */
export function splitTags(tags: readonly string[], shown: number): { chips: string[]; rest: number } {
  return { chips: tags.slice(0, shown), rest: Math.max(0, tags.length - shown) };
}

/**
 * How many leading chips of these widths fit whole in `room` px; when not all do, the '+n' button
 * takes its place after them. Pure, so it is unit tested.
 */
export function chipsThatFit(widths: readonly number[], room: number, gap = CHIP_GAP, moreWidth = MORE_WIDTH): number {
  const all = widths.reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
  if (all <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    used += w + gap;
    if (used > room) break;
    count += 1;
  }
  return count;
}

/** What the button says when no chip fits beside it. */
export const tagCount = (count: number) => countText(count, 'tag');

/** Tags are read whole or not at all: a chip in the row keeps its text's width, never an ellipsis. */
const chip = (tag: string) => (
  <span key={tag} data-chip className={`${classes.chip} ${classes.inRow}`} title={tag}>
    {tag}
  </span>
);

/** In the popover the chips wrap onto lines; only a tag wider than the popover ends in '…'. */
export const listedChip = (tag: string) => (
  <span key={tag} className={`${classes.chip} ${classes.listed}`} title={tag}>
    {tag}
  </span>
);

/** The '+n' / 'n tags' button that opens every tag. */
export const MoreTagsButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function MoreTagsButton(
  { className, ...props },
  ref,
) {
  // The popover's target adds a class of its own: both apply.
  return <button ref={ref} type="button" className={className ? `${classes.more} ${className}` : classes.more} {...props} />;
});

// The popover (Popover, FocusTrap) loads when the operator reaches for a '+n': the first list screen stays within its JS budget.
const loadTagList = () => import('./tag-list-popover');
const TagListPopover = lazy(() => loadTagList().then((m) => ({ default: m.TagListPopover })));

/** A cell's chips: how many fit now (undefined while not laid out), and the count to show. */
interface ChipsFit {
  measure: () => number | undefined;
  apply: (shown: number) => void;
}
const fits = new WeakMap<Element, ChipsFit>();
let sharedObserver: ResizeObserver | null = null;

/**
 * One ResizeObserver for every chips cell. It reports after the browser's layout, before paint: every
 * cell is measured first (the layout is clean, so no read forces one), then all counts are applied in one
 * synchronous update, laid out once before the first paint. Measuring in each cell's layout effect forced
 * the new table's whole layout inside React's commit, one long task of the list's load (TBT).
 */
function chipsObserver(): ResizeObserver {
  sharedObserver ??= new ResizeObserver((entries) => {
    const counts = entries.map((entry) => ({ fit: fits.get(entry.target), shown: fits.get(entry.target)?.measure() }));
    flushSync(() => {
      for (const { fit, shown } of counts) if (fit && shown !== undefined) fit.apply(shown);
    });
  });
  return sharedObserver;
}

/**
 * A row's tags as chips: as many whole chips as the cell has room for, every tag in a popover
 * behind '+n' ('n tags' when none fits). The chips' widths are measured once, in the first render, which
 * shows them all; the count follows the cell's width.
 */
export function TagChips({ tags }: { tags: readonly string[] }) {
  const box = useRef<HTMLDivElement>(null);
  const widths = useRef<number[] | null>(null);
  const [shown, setShown] = useState(tags.length);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    fits.set(el, {
      measure: () => {
        if (!widths.current) {
          const measured = Array.from(el.querySelectorAll<HTMLElement>('[data-chip]'), (c) => c.offsetWidth);
          // Not laid out yet (a hidden tab): measure on the next resize.
          if (measured.length !== tags.length || measured.some((w) => w === 0)) return undefined;
          widths.current = measured;
        }
        return chipsThatFit(widths.current, el.clientWidth);
      },
      apply: setShown,
    });
    const observer = chipsObserver();
    observer.observe(el);
    return () => {
      observer.unobserve(el);
      fits.delete(el);
    };
  }, [tags]);

  const { chips, rest } = splitTags(tags, shown);
  return (
    // No width of its own but the cell's: the chips never widen their column. One line, clipped: until they
    // are counted (after the first layout) the chips that would not fit are cut at the cell's edge rather
    // than wrapped, so the row never grows and shrinks back (layout shift).
    <div ref={box} className={classes.chips}>
      {chips.map(chip)}
      {rest > 0 && <MoreTags tags={tags} text={chips.length > 0 ? `+${rest}` : tagCount(tags.length)} />}
    </div>
  );
}

/** The button before the popover is wanted; once pressed, the popover opens over the same place. */
function MoreTags({ tags, text }: { tags: readonly string[]; text: string }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <MoreTagsButton
      aria-label={`All ${tags.length} tags`}
      onPointerEnter={() => void loadTagList()}
      onFocus={() => void loadTagList()}
      onClick={() => setWanted(true)}
    >
      {text}
    </MoreTagsButton>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <TagListPopover tags={tags} text={text} />
    </Suspense>
  );
}

/** The table cell of a `tags` column; new tags are a new chip row, measured afresh. */
export function TagChipsCell<T extends { tags: string[] }>({ data }: CellProps<T>) {
  return data ? <TagChips key={data.tags.join('\n')} tags={data.tags} /> : null;
}
