import { useEffect, useId } from 'react';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/api-client';
import { getCookie } from '../api/cookies';
import { useShops, useSwitchShop } from '../api/shops-queries';
import { tabShopStore, useTabShop } from '../api/tab-shop';
import { failureText } from '../ui/call-failure';
import { showToast } from '../ui/toast';
import { pathAfterSwitch } from './shop-switch-route';
import classes from './shop-control.module.css';

/** The shop's name as the header has always shown it: the first paint, one shop, or while the list loads. */
export function ShopName({ name }: { name: string }) {
  return (
    <Text fw={700} size="lg" truncate>
      {name}
    </Text>
  );
}

/**
 * docs/several-shops.md: the header's `Shop` control. With one shop its name; with more a select of the operator's
 * shops. A native select: labelled, keyboard-operable and light (no combobox code in the header's chunk).
 */
export function ShopControl() {
  const tab = useTabShop();
  const shops = useShops();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const id = useId();
  const switchShop = useSwitchShop(async (flags) => {
    const next = pathAfterSwitch(pathname, search, flags);
    if (next !== `${pathname}${search}`) await navigate(next, { replace: true, flushSync: true });
  });

  const name = tab?.name ?? '';
  const listed = shops.data?.shops;
  // The tab's flags follow the server's answer for its shop (an administrator may have changed them).
  const ownFlags = listed?.find((s) => s.name === name)?.flags;
  useEffect(() => {
    if (name && ownFlags) tabShopStore.set({ name, flags: ownFlags });
  }, [name, ownFlags]);
  // The tab's own shop no longer opens for this operator: take the cookies' (the shop sign-in or the last switch left).
  const refused = shops.error instanceof ApiError && (shops.error.status === 403 || shops.error.status === 404);
  useEffect(() => {
    if (refused && name && name !== getCookie('shopName')) {
      queryClient.getQueryCache().clear();
      tabShopStore.clear();
    }
  }, [refused, name, queryClient]);

  if (!listed || listed.length < 2) return <ShopName name={name} />;
  const names = listed.map((s) => s.name);
  if (name && !names.includes(name)) names.unshift(name);
  return (
    <div className={classes.control}>
      <label htmlFor={id} className={classes.label}>
        Shop
      </label>
      <select
        id={id}
        className={classes.select}
        value={name}
        disabled={switchShop.isPending}
        aria-busy={switchShop.isPending || undefined}
        onChange={(event) =>
          switchShop.mutate(event.currentTarget.value, {
            onError: (error) => showToast(failureText('The shop could not be switched', error), { error: true }),
          })
        }
      >
        {names.map((shop) => (
          <option key={shop} value={shop}>
            {shop}
          </option>
        ))}
      </select>
    </div>
  );
}
