import type { AuditChange } from '@console/contracts/audit.contract';
import { formatUsDate } from '@console/contracts/common/dates';
import { formatShopTime } from '../../ui/shop-time';

/** How an absent value reads: a field added or removed by the change. */
export const NO_VALUE = '—';

/**
 * A stored field's name in words: `refund_status` and `refundStatus` read "Refund status". Upper-case words keep their
 * case (`BELOW_MAPP_ITEM_TAG` reads "BELOW MAPP ITEM TAG"), as they are often initials.
 */
export function readableField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter((w) => w !== '')
    .map((w) => (w === w.toUpperCase() ? w : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A stored value as the operator reads it: a yes/no as Yes or No, a day as MM/DD/YYYY (the grids' form), an instant on
 * the shop's clock; any other text as it was stored (a code or a name must read exactly as it is kept).
 */
export function readableValue(value: string | null): string {
  if (value === null) return NO_VALUE;
  if (value === 'true') return 'Yes';
  if (value === 'false') return 'No';
  if (ISO_DAY.test(value)) return formatUsDate(value);
  if (ISO_INSTANT.test(value)) return formatShopTime(value);
  return value;
}

/** `Status: pending → approved; School: Elm → Oak`, for one grid line and the export. */
export function changesText(changes: readonly AuditChange[]): string {
  return changes.map((c) => `${readableField(c.field)}: ${readableValue(c.before)} → ${readableValue(c.after)}`).join('; ');
}
