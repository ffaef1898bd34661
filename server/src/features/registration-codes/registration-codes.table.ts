import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

/** A partner a registration code belongs to (docs/functions/codes-credits-knot-giveaways.md §3). */
export interface PartnerTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  name: string;
  handle: string;
  created_at: string;
}

export interface RegistrationCodeTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  code: string;
  code_lower: string;
  /** YYYY-MM-DD, both days included. */
  start_date: string;
  end_date: string;
  partner_id: number;
  spend_limit_cents: number | null;
  /** JSON array of text. */
  tags: Generated<string>;
  /** Null: no cap. */
  max_registration_count: number | null;
  current_registration_count: Generated<number>;
  /** JSON array of lower-case domains; empty: any domain. */
  email_domains: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A person registered with a code; one per e-mail and code. */
export interface CodeRedemptionTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  code_id: number;
  first_name: string;
  last_name: string;
  email: string;
  email_lower: string;
  created_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface RegistrationCodeTables {
  partners: PartnerTable;
  registration_codes: RegistrationCodeTable;
  code_redemptions: CodeRedemptionTable;
}
