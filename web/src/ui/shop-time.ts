import { useEffect, useSyncExternalStore } from 'react';
import { useShops } from '../api/shops-queries';
import { warmWhenIdle } from './warm-when-idle';

/**
 * Every time the console shows is on the shop's clock, with the zone's name (one rule for every screen, so
 * Jobs, Mail and Audit agree with Returns): the shop's `timeZone` from `GET /api/shops`, and until that
 * answers the server's default (spec 3 §9: America/New_York).
 */
export const SHOP_TIME_ZONE = 'America/New_York';

let zone = SHOP_TIME_ZONE;
const listeners = new Set<() => void>();

/** The zone the times are shown in now. */
export function shopTimeZone(): string {
  return zone;
}

export function setShopTimeZone(next: string): void {
  if (next === zone) return;
  zone = next;
  formats.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The shop's zone, kept from the shops list (the app frame calls it once); a screen that shows times calls it
 * too, so its rows are drawn again when the zone arrives or the tab changes shop.
 */
export function useShopTimeZone(): string {
  const shops = useShops();
  const known = shops.data?.shops.find((s) => s.current)?.timeZone;
  useEffect(() => {
    if (known) setShopTimeZone(known);
  }, [known]);
  return useSyncExternalStore(subscribe, shopTimeZone, shopTimeZone);
}

// Made once per zone (building an Intl formatter costs far more than using it, and a list formats a time per row),
// first when the browser is idle, so neither a screen's load nor the task that draws its rows waits for it.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(kind: 'spec' | 'readable'): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-US',
      kind === 'spec'
        ? {
            timeZone: zone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: 'numeric',
            minute: '2-digit',
            second: '2-digit',
            hour12: true,
            timeZoneName: 'short',
          }
        : { timeZone: zone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    );
    formats.set(key, format);
  }
  return format;
}

function partsOf(kind: 'spec' | 'readable', iso: string | null | undefined): Record<string, string> | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(
    formatOf(kind)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
}

/** Spec 3 §9's MM/DD/YYYY h:mm:ss A on the shop's clock (coupons, returns, prices); `withZone` adds the zone's short name. */
export function formatShopDateTime(iso: string | null | undefined, options: { withZone?: boolean } = {}): string {
  const p = partsOf('spec', iso);
  if (!p) return '';
  const text = `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute}:${p.second} ${p.dayPeriod}`;
  return options.withZone ? `${text} ${p.timeZoneName}` : text;
}

/** A time where the spec gives no format: 'Dec 1, 2026, 5:20 PM EST' on the shop's clock. */
export function formatShopTime(iso: string | null | undefined): string {
  const p = partsOf('readable', iso);
  if (!p) return '';
  return `${p.month} ${p.day}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}

/** The zone's short name at an instant (EST or EDT), to say beside a list of the shop's times. */
export function shopZoneName(at: Date = new Date()): string {
  return partsOf('readable', at.toISOString())?.timeZoneName ?? '';
}

warmWhenIdle(() => formatOf('readable'));
