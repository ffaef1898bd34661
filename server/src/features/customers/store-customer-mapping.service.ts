import type { CustomerProgramme } from '@console/contracts/common/programmes';
import type { RegistrationStatus } from '@console/contracts/registrations.contract';
import type { StoreCustomer } from '../../integrations/shopify/shopify-customers';

export type { StoreCustomer };

/** The mirror's columns for one store customer. */
export interface MirrorColumns {
  store_id: number;
  store_state: string;
  store_updated_at: string;
  programme: CustomerProgramme;
  status: RegistrationStatus | null;
  first_name: string;
  last_name: string;
  email: string;
  email_lower: string;
  tags: string;
  amount_spent_cents: number;
  discount_limit_cents: number | null;
  crm_id: string;
  as400_id: string;
  created_at: string;
  updated_at: string;
}

/** The `console` metafields' columns (docs/outside-interfaces.md 'Shopify': keys without their stp_/profile_ prefix). */
export interface MirrorMetafieldColumns {
  school: string;
  course: string;
  state: string;
  start_date: string;
  end_date: string;
  country: string;
  phone: string;
  dob: string;
  link_distributor: string;
  distributor_name: string;
  privacy_consent: number;
  email_consent: number;
}

export { CONSOLE_NAMESPACE } from '../../integrations/shopify/shopify-customers';

/** Metafield key -> column; the consents are '1'/'0' (or true/false) texts. */
const TEXT_METAFIELDS = {
  school: 'school',
  course: 'course',
  state: 'state',
  startDate: 'start_date',
  endDate: 'end_date',
  country: 'country',
  phone: 'phone',
  dob: 'dob',
  link_distributor: 'link_distributor',
  distributor_name: 'distributor_name',
} as const satisfies Record<string, keyof MirrorMetafieldColumns>;
const CONSENT_METAFIELDS = { privacy_policy_consent: 'privacy_consent', email_policy_consent: 'email_consent' } as const;

/**
 * Which programme a store customer is in, by tag. Ordered: the first rule that matches wins; other
 * features add their programme's rule with `addProgrammeRule` (before the national and retail fallbacks).
 */
type ProgrammeRule = { programme: CustomerProgramme; matches: (tagsLower: readonly string[]) => boolean };
const PROGRAMME_RULES: ProgrammeRule[] = [
  { programme: 'student', matches: (tags) => tags.includes('usertype:student') },
  { programme: 'staff', matches: (tags) => tags.includes('usertype:staff') },
];
const FALLBACK_RULES: readonly ProgrammeRule[] = [{ programme: 'national', matches: (tags) => tags.some((t) => t.startsWith('np:')) }];

export function addProgrammeRule(rule: ProgrammeRule): void {
  if (!PROGRAMME_RULES.some((r) => r.programme === rule.programme)) PROGRAMME_RULES.push(rule);
}

export function programmeOfTags(tags: readonly string[]): CustomerProgramme {
  const lower = tags.map((t) => t.toLowerCase());
  return [...PROGRAMME_RULES, ...FALLBACK_RULES].find((rule) => rule.matches(lower))?.programme ?? 'retail';
}

const STATUS_BY_TAG: Record<string, RegistrationStatus> = { pending: 'pending', approved: 'approved', disabled: 'disabled' };

/** The bare status tag (`Approved`) or `status:Approved`, any case; the last one given wins. */
export function statusOfTags(tags: readonly string[]): RegistrationStatus | null {
  let status: RegistrationStatus | null = null;
  for (const tag of tags) {
    const bare = tag.toLowerCase().replace(/^status:/, '');
    if (STATUS_BY_TAG[bare]) status = STATUS_BY_TAG[bare];
  }
  return status;
}

/** Tags the mirror keeps in columns, so they are left out of the `tags` column (customerTags composes them back). */
function isColumnTag(tagLower: string): boolean {
  return (
    tagLower.startsWith('usertype:') ||
    STATUS_BY_TAG[tagLower.replace(/^status:/, '')] !== undefined ||
    /^(amount_spent|discount_limit|crm_id|as400_id):/.test(tagLower)
  );
}

function keyValue(tags: readonly string[], key: string): string | undefined {
  const prefix = `${key}:`;
  return tags
    .find((t) => t.toLowerCase().startsWith(prefix))
    ?.slice(prefix.length)
    .trim();
}

function dollarsToCents(text: string | undefined): number | null {
  if (text === undefined || text === '') return null;
  const value = Number(text.replace(/[$,]/g, ''));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** One instant format, so text comparison of `store_updated_at` orders by time. */
export function isoInstant(text: string): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a time: ${text}`);
  return date.toISOString();
}

export function mirrorColumns(c: StoreCustomer): MirrorColumns {
  const programme = programmeOfTags(c.tags);
  const registration = programme === 'student' || programme === 'staff';
  return {
    store_id: c.storeId,
    store_state: c.state.toUpperCase(),
    store_updated_at: isoInstant(c.updatedAt),
    programme,
    status: registration ? (statusOfTags(c.tags) ?? 'pending') : null,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    email_lower: c.email.toLowerCase(),
    tags: JSON.stringify(c.tags.filter((t) => !isColumnTag(t.toLowerCase()))),
    amount_spent_cents: dollarsToCents(keyValue(c.tags, 'amount_spent')) ?? 0,
    discount_limit_cents: dollarsToCents(keyValue(c.tags, 'discount_limit')),
    crm_id: keyValue(c.tags, 'crm_id') ?? '',
    as400_id: keyValue(c.tags, 'as400_id') ?? '',
    created_at: isoInstant(c.createdAt),
    updated_at: isoInstant(c.updatedAt),
  };
}

function consent(text: string | undefined): number {
  return text === '1' || text?.toLowerCase() === 'true' ? 1 : 0;
}

export function metafieldColumns(metafields: Readonly<Record<string, string>>): MirrorMetafieldColumns {
  const out = {
    privacy_consent: consent(metafields.privacy_policy_consent),
    email_consent: consent(metafields.email_policy_consent),
  } as MirrorMetafieldColumns;
  for (const [key, column] of Object.entries(TEXT_METAFIELDS)) out[column] = metafields[key] ?? '';
  return out;
}

/** The `console` metafields that hold these columns' values (for metafieldsSet). */
export function metafieldsOfColumns(values: Partial<MirrorMetafieldColumns>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, column] of Object.entries(TEXT_METAFIELDS)) if (values[column] !== undefined) out[key] = values[column];
  for (const [key, column] of Object.entries(CONSENT_METAFIELDS)) if (values[column] !== undefined) out[key] = values[column] ? '1' : '0';
  return out;
}
