import { useCallback, useState } from 'react';
import { getCookie, setCookie } from '../api/cookies';
import { LIST_URL_PARAMS, tabChange, useListUrl } from './list-url-state';

const tabIndex = (value: string | null | undefined, tabCount: number): number | null => {
  const index = Number(value ?? NaN);
  return Number.isInteger(index) && index >= 0 && index < tabCount ? index : null;
};

/**
 * The selected tab index: from the URL's `tab` (issue 19: Back, reload and a shared link keep it),
 * else from the screen's cookie (spec 1 §2.2 `studentTab`), else the first tab. A choice writes both.
 */
export function useCookieTab(cookieName: string, tabCount: number): [number, (index: number) => void] {
  const [params, change] = useListUrl();
  const tab = tabIndex(params.get(LIST_URL_PARAMS.tab), tabCount) ?? tabIndex(getCookie(cookieName), tabCount) ?? 0;
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
 * The tabs of a dialog (spec 2 §2 `InviteListTab`): the cookie only. The URL's `tab` belongs to the
 * screen's own list, so a dialog writing it switched the screen's tab and closed the dialog with it.
 */
export function useDialogCookieTab(cookieName: string, tabCount: number): [number, (index: number) => void] {
  const [tab, setTab] = useState(() => tabIndex(getCookie(cookieName), tabCount) ?? 0);
  const select = useCallback(
    (index: number) => {
      setCookie(cookieName, String(index));
      setTab(index);
    },
    [cookieName],
  );
  return [tab, select];
}
