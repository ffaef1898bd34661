import { useEffect, useSyncExternalStore } from 'react';
import { useShops } from '../api/shops-queries';
import { warmWhenIdle } from './warm-when-idle';

/**
 * Every time the console shows is on the shop's clock, with the zone's name (one rule for every screen, so
 * Jobs, Mail and Audit agree with Returns): the shop's `timeZone` from `GET /api/shops`, and until that
 * answers the server's default (docs/functions/commerce-tools.md §9: America/New_York).
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
const FORMATS = {
  spec: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  },
  readable: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  // The wall clock as numbers with 00–23 hours, to compute with (never shown).
  wall: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type FormatKind = keyof typeof FORMATS;

function formatOf(kind: FormatKind): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...FORMATS[kind], timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

function partsOf(kind: FormatKind, iso: string | null | undefined): Record<string, string> | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(
    formatOf(kind)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
}

/**
 * docs/functions/commerce-tools.md §9's MM/DD/YYYY h:mm:ss A on the shop's clock (coupons, returns, prices); `withZone` adds the zone's
 * short name.
 */
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

/** A day and clock time on the shop's wall clock: YYYY-MM-DD and HH:mm:ss (00–23 hours). */
export interface ShopWallTime {
  day: string;
  time: string;
}

/** The shop's wall clock at an instant; null for what is not a time. */
export function shopWallTime(iso: string | null | undefined): ShopWallTime | null {
  const p = partsOf('wall', iso);
  return p ? { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` } : null;
}

/** Today's date (YYYY-MM-DD) on the shop's clock: the day limits of every date field ("nothing after today"). */
export function shopToday(now: Date = new Date()): string {
  return shopWallTime(now.toISOString())?.day ?? now.toISOString().slice(0, 10);
}

const HOUR_MS = 3_600_000;

/** The shop's wall clock at an instant (whole seconds) read as if it were UTC: its difference from the instant is the zone's offset. */
function wallMsAt(ms: number): number {
  const wall = shopWallTime(new Date(ms).toISOString());
  return wall ? Date.parse(`${wall.day}T${wall.time}Z`) : Number.NaN;
}

/**
 * The instant a day and clock time (HH:mm or HH:mm:ss) on the shop's wall clock stand for, as ISO text; '' for a
 * wall time the zone skips (the hour clocks jump forward) or what is not a day and time. A wall time the zone has
 * twice (the hour clocks go back) is its first. The zone's offsets a day either side are the only two candidates
 * (no zone changes its offset twice within two days).
 */
export function shopInstant(day: string, time: string): string {
  const wall = Date.parse(`${day}T${time.length === 5 ? `${time}:00` : time}Z`);
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 10) !== day) return '';
  const candidates = [wall - 24 * HOUR_MS, wall + 24 * HOUR_MS]
    .map((near) => wall - (wallMsAt(near) - near))
    .filter((instant) => wallMsAt(instant) === wall)
    .sort((a, b) => a - b);
  const first = candidates[0];
  return first === undefined ? '' : new Date(first).toISOString();
}
