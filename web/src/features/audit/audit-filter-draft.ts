import type { AuditFilter } from '@console/contracts/audit.contract';
import { shopInstant } from '../../ui/shop-time';

/** The Audit filters as typed, before Filter applies them. */
export interface Draft {
  operatorId: string | null;
  action: string | null;
  target: string;
  /** YYYY-MM-DD, the shop's days. */
  from: string;
  to: string;
}

export const EMPTY_DRAFT: Draft = { operatorId: null, action: null, target: '', from: '', to: '' };

/** The calendar day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

/** The instant the shop's day starts: midnight, or 01:00 where the zone skips midnight that day. */
function shopDayStart(day: string): string {
  return shopInstant(day, '00:00') || shopInstant(day, '01:00');
}

/** The shop's days become instants, so a day holds what the shop's clock showed that day, wherever the operator is. */
export function toFilter(draft: Draft): AuditFilter {
  const filter: AuditFilter = {};
  if (draft.operatorId) filter.operatorId = Number(draft.operatorId);
  if (draft.action) filter.action = draft.action;
  if (draft.target.trim()) filter.target = draft.target.trim();
  if (draft.from) filter.from = shopDayStart(draft.from);
  if (draft.to) filter.to = shopDayStart(nextDay(draft.to));
  return filter;
}
