import {
  EXCLUDED_RETURN_SKUS,
  MAX_PACKAGE_POUNDS,
  RETURN_MESSAGES,
  tooHeavyText,
  normalizeUsPhone,
  returnAddressInput,
} from '@console/contracts/returns.contract';
import { gidId, toPounds, type CommerceLineItem, type CommerceOrder, type MailingAddress } from '../../integrations/commerce/commerce.port';
import { HttpError, badRequest } from '../../platform/http-error';

export function isExcludedSku(sku: string): boolean {
  return (EXCLUDED_RETURN_SKUS as readonly string[]).includes(sku.trim().toUpperCase());
}

/** The address the label is picked up from: the order's, or the edited one (docs/functions/commerce-tools.md §5 rules), country US. */
export function returnAddress(order: CommerceOrder, edit: boolean, edited: unknown): { address: MailingAddress; isEdit: boolean } {
  const base: MailingAddress = order.shippingAddress ?? {
    name: '',
    address1: '',
    address2: '',
    city: '',
    provinceCode: '',
    zip: '',
    countryCodeV2: '',
    phone: '',
  };
  let address = base;
  if (edit) {
    const parsed = returnAddressInput.safeParse(edited ?? {});
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[`body.shippingAddress.${issue.path.join('.')}`] ??= issue.message;
      throw badRequest(Object.values(fieldErrors)[0] ?? RETURN_MESSAGES.generic, fieldErrors);
    }
    const a = parsed.data;
    address = {
      ...base,
      address1: a.address1,
      address2: '',
      city: a.city,
      provinceCode: a.provinceCode,
      zip: a.zip,
      countryCodeV2: 'US',
      phone: normalizeUsPhone(a.phone) ?? a.phone,
    };
  }
  const name = order.customer?.displayName || address.name;
  const missing = [name, address.address1, address.city, address.provinceCode, address.zip, address.countryCodeV2].some(
    (v) => !v || !v.trim(),
  );
  if (missing) throw badRequest(RETURN_MESSAGES.addressMissing);
  return { address: { ...address, name }, isEdit: edit };
}

export interface WantedLine {
  item: CommerceLineItem;
  lineItemId: number;
  quantity: number;
  ownPackage: boolean;
}

/** The lines to return: items of this order, not the gift tags, each once, at least one with a quantity. */
export function wantedLines(
  order: CommerceOrder,
  lines: ReadonlyArray<{ id: string | number; returningQty: number; uniqueisChecked1: boolean }>,
): WantedLine[] {
  const out: WantedLine[] = [];
  for (const line of lines) {
    if (line.returningQty <= 0) continue;
    const lineItemId = gidId('LineItem', line.id);
    const item = lineItemId === null ? undefined : order.lineItems.find((li) => gidId('LineItem', li.id) === lineItemId);
    if (!item || lineItemId === null) throw badRequest(`Line item ${String(line.id)} is not part of order ${order.name}.`);
    if (isExcludedSku(item.sku)) throw badRequest(`${item.sku} cannot be returned.`);
    if (out.some((o) => o.lineItemId === lineItemId)) throw badRequest(`Line item ${String(line.id)} is listed twice.`);
    out.push({ item, lineItemId, quantity: line.returningQty, ownPackage: line.uniqueisChecked1 });
  }
  if (out.length === 0) throw badRequest('Choose at least one item to return.');
  return out;
}

export function linePounds(line: WantedLine): number {
  return line.quantity * toPounds(line.item.weight, line.item.weightUnit);
}

/** Part of a line in one package. */
export interface Portion {
  line: WantedLine;
  quantity: number;
}

export function packagePounds(pkg: readonly Portion[]): number {
  return pkg.reduce((sum, p) => sum + p.quantity * toPounds(p.line.item.weight, p.line.item.weightUnit), 0);
}

/** docs/functions/commerce-tools.md §5: the return's weight must not exceed 70 lb, unless every item gets its own tracking number. */
export function checkWeight(lines: readonly WantedLine[], allUnique: boolean): void {
  if (allUnique) return;
  const total = lines.reduce((sum, l) => sum + linePounds(l), 0);
  if (total > MAX_PACKAGE_POUNDS + 1e-9) throw badRequest(tooHeavyText(total));
}

/** Quantities still returnable: fulfilled minus already returned (or being returned). */
export function checkRemaining(lines: readonly WantedLine[], returned: ReadonlyMap<number, number>): void {
  for (const line of lines) {
    const remaining = line.item.fulfilledQuantity - (returned.get(line.lineItemId) ?? 0);
    if (line.quantity > remaining) throw new HttpError(409, `Only ${Math.max(0, remaining)} of ${line.item.sku} can still be returned.`);
  }
}

/**
 * Packages: every item of a line with unique tracking numbers (every line with 'ALL Unique') goes
 * in a package of its own, one per unit; the other lines share one package.
 */
export function planPackages(lines: readonly WantedLine[], allUnique: boolean): Portion[][] {
  const unique = (l: WantedLine) => allUnique || l.ownPackage;
  const own = lines.filter(unique).flatMap((line) => Array.from({ length: line.quantity }, () => [{ line, quantity: 1 }]));
  const shared = lines.filter((l) => !unique(l)).map((line) => ({ line, quantity: line.quantity }));
  return shared.length ? [...own, shared] : own;
}
