import { useSyncExternalStore } from 'react';
import { parseFlags, type Flag } from '@console/contracts/common/flags';
import { getCookie } from './cookies';
import { inFrame } from './embedded-frame';

/**
 * The shop this browser tab shows (docs/several-shops.md "in the browser"), with the operator's flags there. It lives in
 * sessionStorage, which is per tab: the `shopName` / `_customApp` cookies are shared by every tab, so another tab's
 * switch must not move this one. A tab with no shop of its own takes the cookies' on its first read and keeps it.
 * Not used in the admin's frame, where the session token names the shop.
 */
export interface TabShop {
  name: string;
  flags: Flag[];
}

export const TAB_SHOP_KEY = 'console.tabShop';

/** The one stored value; never throws (web storage throws where the browser blocks it). */
export interface TextSlot {
  get(): string | null;
  set(value: string): void;
  remove(): void;
}

/** A slot in web storage that falls back to memory when the storage is blocked or full. */
export function storageSlot(storage: () => Storage, key: string): TextSlot {
  let memory: string | null = null;
  return {
    get() {
      try {
        return storage().getItem(key) ?? memory;
      } catch {
        return memory;
      }
    },
    set(value) {
      memory = value;
      try {
        storage().setItem(key, value);
      } catch {
        // Blocked: the tab keeps its shop in memory until it reloads.
      }
    },
    remove() {
      memory = null;
      try {
        storage().removeItem(key);
      } catch {
        // Blocked: nothing was stored.
      }
    },
  };
}

function parseTabShop(text: string | null): TabShop | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { name?: unknown; flags?: unknown };
    if (typeof value.name !== 'string' || !value.name || !Array.isArray(value.flags)) return null;
    return { name: value.name, flags: parseFlags(value.flags.filter((f): f is string => typeof f === 'string').join(',')) };
  } catch {
    return null;
  }
}

export interface TabShopStore {
  /** The tab's shop; the same object until it changes (a React external store's snapshot). */
  current(): TabShop | null;
  set(shop: TabShop): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** The store over a slot and the cookies' shop (both given, so it is unit tested without a browser). */
export function createTabShopStore(slot: TextSlot, cookieShop: () => TabShop | null): TabShopStore {
  const listeners = new Set<() => void>();
  // Only this tab writes its sessionStorage, so the parsed value can be kept.
  let cached: TabShop | null | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const store: TabShopStore = {
    current() {
      if (cached === undefined) cached = parseTabShop(slot.get());
      if (cached === null) {
        const adopted = cookieShop();
        if (adopted) {
          cached = adopted;
          slot.set(JSON.stringify(adopted));
        }
      }
      return cached;
    },
    set(shop) {
      const now = cached ?? null;
      if (now && now.name === shop.name && now.flags.join(',') === shop.flags.join(',')) return;
      cached = { name: shop.name, flags: [...shop.flags] };
      slot.set(JSON.stringify(cached));
      notify();
    },
    clear() {
      cached = null;
      slot.remove();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** The cookies' shop, as sign-in and the last switch in any tab left them. */
function cookiesShop(): TabShop | null {
  const name = getCookie('shopName');
  return name ? { name, flags: parseFlags(getCookie('_customApp')) } : null;
}

const noSlot: TextSlot = { get: () => null, set: () => undefined, remove: () => undefined };

export const tabShopStore = createTabShopStore(
  inFrame() || typeof window === 'undefined' ? noSlot : storageSlot(() => window.sessionStorage, TAB_SHOP_KEY),
  cookiesShop,
);

export function tabShop(): TabShop | null {
  return inFrame() ? null : tabShopStore.current();
}

/** Redraws on a switch (the header, the menu, the guarded screen). */
export function useTabShop(): TabShop | null {
  return useSyncExternalStore(tabShopStore.subscribe, tabShop, () => null);
}
