import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';

/** The question before leaving, e.g. 'Leave this screen? The unsaved display name of color will be lost.' */
export const unsavedQuestion = (text: string): string => `Leave this screen? ${text}`;

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
 * Unsaved edits on a screen (issue 19). While `dirty`, leaving for another screen inside the console
 * (menu, breadcrumb, palette, the admin's menu, Back) asks with the browser's confirm, as the dialogs'
 * guard does: Cancel stays with the edits, OK leaves. A reload or closing the tab asks through
 * `beforeunload` (the browser shows its own words there). `text` says what would be lost, e.g.
 * 'The unsaved display name of color will be lost.' Needs the data router (createBrowserRouter), which useBlocker requires.
 */
export function useUnsavedGuard(dirty: boolean, text: string): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && leavesScreen(currentLocation, nextLocation));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(unsavedQuestion(text))) blocker.proceed();
    else blocker.reset();
  }, [blocker, text]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
