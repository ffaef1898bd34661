import type { CallBodyInput } from '@console/contracts/common/call';
import { usDay } from '@console/contracts/common/day';
import type { Giveaway, giveawaysContract } from '@console/contracts/giveaways.contract';
import { shopToday } from '../../ui/shop-time';

export interface GiveawayFormValues {
  name: string;
  description: string;
  useStartDate: boolean;
  startDate: string;
  useEndDate: boolean;
  endDate: string;
  registrationCount: string;
}

/** YYYY-MM-DD of a day `months` from today on the shop's clock. */
export function dayFromToday(months = 0, now = new Date()): string {
  const [year, month, date] = shopToday(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, date)).toISOString().slice(0, 10);
}

/**
 * docs/functions/codes-credits-knot-giveaways.md §4: a new giveaway starts today and ends 12 months later; the dates are off until checked.
 */
export function newGiveawayValues(now = new Date()): GiveawayFormValues {
  return {
    name: '',
    description: '',
    useStartDate: false,
    startDate: dayFromToday(0, now),
    useEndDate: false,
    endDate: dayFromToday(12, now),
    registrationCount: '',
  };
}

export function giveawayFormValues(giveaway: Giveaway, now = new Date()): GiveawayFormValues {
  const fresh = newGiveawayValues(now);
  return {
    name: giveaway.name,
    description: giveaway.description ?? '',
    useStartDate: giveaway.startDate !== null,
    startDate: giveaway.startDate ?? fresh.startDate,
    useEndDate: giveaway.endDate !== null,
    endDate: giveaway.endDate ?? fresh.endDate,
    registrationCount: giveaway.registrationCount === null ? '' : String(giveaway.registrationCount),
  };
}

/**
 * docs/functions/codes-credits-knot-giveaways.md §5: registrationCount only when greater than 0 (else null), description null when empty,
 * each date only when its checkbox is on (sent MM/DD/YYYY like the report's).
 */
export function giveawayBodyOf(values: GiveawayFormValues, admin: string): CallBodyInput<typeof giveawaysContract.create> {
  const count = Number(values.registrationCount);
  return {
    admin,
    name: values.name.trim(),
    description: values.description.trim() || null,
    ...(values.useStartDate && values.startDate ? { startDate: usDay(values.startDate) } : {}),
    ...(values.useEndDate && values.endDate ? { endDate: usDay(values.endDate) } : {}),
    registrationCount: Number.isInteger(count) && count > 0 ? count : null,
  };
}

/** The form can be sent: a name, and checked dates in order. */
export function giveawayFormProblem(values: GiveawayFormValues): string | null {
  if (!values.name.trim()) return 'Name is required.';
  if (values.useStartDate && !values.startDate) return 'Start date is required when checked.';
  if (values.useEndDate && !values.endDate) return 'End date is required when checked.';
  if (values.useStartDate && values.useEndDate && values.startDate > values.endDate) return 'Start date must not be after end date.';
  return null;
}
