import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

export interface GiveawayTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  name: string;
  name_lower: string;
  description: string | null;
  /** YYYY-MM-DD or null (open). */
  start_date: string | null;
  end_date: string | null;
  /** Null: no limit on entries. */
  registration_count: number | null;
  entry_count: Generated<number>;
  /** The public entry page's path segment: unguessable (migration 0091 gave older rows one). */
  entry_token: string | null;
  created_at: string;
  updated_at: string;
}

export interface GiveawayEntryTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  giveaway_id: number;
  name: string;
  email: string;
  email_lower: string;
  created_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface GiveawayTables {
  giveaways: GiveawayTable;
  giveaway_entries: GiveawayEntryTable;
}
