import { warmWhenIdle } from './warm-when-idle';

/** Spec 3 §9: times of coupons and returns are shown in America/New_York, as MM/DD/YYYY h:mm:ss A. */
export const SHOP_TIME_ZONE = 'America/New_York';

// Made when the browser is first idle (or on first use): an Intl service loads its locale data when first made,
// which neither a screen's load nor the task that draws its rows need wait for.
let format: Intl.DateTimeFormat | undefined;
const shopFormat = () =>
  (format ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  }));

export function formatShopDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(
    shopFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute}:${p.second} ${p.dayPeriod}`;
}

warmWhenIdle(shopFormat);
