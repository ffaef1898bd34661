import type { NationalPartnerExportRow, NationalPartnerRow } from '@console/contracts/national-partners.contract';
import { NATIONAL_PARTNER_TAG_PREFIX } from '@console/contracts/national-partners.contract';
import { tagValue } from '@console/contracts/common/tags';
import type { CustomerListRecord } from '../customers/customers.service';
import { customerGid, customerTags, displayName } from '../registrations/customer-mapping.service';

/** docs/functions/people-invites-events.md §3: the national partner is the text after `np:` of the first tag starting with it. */
export function nationalPartnerOf(tags: readonly string[]): string {
  return tagValue(tags, 'np') ?? '';
}

/** The stored tags with the national partner replaced (it goes first); other tags are kept. */
export function withNationalPartner(storedTags: readonly string[], partner: string): string[] {
  return [`${NATIONAL_PARTNER_TAG_PREFIX}${partner}`, ...storedTags.filter((t) => !t.startsWith(NATIONAL_PARTNER_TAG_PREFIX))];
}

export function toNationalPartnerRow(c: CustomerListRecord): NationalPartnerRow {
  const tags = customerTags(c);
  return {
    id: customerGid(c.id),
    displayName: displayName(c),
    email: c.email,
    tags,
    createdAt: c.created_at,
    nationalPartner: nationalPartnerOf(tags),
    profile_email_policy_consent: c.email_consent ? '1' : '0',
    profile_privacy_policy_consent: c.privacy_consent ? '1' : '0',
    profile_crm_id: c.crm_id,
    profile_as400_id: c.as400_id,
  };
}

export function toNationalPartnerExportRow(c: CustomerListRecord): NationalPartnerExportRow {
  const tags = customerTags(c);
  return {
    displayName: displayName(c),
    email: c.email,
    tags,
    createdAt: c.created_at,
    nationalPartner: nationalPartnerOf(tags),
    acceptsMarketing: c.email_consent === 1,
    privacy_policy_consent: { value: c.privacy_consent ? '1' : '0' },
  };
}
