/**
 * Every dialog gives the focus back to what opened it when it closes (Escape, Close, a save). Mantine's modal
 * tries, but a grid's row button loses it (the grid takes the focus to its cell and redraws), and the
 * operator's next Tab then starts at the top of the page. Done once for the whole document rather than in
 * each dialog: a dialog is a portal added to <body>; when one that held a dialog goes and the focus was left
 * on <body>, it returns to the control that opened that dialog, or the same control of the same grid row when
 * the row was redrawn meanwhile.
 */

const ACTIVATORS = 'button, a[href], [role="button"], [role="menuitem"], [role="option"], [role="tab"], input, select, textarea';
/** A click older than this did not open the dialog that appears now. */
const RECENT_MS = 1500;

interface Opener {
  element: HTMLElement;
  /** The grid row and text of the control, to find it again when the grid redrew the row. */
  rowId: string | null;
  text: string;
}

function openerOf(element: HTMLElement): Opener {
  return {
    element,
    rowId: element.closest('[row-id]')?.getAttribute('row-id') ?? null,
    text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
  };
}

/** The opener itself, or the control of the same text in the same grid row once the grid redrew it. */
function stillThere(opener: Opener): HTMLElement | null {
  if (opener.element.isConnected) return opener.element;
  if (opener.rowId === null) return null;
  const row = document.querySelectorAll<HTMLElement>(`[row-id="${CSS.escape(opener.rowId)}"]`);
  for (const candidate of Array.from(row).flatMap((r) => Array.from(r.querySelectorAll<HTMLElement>(ACTIVATORS)))) {
    if ((candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').trim() === opener.text) return candidate;
  }
  return null;
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

const dialogsIn = (node: Node): HTMLElement[] =>
  node instanceof HTMLElement
    ? [...(node.matches('[role="dialog"]') ? [node] : []), ...Array.from(node.querySelectorAll<HTMLElement>('[role="dialog"]'))]
    : [];

/** Installs the behaviour; returns its removal (for the app frame's effect). */
export function installDialogFocusReturn(): () => void {
  let last: { opener: Opener; at: number } | null = null;
  const openers = new WeakMap<HTMLElement, Opener>();

  const record = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTIVATORS) : null;
    if (target) last = { opener: openerOf(target), at: Date.now() };
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') record(event);
  };

  // Dialogs come and go inside the portals (children of <body>, kept while their modal component lives); only
  // those are watched, not the page's grids.
  const opened = (dialog: HTMLElement) => {
    const active =
      document.activeElement instanceof HTMLElement && !focusLost() && !dialog.contains(document.activeElement)
        ? document.activeElement
        : null;
    const opener = last && Date.now() - last.at < RECENT_MS ? last.opener : active ? openerOf(active) : null;
    if (opener) openers.set(dialog, opener);
  };
  const dialogs = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      Array.from(mutation.addedNodes).flatMap(dialogsIn).forEach(opened);
      for (const dialog of Array.from(mutation.removedNodes).flatMap(dialogsIn)) {
        const opener = openers.get(dialog);
        if (!opener) continue;
        // After the modal's own attempt and the grid's redraw.
        requestAnimationFrame(() => {
          if (focusLost()) stillThere(opener)?.focus();
        });
      }
    }
  });
  const portals = new MutationObserver((mutations) => {
    for (const node of mutations.flatMap((m) => Array.from(m.addedNodes))) {
      if (!(node instanceof HTMLElement) || !node.hasAttribute('data-portal')) continue;
      dialogs.observe(node, { childList: true, subtree: true });
      dialogsIn(node).forEach(opened);
    }
  });
  for (const portal of Array.from(document.querySelectorAll<HTMLElement>('body > [data-portal]')))
    dialogs.observe(portal, { childList: true, subtree: true });
  portals.observe(document.body, { childList: true });
  document.addEventListener('click', record, true);
  document.addEventListener('keydown', onKey, true);
  return () => {
    portals.disconnect();
    dialogs.disconnect();
    document.removeEventListener('click', record, true);
    document.removeEventListener('keydown', onKey, true);
  };
}
