import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/**
 * The console opened inside the Shopify admin (docs/outside-interfaces.md 'Shopify'). The admin's launch URL carries
 * `embedded=1`, `shop` and `host`; they are read once from the first URL and kept in memory for the
 * SPA's lifetime, since in-app links drop them. In the frame nothing may rely on cookies or web
 * storage (the browser blocks them for a third-party frame), so identity comes from App Bridge.
 */
export interface FrameLaunch {
  shop: string;
  host: string;
}

/** The launch parameters, or null when the page was not opened by the admin. */
export function readFrameLaunch(search: string): FrameLaunch | null {
  const params = new URLSearchParams(search);
  const shop = params.get('shop');
  const host = params.get('host');
  return params.get('embedded') === '1' && shop && host ? { shop, host } : null;
}

const launchSearch = typeof location === 'undefined' ? '' : location.search;
const launch = readFrameLaunch(launchSearch);

export function frameLaunch(): FrameLaunch | null {
  return launch;
}

export function inFrame(): boolean {
  return launch !== null;
}

/**
 * Loads the current screen afresh. In the frame the launch parameters go with it: without them the
 * server will not let the admin frame the page.
 */
export function reloadApp(): void {
  if (launch) location.assign(`${location.pathname}${launchSearch}`);
  else location.reload();
}

/** App Bridge's toast options (shopify.dev, App Bridge "Toast API"). */
export interface AppBridgeToastOptions {
  duration?: number;
  isError?: boolean;
  action?: string;
  onAction?: () => void;
  onDismiss?: () => void;
}

/**
 * The part of App Bridge's global (`window.shopify`) the console uses, named as App Bridge documents
 * them: `idToken`, `toast.show`, `saveBar.show` / `saveBar.hide` (with a `<ui-save-bar id>` element).
 */
export interface AppBridge {
  idToken(): Promise<string>;
  toast: { show(message: string, options?: AppBridgeToastOptions): string | void };
  saveBar: { show(id: string): Promise<void>; hide(id: string): Promise<void> };
}

declare global {
  interface Window {
    shopify?: AppBridge;
  }
}

/** App Bridge, only in the frame (standalone the console draws its own feedback). */
export function appBridge(): AppBridge | null {
  return inFrame() && window.shopify ? window.shopify : null;
}

/** A fresh session token from App Bridge (it renews them; one is valid for a minute). */
export async function sessionToken(): Promise<string> {
  if (!window.shopify) throw new Error('App Bridge is not loaded: open the console from the Shopify admin.');
  return window.shopify.idToken();
}

/** Mantine keeps the colour scheme in localStorage; in the frame it lives in memory instead. */
function memoryColorSchemeManager(): MantineColorSchemeManager {
  let scheme: MantineColorScheme | null = null;
  return {
    get: (defaultValue) => scheme ?? defaultValue,
    set: (value) => {
      scheme = value;
    },
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => {
      scheme = null;
    },
  };
}

/** The manager for MantineProvider: undefined (Mantine's own) outside the frame. */
export function frameColorSchemeManager(): MantineColorSchemeManager | undefined {
  return inFrame() ? memoryColorSchemeManager() : undefined;
}
