import { z } from 'zod';
import {
  EXCLUDED_RETURN_SKUS,
  MAX_PACKAGE_POUNDS,
  RETURN_MESSAGES,
  returnAddressInput,
  tooHeavyText,
  type OrderDetails,
  type OrderLineItem,
} from '@console/contracts/returns.contract';

/** The lines the Create Return modal offers: fulfilled, not fully returned, not a gift tag. */
export function returnableLines(order: OrderDetails): OrderLineItem[] {
  return order.lineItems.filter((li) => li.remainingQty > 0 && !(EXCLUDED_RETURN_SKUS as readonly string[]).includes(li.sku));
}

const POUNDS_PER: Record<string, number> = { POUNDS: 1, OUNCES: 1 / 16, KILOGRAMS: 2.20462262, GRAMS: 0.00220462262 };

export function pounds(line: OrderLineItem, quantity: number): number {
  return quantity * line.variant.weight * (POUNDS_PER[line.variant.weightUnit] ?? 1);
}

export interface LineChoice {
  returningQty: number;
  unique: boolean;
}

/** docs/functions/commerce-tools.md §5: at least one line above 0 and none above what remains. */
export function canSubmit(lines: readonly OrderLineItem[], choices: Readonly<Record<string, LineChoice>>): boolean {
  const chosen = lines.filter((l) => (choices[l.id]?.returningQty ?? 0) > 0);
  return chosen.length > 0 && chosen.every((l) => (choices[l.id]?.returningQty ?? 0) <= l.remainingQty);
}

/** The first rule the return breaks before it is sent (address completeness, then weight), or null. */
export function submitProblem(
  order: OrderDetails,
  address: { address1: string; city: string; provinceCode: string; zip: string; countryCodeV2: string },
  lines: readonly OrderLineItem[],
  choices: Readonly<Record<string, LineChoice>>,
  allUnique: boolean,
): string | null {
  const fields = [
    order.customer?.displayName ?? '',
    address.address1,
    address.city,
    address.provinceCode,
    address.zip,
    address.countryCodeV2,
  ];
  if (fields.some((f) => !f.trim())) return RETURN_MESSAGES.addressMissing;
  const total = lines.reduce((sum, l) => sum + pounds(l, choices[l.id]?.returningQty ?? 0), 0);
  if (!allUnique && total > MAX_PACKAGE_POUNDS) return tooHeavyText(total);
  return null;
}

/** The address form: the contract's rules, fields as typed. */
export const addressForm = returnAddressInput;
export type AddressForm = z.input<typeof returnAddressInput>;
