import { NATIONAL_PARTNER_TAG_PREFIX } from '@console/contracts/national-partners.contract';
import type { CustomerRecord } from '../customers/customers.service';
import { metafieldsOfColumns } from '../customers/store-customer-mapping.service';
import { keyValueTagSwap } from '../store-sync/customer-store-edits.service';
import type { StoreImportItem } from '../store-sync/store-import.service';
import { missingForCreate, type ParsedNationalPartnerRow } from './national-partner-rows';

/**
 * One national partner row for a connected store (docs/outside-interfaces.md 'Shopify'): the customer by e-mail, its `np:`
 * tag (any other partner's taken off), `crm_id:` / `as400_id:` tags and the consents as `console`
 * metafields. As on the embedded store, a blank cell leaves the customer's value as it is, and a
 * customer the store does not have yet needs names and a partner. `current` is the mirrored customer.
 */
export function partnerStoreItem(row: number, parsed: ParsedNationalPartnerRow, current: CustomerRecord | undefined): StoreImportItem {
  if (!parsed.ok) return { row, ok: false, message: parsed.message };
  const input = parsed.input;
  if (!current) {
    const missing = missingForCreate(input);
    if (missing) return { row, ok: false, message: missing };
  }
  const tags = current ? (JSON.parse(current.tags) as string[]) : [];
  const removeTags: string[] = [];
  const addTags: string[] = [];
  if (input.partner) {
    const tag = `${NATIONAL_PARTNER_TAG_PREFIX}${input.partner}`;
    removeTags.push(...tags.filter((t) => t.startsWith(NATIONAL_PARTNER_TAG_PREFIX) && t !== tag));
    addTags.push(tag);
  }
  for (const [key, next, now] of [
    ['crm_id', input.crmId, current?.crm_id ?? ''],
    ['as400_id', input.as400Id, current?.as400_id ?? ''],
  ] as const) {
    if (!next) continue;
    const swap = keyValueTagSwap(key, now, next);
    removeTags.push(...swap.remove);
    addTags.push(...swap.add);
  }
  const consents = {
    ...(input.privacyConsent === null ? {} : { privacy_consent: input.privacyConsent ? 1 : 0 }),
    ...(input.emailConsent === null ? {} : { email_consent: input.emailConsent ? 1 : 0 }),
  };
  return {
    row,
    ok: true,
    value: {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      metafields: metafieldsOfColumns(consents),
      removeTags,
      addTags,
    },
  };
}
