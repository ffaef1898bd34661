import { useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type Location } from 'react-router';
import { useConfirm } from './confirm-button';

/** The question's title before leaving; its message says what would be lost. */
export const LEAVE_TITLE = 'Leave this screen?';

const LISTED = 3;

/** 'a', 'a and b', 'a, b and c', 'a, b, c and 2 more': what a question names. */
export function listedNames(names: readonly string[]): string {
  const shown = names.slice(0, LISTED);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}

/**
 * Only a move to another screen drops a screen's state; a change of its own query or hash (a search,
 * the skip link) keeps it.
 */
export const leavesScreen = (current: Pick<Location, 'pathname'>, next: Pick<Location, 'pathname'>): boolean =>
  current.pathname !== next.pathname;

/**
 * Unsaved edits on a screen. While `dirty`, leaving for another screen inside the console
 * (menu, breadcrumb, palette, the admin's menu, Back) asks in the shared confirm dialog, which the caller
 * renders (the returned node): Keep editing stays with the edits, Leave drops them. A reload or closing
 * the tab asks through `beforeunload` (only the browser may ask there, in its own words). `text` says
 * what would be lost, e.g. 'The unsaved display name of color will be lost.' Needs the data router
 * (createBrowserRouter), which useBlocker requires.
 */
export function useUnsavedGuard(dirty: boolean, text: string): ReactNode {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && leavesScreen(currentLocation, nextLocation));
  const { ask, dialog } = useConfirm();
  // The answer goes to the blocker of the moment: its proceed and reset exist only while it is blocked.
  const current = useRef(blocker);
  current.current = blocker;
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    ask({
      title: LEAVE_TITLE,
      message: text,
      confirmLabel: 'Leave',
      keepLabel: 'Keep editing',
      onConfirm: () => current.current.proceed?.(),
      onKeep: () => current.current.reset?.(),
    });
  }, [blocked, text, ask]);
  useEffect(() => {
    if (!dirty) return;
    const askBrowser = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBrowser);
    return () => window.removeEventListener('beforeunload', askBrowser);
  }, [dirty]);
  return dialog;
}
