import { useCallback, useState } from 'react';
import { getCookie, setCookie } from '../app/cookies';

/** The selected tab index, remembered in a cookie (spec 1 §2.2 `studentTab`); the first tab by default. */
export function useCookieTab(cookieName: string, tabCount: number): [number, (index: number) => void] {
  const [tab, setTab] = useState(() => {
    const saved = Number(getCookie(cookieName));
    return Number.isInteger(saved) && saved >= 0 && saved < tabCount ? saved : 0;
  });
  const select = useCallback(
    (index: number) => {
      setCookie(cookieName, String(index));
      setTab(index);
    },
    [cookieName],
  );
  return [tab, select];
}
