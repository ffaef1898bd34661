/**
 * The operator's shops (`GET /api/shops`) and the switch (`POST /api/shops/current`), docs/several-shops.md. Sent from
 * their routes alone, typed from the pinned contract: the header's Shop control loads beside every first screen,
 * without zod (/students ≤ 200 KB gzip).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineRoute } from '@console/contracts/common/call';
import type { Flag } from '@console/contracts/common/flags';
import type { shopsContract } from '@console/contracts/shops.contract';
import { featureQueryKeys } from '../ui/query-keys';
import { sendCall } from './api-client';
import { tabShopStore } from './tab-shop';

export const shopsRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/shops', access: 'operator' }),
  setCurrent: defineRoute({ method: 'POST', path: '/api/shops/current', access: 'operator' }),
} as const;

export const shopKeys = featureQueryKeys<'shops'>('shops');

export const fetchShops = (signal?: AbortSignal) => sendCall<typeof shopsContract.list>(shopsRoutes.list, { signal });

export const setCurrentShop = (shop: string) => sendCall<typeof shopsContract.setCurrent>(shopsRoutes.setCurrent, { body: { shop } });

/** The shops where the operator holds a flag; `current` is the tab's (the call carries the tab's shop). */
export function useShops() {
  return useQuery({ queryKey: shopKeys.lists(), queryFn: ({ signal }) => fetchShops(signal), staleTime: 5 * 60_000 });
}

/**
 * Switches this tab to a shop: the server makes it the operator's current one (the cookies a new tab starts
 * from); the tab takes it and its flags, and every cached answer of the old shop is dropped, so each screen,
 * the palette's records, Jobs, Audit, Mail and Store sync load the new shop's. `leave(flags)` moves to the
 * route to show (the same one, or home when the new shop lacks its flag) before the shop changes, so no screen
 * of a function the new shop does not give opens there, even for a moment.
 */
export function useSwitchShop(leave: (flags: readonly Flag[]) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCurrentShop,
    onSuccess: async ({ shopName, flags }) => {
      await leave(flags);
      // Answers still coming for the old shop must not land in the new one's screens.
      await queryClient.cancelQueries();
      queryClient.clear();
      tabShopStore.set({ name: shopName, flags });
    },
  });
}
