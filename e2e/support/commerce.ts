import { shopUsDate } from './shop-clock';

/** A date `days` from today (the shop's) as MM/DD/YYYY, as the pickers take it. */
export function usDate(days: number): string {
  return shopUsDate(new Date(Date.now() + days * 86_400_000));
}
