/**
 * A time as the console shows it on the shop's clock with its zone's name (the e2e shops are on North America's
 * Eastern time: the demo's on America/New_York, the stand-in's on America/Toronto), e.g. 'Dec 1, 2026, 5:20 PM EST'.
 */
export const SHOP_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) E[SD]T$/;

/** The e2e shop's zone (the server's default, America/New_York): its days are the days of every "today" limit. */
export const SHOP_ZONE = 'America/New_York';

/** YYYY-MM-DD of an instant's day on the shop's clock. */
export function shopIsoDate(at: Date): string {
  return at.toLocaleDateString('en-CA', { timeZone: SHOP_ZONE });
}

/** MM/DD/YYYY of an instant's day on the shop's clock, as the pickers take it. */
export function shopUsDate(at: Date): string {
  const [y, m, d] = shopIsoDate(at).split('-');
  return `${m}/${d}/${y}`;
}

/** YYYY-MM-DD of the day `days` from today on the shop's clock. */
export function shopIsoDay(days: number): string {
  return shopIsoDate(new Date(Date.now() + days * 86_400_000));
}
