import { useCallback, useEffect, useState } from 'react';
import { getCookie, setCookie } from '../api/cookies';
import { LIST_URL_PARAMS, rememberedTab, tabChange, tabOfUrl, useListUrl } from './list-url-state';

/**
 * The selected tab index. What the URL says wins (Back, reload and a link keep their tab): its `tab`,
 * or the first tab for a list state without one (`?search=<code>`). Only a URL that says nothing lets the
 * screen's cookie choose (docs/functions/shell-students-staff.md §2.2 `studentTab`: the tab is remembered), else the first tab. A choice
 * writes both.
 */
export function useCookieTab(cookieName: string, tabCount: number): [number, (index: number) => void] {
  const [params, change] = useListUrl();
  const fromUrl = tabOfUrl(params, tabCount);
  const tab = fromUrl ?? rememberedTab(getCookie(cookieName), tabCount) ?? 0;
  // The remembered tab goes into the URL at once: a sort or page the tab writes later must not read as the first tab's.
  const unsaid = fromUrl === null && tab !== 0;
  useEffect(() => {
    if (unsaid) change({ [LIST_URL_PARAMS.tab]: String(tab) }, { replace: true });
  }, [unsaid, tab, change]);
  const select = useCallback(
    (index: number) => {
      setCookie(cookieName, String(index));
      change(tabChange(index));
    },
    [cookieName, change],
  );
  return [tab, select];
}

/**
 * The tabs of a dialog (docs/functions/people-invites-events.md §2 `InviteListTab`): the cookie only. The URL's `tab` belongs to the
 * screen's own list, so a dialog writing it switched the screen's tab and closed the dialog with it.
 */
export function useDialogCookieTab(cookieName: string, tabCount: number): [number, (index: number) => void] {
  const [tab, setTab] = useState(() => rememberedTab(getCookie(cookieName), tabCount) ?? 0);
  const select = useCallback(
    (index: number) => {
      setCookie(cookieName, String(index));
      setTab(index);
    },
    [cookieName],
  );
  return [tab, select];
}
